import { type MergeRule, mergeCount, mergeState, type VisibilityChange } from '../../offline/outbox-logic';

/**
 * The changes the genolist screens may make offline, as the outbox stores them, and their pure
 * decisions: how a new change meets a pending one. ./outbox-handlers.ts sends them.
 */
export interface GenolistFavoriteChange {
  kind: 'genolist-favorite';
  targetId: number;
  favorite: boolean;
}

export interface GenolistVisibilityChange extends VisibilityChange {
  kind: 'genolist-visibility';
}

export interface GenolistViewChange {
  kind: 'genolist-view';
  targetId: number;
  count: number;
}

export type GenolistChange = GenolistFavoriteChange | GenolistVisibilityChange | GenolistViewChange;

/** A star: the last state asked counts, and its opposite cancels a pending one. */
export const mergeFavorite: MergeRule<GenolistFavoriteChange> = mergeState('favorite');

/** Views of one genolist add up into one change. */
export const mergeViews: MergeRule<GenolistViewChange> = mergeCount();
