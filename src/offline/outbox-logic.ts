/**
 * The outbox of changes made offline, as pure functions: what to keep when a change is added,
 * in which order to send, and what an answer means. src/offline/outbox.ts stores and sends.
 *
 * Changes say the state the user asked for ("favourite: yes"), not "toggle": replayed later,
 * when the server's state may have moved, they still mean what the user saw on screen.
 */
export type OutboxChange =
  | { kind: 'project-favorite'; targetId: number; favorite: boolean }
  | { kind: 'genolist-favorite'; targetId: number; favorite: boolean }
  | { kind: 'genolist-visibility'; targetId: number; public: boolean }
  | { kind: 'genolist-view'; targetId: number; count: number };

export interface OutboxEntry {
  /** Order of creation; Dexie assigns it. */
  seq?: number;
  userId: number;
  change: OutboxChange;
  /** What it is about, for the user (a project's or genolist's name). */
  label: string;
  createdAt: number;
  state: 'pending' | 'refused';
  /** Why the server refused it (HTTP status and its message). */
  refusal?: { status: number; message: string };
}

export interface OutboxEdit {
  /** Entries replaced by the new change. */
  remove: number[];
  /** The entry to add (none when the change undoes a pending one). */
  add: OutboxEntry | null;
}

function sameTarget(a: OutboxChange, b: OutboxChange): boolean {
  return a.kind === b.kind && a.targetId === b.targetId;
}

/**
 * Adds `entry` to the pending `entries` of its user. A favourite or visibility change replaces a
 * pending one of the same item (the last state asked for is the one that counts, sent in the
 * position of the latest click); views of one genolist add up into one entry.
 */
export function addChange(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEdit {
  const earlier = entries.filter(
    (other) =>
      other.state === 'pending' && other.userId === entry.userId && sameTarget(other.change, entry.change),
  );
  const remove = earlier.map((other) => other.seq).filter((seq): seq is number => seq !== undefined);
  if (entry.change.kind === 'genolist-view') {
    const count = earlier.reduce(
      (sum, other) => sum + (other.change.kind === 'genolist-view' ? other.change.count : 0),
      entry.change.count,
    );
    return { remove, add: { ...entry, change: { ...entry.change, count } } };
  }
  return { remove, add: entry };
}

/** The pending changes of `userId`, oldest first: the order the user made them in. */
export function replayOrder(entries: readonly OutboxEntry[], userId: number): OutboxEntry[] {
  return entries
    .filter((entry) => entry.userId === userId && entry.state === 'pending')
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export type SendOutcome = 'sent' | 'retry' | 'refused';

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

export interface ReplayResult {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
  /** Left for the next attempt: the one that could not be sent and every one after it. */
  waiting: OutboxEntry[];
}

/**
 * Sends the pending changes in order. A refusal does not stop the others (they are about other
 * items or later states); a change that must wait stops the replay, so nothing overtakes it.
 */
export async function replay(
  entries: readonly OutboxEntry[],
  userId: number,
  send: (change: OutboxChange) => Promise<{ status: number; message: string }>,
  onSettled: (entry: OutboxEntry, outcome: SendOutcome, message: string, status: number) => Promise<void>,
): Promise<ReplayResult> {
  const ordered = replayOrder(entries, userId);
  const result: ReplayResult = { sent: [], refused: [], waiting: [] };
  for (let i = 0; i < ordered.length; i++) {
    const entry = ordered[i] as OutboxEntry;
    const { status, message } = await send(entry.change);
    const outcome = outcomeOf(status);
    if (outcome === 'retry') {
      result.waiting = ordered.slice(i);
      break;
    }
    await onSettled(entry, outcome, message, status);
    result[outcome].push(entry);
  }
  return result;
}
