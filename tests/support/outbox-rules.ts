import { type GenolistChange, mergeFavorite, mergeViews } from '../../src/features/genolists/outbox-changes';
import type {
  ProjectFavoriteChange,
  ProjectVisibilityChange,
} from '../../src/features/projects/outbox-handlers';
import {
  addChange,
  type MergeRule,
  mergeState,
  mergeVisibility,
  type OutboxEntry,
} from '../../src/offline/outbox-logic';

/** The changes the app's features queue, as the outbox's pure tests make them. */
export type AppChange = GenolistChange | ProjectFavoriteChange | ProjectVisibilityChange;

/** The merge rules the features register with their outbox handlers, by kind. */
const RULES: { [K in AppChange['kind']]: MergeRule<Extract<AppChange, { kind: K }>> } = {
  'genolist-favorite': mergeFavorite,
  'genolist-visibility': mergeVisibility(),
  'genolist-view': mergeViews,
  'project-favorite': mergeState<ProjectFavoriteChange>('favorite'),
  'project-visibility': mergeVisibility(),
};

/** `addChange` with the rule the change's feature registers. */
export function addAppChange(entries: readonly OutboxEntry<AppChange>[], entry: OutboxEntry<AppChange>) {
  return addChange(entries, entry, RULES[entry.change.kind] as MergeRule<AppChange>);
}
