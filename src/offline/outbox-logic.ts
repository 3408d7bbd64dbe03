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
  | {
      kind: 'genolist-visibility';
      targetId: number;
      public: boolean;
      /** The genolist as the user saw it when making the change (absent: made by an older version). */
      seen?: GenolistState;
    }
  | { kind: 'genolist-view'; targetId: number; count: number };

/** What decides whether a visibility change still applies: the visibility and the last edit's time. */
export interface GenolistState {
  public: boolean;
  /** The server's `updated_at`: any edit of the genolist (name, visibility, cutoffs) moves it. */
  updatedAt: string;
}

export interface OutboxEntry {
  /** Order of creation; Dexie assigns it. */
  seq?: number;
  userId: number;
  change: OutboxChange;
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
  conflict?: GenolistState;
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
 * position of the latest click), and one that goes back to the state before the pending one
 * cancels it: nothing is left to send. Views of one genolist add up into one entry.
 */
export function addChange(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEdit {
  const { change } = entry;
  const visibility = change.kind === 'genolist-visibility';
  const earlier = entries.filter(
    (other) =>
      // A new visibility also replaces one left in conflict: the user has decided again.
      (other.state === 'pending' || (visibility && other.state === 'conflict')) &&
      other.userId === entry.userId &&
      sameTarget(other.change, change),
  );
  const remove = earlier.map((other) => other.seq).filter((seq): seq is number => seq !== undefined);
  if (change.kind === 'genolist-visibility') {
    // Compared on replay with the server's: the genolist as seen before the first of these changes.
    const first = earlier.find((other) => other.state === 'pending')?.change;
    const seen = (first?.kind === 'genolist-visibility' ? first.seen : undefined) ?? change.seen;
    // Back to what the server had: nothing left to send.
    if (seen && seen.public === change.public && first) return { remove, add: null };
    return { remove, add: { ...entry, change: seen ? { ...change, seen } : change } };
  }
  if (change.kind === 'genolist-view') {
    const count = earlier.reduce(
      (sum, other) => sum + (other.change.kind === 'genolist-view' ? other.change.count : 0),
      change.count,
    );
    return { remove, add: { ...entry, change: { ...change, count } } };
  }
  // A star shows the server's state and a click asks for the opposite: asking for the opposite of
  // a pending change is asking for what the server has.
  const pending = earlier.find((other) => other.state === 'pending')?.change;
  if (pending && 'favorite' in pending && 'favorite' in change && pending.favorite !== change.favorite)
    return { remove, add: null };
  return { remove, add: entry };
}

/** The pending changes of `userId`, oldest first: the order the user made them in. */
export function replayOrder(entries: readonly OutboxEntry[], userId: number): OutboxEntry[] {
  return entries
    .filter((entry) => entry.userId === userId && entry.state === 'pending')
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/**
 * What to do with a visibility change, given the genolist on the server now: nothing when it
 * already is as asked; send it when the genolist is as the user saw it (or when what they saw
 * is unknown); otherwise someone changed it meanwhile, and overwriting their change silently
 * would lose it: a conflict, for the user to decide.
 */
export function planVisibility(
  change: Extract<OutboxChange, { kind: 'genolist-visibility' }>,
  server: GenolistState,
): 'done' | 'send' | 'conflict' {
  if (server.public === change.public) return 'done';
  if (!change.seen || change.seen.updatedAt === server.updatedAt) return 'send';
  return 'conflict';
}

export type SendOutcome = 'sent' | 'retry' | 'refused' | 'conflict';

/** What sending one change answered: an HTTP status, and the server's state when in conflict. */
export interface SendAnswer {
  status: number;
  message: string;
  conflict?: GenolistState;
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

export interface ReplayResult {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
  conflicts: OutboxEntry[];
  /** Left for the next attempt: the one that could not be sent and every one after it. */
  waiting: OutboxEntry[];
}

/**
 * Sends the pending changes in order. A refusal or a conflict does not stop the others (they are
 * about other items or later states); a change that must wait stops the replay, so nothing
 * overtakes it.
 */
export async function replay(
  entries: readonly OutboxEntry[],
  userId: number,
  send: (change: OutboxChange) => Promise<SendAnswer>,
  onSettled: (entry: OutboxEntry, outcome: SendOutcome, answer: SendAnswer) => Promise<void>,
): Promise<ReplayResult> {
  const ordered = replayOrder(entries, userId);
  const result: ReplayResult = { sent: [], refused: [], conflicts: [], waiting: [] };
  for (let i = 0; i < ordered.length; i++) {
    const entry = ordered[i] as OutboxEntry;
    const answer = await send(entry.change);
    const outcome = answer.conflict ? 'conflict' : outcomeOf(answer.status);
    if (outcome === 'retry') {
      result.waiting = ordered.slice(i);
      break;
    }
    await onSettled(entry, outcome, answer);
    result[outcome === 'conflict' ? 'conflicts' : outcome].push(entry);
  }
  return result;
}
