/**
 * The outbox of changes made offline, as pure functions: what to keep when a change is added,
 * in which order to send, and what an answer means. src/offline/outbox.ts stores and sends; each
 * kind of change, and how it merges with a pending one, is a feature's (its outbox handler).
 *
 * Changes say the state the user asked for ("favourite: yes"), not "toggle": replayed later,
 * when the server's state may have moved, they still mean what the user saw on screen.
 */
export interface OutboxChange {
  /** Which handler sends it: registered by the feature that owns the change. */
  kind: string;
  /** The item it changes (a project's or genolist's id): changes of one kind and item merge. */
  targetId: number;
}

export interface OutboxEntry<C extends OutboxChange = OutboxChange, S = unknown> {
  /** Order of creation; Dexie assigns it. */
  seq?: number;
  userId: number;
  change: C;
  /** What it is about, for the user (a project's or genolist's name). */
  label: string;
  createdAt: number;
  /**
   * pending: waits to be sent; refused: the server said no; conflict: the item changed on the
   * server since the user made the change, which was not sent. The last two stay for the user.
   */
  state: 'pending' | 'refused' | 'conflict';
  /** Why the server refused it (HTTP status and its message). */
  refusal?: { status: number; message: string };
  /** The server's state that the change would have overwritten. */
  conflict?: S;
}

export interface OutboxEdit<C extends OutboxChange = OutboxChange> {
  /** Entries replaced by the new change. */
  remove: number[];
  /** The entry to add (none when the change undoes a pending one). */
  add: OutboxEntry<C> | null;
}

/**
 * How a new change of one kind meets the earlier ones of the same item: `merge` answers the
 * change to keep in their place (null: nothing is left to send). `earlier` are the user's
 * pending entries of that kind and item, and those in conflict too when `replacesConflicts`.
 */
export interface MergeRule<C extends OutboxChange> {
  merge(change: C, earlier: readonly OutboxEntry<C>[]): C | null;
  /** A new change replaces one left in conflict: the user has decided again. */
  replacesConflicts?: boolean;
}

function sameTarget(a: OutboxChange, b: OutboxChange): boolean {
  return a.kind === b.kind && a.targetId === b.targetId;
}

/**
 * Adds `entry` to the pending `entries` of its user: the earlier changes of the same item are
 * removed and `rule` says what takes their place, sent in the position of the latest change.
 */
export function addChange<C extends OutboxChange>(
  entries: readonly OutboxEntry<C>[],
  entry: OutboxEntry<C>,
  rule: MergeRule<C>,
): OutboxEdit<C> {
  const earlier = entries.filter(
    (other) =>
      (other.state === 'pending' || (rule.replacesConflicts && other.state === 'conflict')) &&
      other.userId === entry.userId &&
      sameTarget(other.change, entry.change),
  );
  const remove = earlier.map((other) => other.seq).filter((seq): seq is number => seq !== undefined);
  const change = rule.merge(entry.change, earlier);
  return { remove, add: change && (change === entry.change ? entry : { ...entry, change }) };
}

/**
 * A state asked by a click on a control that shows the server's state (a star): the last state
 * asked is the one that counts, and asking for the opposite of a pending change is asking for
 * what the server has, so both cancel.
 */
export function mergeState<C extends OutboxChange>(field: keyof C): MergeRule<C> {
  return {
    merge(change, earlier) {
      const pending = earlier.find((other) => other.state === 'pending')?.change;
      return pending && pending[field] !== change[field] ? null : change;
    },
  };
}

/** Events counted (views): those of one item add up into one change. */
export function mergeCount<C extends OutboxChange & { count: number }>(): MergeRule<C> {
  return {
    merge(change, earlier) {
      const count = earlier.reduce((sum, other) => sum + other.change.count, change.count);
      return { ...change, count };
    },
  };
}

/** What decides whether a public/private switch still applies: the visibility and the last edit's time. */
export interface VisibilityState {
  public: boolean;
  /** The server's `updated_at`: any edit of the item (name, visibility, …) moves it. */
  updatedAt: string;
}

/** A public/private switch of a project or genolist, as the outbox stores it. */
export interface VisibilityChange extends OutboxChange {
  public: boolean;
  /** The item as the user saw it when making the change (absent: made by an older version). */
  seen?: VisibilityState;
}

/**
 * A visibility replaces the pending one of the item, and one left in conflict (the user has
 * decided again). It is compared on replay with what the user saw before the first of these
 * changes; going back to that, nothing is left to send.
 */
export function mergeVisibility<C extends VisibilityChange>(): MergeRule<C> {
  return {
    replacesConflicts: true,
    merge(change, earlier) {
      const first = earlier.find((other) => other.state === 'pending')?.change;
      const seen = first?.seen ?? change.seen;
      if (seen && seen.public === change.public && first) return null;
      return seen ? { ...change, seen } : change;
    },
  };
}

/**
 * What to do with a visibility change, given the item on the server now: nothing when it already
 * is as asked; send it when the item is as the user saw it (or when what they saw is unknown);
 * otherwise someone changed it meanwhile, and overwriting their change silently would lose it: a
 * conflict, for the user to decide.
 */
export function planVisibility(
  change: VisibilityChange,
  server: VisibilityState,
): 'done' | 'send' | 'conflict' {
  if (server.public === change.public) return 'done';
  if (!change.seen || change.seen.updatedAt === server.updatedAt) return 'send';
  return 'conflict';
}

/** The pending changes of `userId`, oldest first: the order the user made them in. */
export function replayOrder<E extends OutboxEntry<OutboxChange, unknown>>(
  entries: readonly E[],
  userId: number,
): E[] {
  return entries
    .filter((entry) => entry.userId === userId && entry.state === 'pending')
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export type SendOutcome = 'sent' | 'retry' | 'refused' | 'conflict';

/** What sending one change answered: an HTTP status, and the server's state when in conflict. */
export interface SendAnswer<S = unknown> {
  status: number;
  message: string;
  conflict?: S;
  /** Refused without asking the server: no handler can send a change of this kind. */
  unsendable?: boolean;
}

/**
 * What an answer's status means for a change: unreachable (0), a server failure (5xx) or an
 * authentication still to renew (401) leave it for later; any other 4xx (gone, no more access,
 * conflict) is a refusal the user must see.
 */
export function outcomeOf(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

function outcomeOfAnswer(answer: SendAnswer<unknown>): SendOutcome {
  if (answer.conflict) return 'conflict';
  return answer.unsendable ? 'refused' : outcomeOf(answer.status);
}

export interface ReplayResult<E> {
  sent: E[];
  refused: E[];
  conflicts: E[];
  /** Left for the next attempt: the one that could not be sent and every one after it. */
  waiting: E[];
}

/**
 * Sends the pending changes in order. A refusal or a conflict does not stop the others (they are
 * about other items or later states); a change that must wait stops the replay, so nothing
 * overtakes it.
 */
export async function replay<C extends OutboxChange, S>(
  entries: readonly OutboxEntry<C, S>[],
  userId: number,
  send: (change: C) => Promise<SendAnswer<S>>,
  onSettled: (entry: OutboxEntry<C, S>, outcome: SendOutcome, answer: SendAnswer<S>) => Promise<void>,
): Promise<ReplayResult<OutboxEntry<C, S>>> {
  const ordered = replayOrder(entries, userId);
  const result: ReplayResult<OutboxEntry<C, S>> = { sent: [], refused: [], conflicts: [], waiting: [] };
  for (let i = 0; i < ordered.length; i++) {
    const entry = ordered[i] as OutboxEntry<C, S>;
    const answer = await send(entry.change);
    const outcome = outcomeOfAnswer(answer);
    if (outcome === 'retry') {
      result.waiting = ordered.slice(i);
      break;
    }
    await onSettled(entry, outcome, answer);
    result[outcome === 'conflict' ? 'conflicts' : outcome].push(entry);
  }
  return result;
}
