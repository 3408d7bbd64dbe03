import { type MergeRule, mergeCount, mergeState } from '../../offline/outbox-logic';

/**
 * The changes the genolist screens may make offline, as the outbox stores them, and their pure
 * decisions: how a new change meets a pending one, and whether a visibility change still applies
 * on the server. ./outbox-handlers.ts sends them.
 */
export interface GenolistFavoriteChange {
  kind: 'genolist-favorite';
  targetId: number;
  favorite: boolean;
}

export interface GenolistVisibilityChange {
  kind: 'genolist-visibility';
  targetId: number;
  public: boolean;
  /** The genolist as the user saw it when making the change (absent: made by an older version). */
  seen?: GenolistState;
}

export interface GenolistViewChange {
  kind: 'genolist-view';
  targetId: number;
  count: number;
}

export type GenolistChange = GenolistFavoriteChange | GenolistVisibilityChange | GenolistViewChange;

/** What decides whether a visibility change still applies: the visibility and the last edit's time. */
export interface GenolistState {
  public: boolean;
  /** The server's `updated_at`: any edit of the genolist (name, visibility, cutoffs) moves it. */
  updatedAt: string;
}

/** A star: the last state asked counts, and its opposite cancels a pending one. */
export const mergeFavorite: MergeRule<GenolistFavoriteChange> = mergeState('favorite');

/** Views of one genolist add up into one change. */
export const mergeViews: MergeRule<GenolistViewChange> = mergeCount();

/**
 * A visibility replaces the pending one of the genolist, and one left in conflict (the user has
 * decided again). It is compared on replay with what the user saw before the first of these
 * changes; going back to that, nothing is left to send.
 */
export const mergeVisibility: MergeRule<GenolistVisibilityChange> = {
  replacesConflicts: true,
  merge(change, earlier) {
    const first = earlier.find((other) => other.state === 'pending')?.change;
    const seen = first?.seen ?? change.seen;
    if (seen && seen.public === change.public && first) return null;
    return seen ? { ...change, seen } : change;
  },
};

/**
 * What to do with a visibility change, given the genolist on the server now: nothing when it
 * already is as asked; send it when the genolist is as the user saw it (or when what they saw
 * is unknown); otherwise someone changed it meanwhile, and overwriting their change silently
 * would lose it: a conflict, for the user to decide.
 */
export function planVisibility(
  change: GenolistVisibilityChange,
  server: GenolistState,
): 'done' | 'send' | 'conflict' {
  if (server.public === change.public) return 'done';
  if (!change.seen || change.seen.updatedAt === server.updatedAt) return 'send';
  return 'conflict';
}
