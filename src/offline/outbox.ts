import { onlineManager } from '@tanstack/react-query';
import { client } from '../api/client';
import { ApiError, unwrap } from '../api/errors';
import { queryClient } from '../api/query-client';
import { tokens } from '../api/tokens';
import { requestOutboxSync } from './background-sync';
import { cachedGenolist } from './cached-genolist';
import { offlineDb } from './db';
import {
  addChange,
  type GenolistState,
  type OutboxChange,
  type OutboxEntry,
  planVisibility,
  replay,
  type SendAnswer,
  type SendOutcome,
} from './outbox-logic';

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

/**
 * A visibility change carries the genolist as the screen showed it when the change was made, so
 * the replay can tell whether someone changed it on the server meanwhile.
 */
function withSeen(change: OutboxChange): OutboxChange {
  if (change.kind !== 'genolist-visibility' || change.seen) return change;
  const genolist = cachedGenolist(queryClient, change.targetId);
  return genolist ? { ...change, seen: { public: genolist.public, updatedAt: genolist.updated_at } } : change;
}

/** The signed-in user's outbox entries, pending, refused and in conflict, oldest first. */
export async function readOutbox(userId: number): Promise<OutboxEntry[]> {
  const entries = await offlineDb().outbox.where('userId').equals(userId).toArray();
  return entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function queueChange(userId: number, change: OutboxChange, label: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    const pending = await db.outbox.where('userId').equals(userId).toArray();
    const edit = addChange(pending, {
      userId,
      change: withSeen(change),
      label,
      createdAt: Date.now(),
      state: 'pending',
    });
    await db.outbox.bulkDelete(edit.remove);
    if (edit.add) await db.outbox.add(edit.add);
  });
  changed();
  void requestOutboxSync();
}

/** The user read a refusal, or chose to keep the server's state over a change in conflict: it leaves the outbox. */
export async function dismissRefused(seq: number): Promise<void> {
  await offlineDb().outbox.delete(seq);
  changed();
}

/**
 * The user chose their change over the server's, in a conflict: it is pending again, now
 * compared with the server's state they were shown, and sent at once when the network allows.
 */
export async function sendAnyway(seq: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.state !== 'conflict' || entry.change.kind !== 'genolist-visibility') return;
    const { conflict, refusal: _refusal, ...rest } = entry;
    await db.outbox.put({ ...rest, state: 'pending', change: { ...entry.change, seen: conflict } });
  });
  changed();
  await flushOutbox(() => void queryClient.invalidateQueries());
}

function statusOf(error: unknown): SendAnswer {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 0, message: String(error) };
}

/** Runs one change's calls; a call may answer the server's state it would have overwritten. */
async function attempt(call: () => Promise<GenolistState | undefined | unknown>): Promise<SendAnswer> {
  try {
    const conflict = await call();
    return conflict && typeof conflict === 'object' && 'updatedAt' in conflict
      ? { status: 409, message: '', conflict: conflict as GenolistState }
      : { status: 200, message: '' };
  } catch (error) {
    return statusOf(error);
  }
}

/**
 * Sends one change, reading the server's state first: a favourite is never toggled the wrong way,
 * and a visibility changed on the server since the user saw it is not overwritten.
 */
function sendChange(change: OutboxChange): Promise<SendAnswer> {
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
      return attempt(async () => {
        const genolist = await unwrap(client.GET('/api/genolists/{id}/', path));
        const server: GenolistState = { public: genolist.public, updatedAt: genolist.updated_at };
        const plan = planVisibility(change, server);
        if (plan === 'conflict') return server;
        if (plan === 'send')
          await unwrap(client.PATCH('/api/genolists/{id}/', { ...path, body: { public: change.public } }));
        return undefined;
      });
    case 'genolist-view':
      return attempt(async () => {
        for (let i = 0; i < change.count; i++)
          await unwrap(client.POST('/api/genolists/{id}/increment-view/', path));
      });
  }
}

let replaying: Promise<void> | null = null;

/**
 * Sends the signed-in user's pending changes, in order; refusals and conflicts stay in the outbox,
 * marked, for the user to read. Only one replay runs at a time. It waits for the server to be
 * thought reachable, unless `evenIfUnreachable` (the browser's Background Sync says the network is
 * back: the calls themselves then tell whether the server answers).
 */
export function flushOutbox(onDone?: () => void, { evenIfUnreachable = false } = {}): Promise<void> {
  replaying ??= (async () => {
    const userId = tokens.getUserId();
    if (userId === null) return;
    if (!onlineManager.isOnline() && !(evenIfUnreachable && navigator.onLine)) return;
    const db = offlineDb();
    const entries = await db.outbox.where('userId').equals(userId).toArray();
    if (!entries.some((entry) => entry.state === 'pending')) return;
    await replay(
      entries,
      userId,
      sendChange,
      async (entry: OutboxEntry, outcome: SendOutcome, { status, message, conflict }: SendAnswer) => {
        if (entry.seq === undefined) return;
        if (outcome === 'sent') await db.outbox.delete(entry.seq);
        else if (outcome === 'conflict') await db.outbox.update(entry.seq, { state: 'conflict', conflict });
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

/** A change made: the server's answer, or (`queued`) the state asked for, waiting in the outbox. */
export interface Sent<T> {
  answer: T;
  queued: boolean;
}

/**
 * The one way the mutation hooks talk to the server for changes the outbox can hold: online, the
 * call is made; offline, or when the server cannot be reached, the change is queued and `queued`
 * is answered so the screen shows the state asked for at once (and can say it waits).
 */
export async function sendOrQueue<T>(
  change: OutboxChange,
  label: string,
  send: () => Promise<T>,
  queued: () => T,
): Promise<Sent<T>> {
  const userId = tokens.getUserId();
  const queue = async (id: number) => {
    await queueChange(id, change, label);
    return { answer: queued(), queued: true };
  };
  if (userId !== null && !onlineManager.isOnline()) return queue(userId);
  try {
    return { answer: await send(), queued: false };
  } catch (error) {
    if (userId === null || !(error instanceof ApiError) || error.status !== 0) throw error;
    return queue(userId);
  }
}
