import { onlineManager } from '@tanstack/react-query';
import { client } from '../api/client';
import { ApiError, unwrap } from '../api/errors';
import { tokens } from '../api/tokens';
import { offlineDb } from './db';
import { addChange, type OutboxChange, type OutboxEntry, replay, type SendOutcome } from './outbox-logic';

const listeners = new Set<() => void>();

/** Called whenever the outbox changes; returns the unsubscribe function. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** The signed-in user's outbox entries, pending and refused, oldest first. */
export async function readOutbox(userId: number): Promise<OutboxEntry[]> {
  const entries = await offlineDb().outbox.where('userId').equals(userId).toArray();
  return entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function queueChange(userId: number, change: OutboxChange, label: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    const pending = await db.outbox.where('userId').equals(userId).toArray();
    const edit = addChange(pending, { userId, change, label, createdAt: Date.now(), state: 'pending' });
    await db.outbox.bulkDelete(edit.remove);
    if (edit.add) await db.outbox.add(edit.add);
  });
  changed();
}

/** The user read a refusal: it leaves the outbox. */
export async function dismissRefused(seq: number): Promise<void> {
  await offlineDb().outbox.delete(seq);
  changed();
}

function statusOf(error: unknown): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 0, message: String(error) };
}

async function attempt(call: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call();
    return { status: 200, message: '' };
  } catch (error) {
    return statusOf(error);
  }
}

/** Sends one change, reading the server's state first so a favourite is never toggled the wrong way. */
function sendChange(change: OutboxChange): Promise<{ status: number; message: string }> {
  const path = { params: { path: { id: change.targetId } } };
  switch (change.kind) {
    case 'project-favorite':
      return attempt(async () => {
        const project = await unwrap(client.GET('/api/projects/{id}/', path));
        if (project.is_favorite !== change.favorite)
          await unwrap(client.POST('/api/projects/{id}/toggle-favorite/', path));
      });
    case 'genolist-favorite':
      return attempt(async () => {
        const genolist = await unwrap(client.GET('/api/genolists/{id}/', path));
        if (genolist.is_favorite !== change.favorite)
          await unwrap(client.POST('/api/genolists/{id}/toggle-favorite/', path));
      });
    case 'genolist-visibility':
      return attempt(() =>
        unwrap(client.PATCH('/api/genolists/{id}/', { ...path, body: { public: change.public } })),
      );
    case 'genolist-view':
      return attempt(async () => {
        for (let i = 0; i < change.count; i++)
          await unwrap(client.POST('/api/genolists/{id}/increment-view/', path));
      });
  }
}

let replaying: Promise<void> | null = null;

/**
 * Sends the signed-in user's pending changes, in order; refusals stay in the outbox, marked, for
 * the user to read. Only one replay runs at a time.
 */
export function flushOutbox(onDone?: () => void): Promise<void> {
  replaying ??= (async () => {
    const userId = tokens.getUserId();
    if (userId === null || !onlineManager.isOnline()) return;
    const db = offlineDb();
    const entries = await db.outbox.where('userId').equals(userId).toArray();
    if (!entries.some((entry) => entry.state === 'pending')) return;
    await replay(
      entries,
      userId,
      sendChange,
      async (entry: OutboxEntry, outcome: SendOutcome, message, status) => {
        if (entry.seq === undefined) return;
        if (outcome === 'sent') await db.outbox.delete(entry.seq);
        else await db.outbox.update(entry.seq, { state: 'refused', refusal: { status, message } });
        changed();
      },
    );
    onDone?.();
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}

/**
 * The one way the mutation hooks talk to the server for changes the outbox can hold: online, the
 * call is made; offline, or when the server cannot be reached, the change is queued and `queued`
 * is answered so the screen shows the state asked for at once.
 */
export async function sendOrQueue<T>(
  change: OutboxChange,
  label: string,
  send: () => Promise<T>,
  queued: () => T,
): Promise<T> {
  const userId = tokens.getUserId();
  if (userId !== null && !onlineManager.isOnline()) {
    await queueChange(userId, change, label);
    return queued();
  }
  try {
    return await send();
  } catch (error) {
    if (userId === null || !(error instanceof ApiError) || error.status !== 0) throw error;
    await queueChange(userId, change, label);
    return queued();
  }
}
