import type { MergeRule, OutboxChange, OutboxEntry } from './outbox-logic';

/**
 * How one kind of change is queued, sent and shown: what a feature registers for each change its
 * screens may make offline (src/app/offline-registrations.ts registers them at start). The
 * engine never names a kind; it finds the handler by the change's `kind`.
 */
export interface OutboxHandler<C extends OutboxChange = OutboxChange, S = unknown> extends MergeRule<C> {
  kind: C['kind'];
  /**
   * Sends the change, reading the server's state first where sending blindly could undo someone
   * else's change. Throws the API's error when a call fails; answers `{ conflict }`, with the
   * server's state, when the change must not overwrite what the server has now.
   */
  send(change: C): Promise<{ conflict: S } | undefined>;
  /** Completes the change as it is queued (with the state the screen showed, say). */
  prepare?(change: C): C;
  /** The user chose their change over the server's `conflict`: the change to send instead. */
  overrideConflict?(change: C, conflict: S): C;
  /** The change, for the user, in the outbox's list. */
  describe(change: C, label: string): string;
  /** Why the change is in conflict, for the user. */
  describeConflict?(conflict: S | undefined): string;
}

const handlers = new Map<string, OutboxHandler>();

/** Registers how changes of `handler.kind` are sent; a kind has one handler. */
export function registerOutboxHandler<C extends OutboxChange, S>(handler: OutboxHandler<C, S>): void {
  if (handlers.has(handler.kind)) throw new Error(`outbox: "${handler.kind}" already has a handler`);
  handlers.set(handler.kind, handler as unknown as OutboxHandler);
}

/** The handler of `kind`, if a feature registered one. */
export function outboxHandler(kind: string): OutboxHandler | undefined {
  return handlers.get(kind);
}

/** What the outbox's list says about an entry: its handler's words, or its label alone. */
export function describeEntry(entry: OutboxEntry): string {
  return outboxHandler(entry.change.kind)?.describe(entry.change, entry.label) ?? entry.label;
}
