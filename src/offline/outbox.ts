import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { queryClient } from '../api/query-client';
import { tokens } from '../api/tokens';
import { i18n } from '../lib/i18n';
import { requestOutboxSync } from './background-sync';
import { offlineDb } from './db';
import { type OutboxHandler, outboxHandler } from './outbox-handlers';
import {
  addChange,
  type OutboxChange,
  type OutboxEntry,
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

/** The signed-in user's outbox entries, pending, refused and in conflict, oldest first. */
export async function readOutbox(userId: number): Promise<OutboxEntry[]> {
  const entries = await offlineDb().outbox.where('userId').equals(userId).toArray();
  return entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The handler of a change about to be queued; a kind no feature registered is a mistake of the caller. */
function handlerOf(change: OutboxChange): OutboxHandler {
  const handler = outboxHandler(change.kind);
  if (!handler) throw new Error(`outbox: no handler is registered for "${change.kind}"`);
  return handler;
}

export async function queueChange(userId: number, change: OutboxChange, label: string): Promise<void> {
  const handler = handlerOf(change);
  const db = offlineDb();
  await db.transaction('rw', db.outbox, async () => {
    const pending = await db.outbox.where('userId').equals(userId).toArray();
    const entry: OutboxEntry = {
      userId,
      change: handler.prepare?.(change) ?? change,
      label,
      createdAt: Date.now(),
      state: 'pending',
    };
    const edit = addChange(pending, entry, handler);
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
    const override = entry && outboxHandler(entry.change.kind)?.overrideConflict;
    if (entry?.state !== 'conflict' || !override) return;
    const { conflict, refusal: _refusal, ...rest } = entry;
    await db.outbox.put({ ...rest, state: 'pending', change: override(entry.change, conflict) });
  });
  changed();
  await flushOutbox(() => void queryClient.invalidateQueries());
}

function statusOf(error: unknown): SendAnswer {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 0, message: String(error) };
}

/**
 * Sends one change with its kind's handler. A change no handler can send (queued by a version
 * that had one) is refused, for the user to see and dismiss, and reported in the console.
 */
async function sendChange(change: OutboxChange): Promise<SendAnswer> {
  const handler = outboxHandler(change.kind);
  if (!handler) {
    console.error(`outbox: no handler is registered for "${change.kind}"`);
    return {
      status: 0,
      message: i18n.t('offline:outbox.unsendable', { kind: change.kind }),
      unsendable: true,
    };
  }
  try {
    const answer = await handler.send(change);
    return answer ? { status: 409, message: '', conflict: answer.conflict } : { status: 200, message: '' };
  } catch (error) {
    return statusOf(error);
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
export async function sendOrQueue<T, C extends OutboxChange>(
  change: C,
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
