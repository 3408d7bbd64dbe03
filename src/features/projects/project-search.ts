import { Key, PositiveInteger, type SearchOf, searchSchema, searchValidator } from '../../lib/search-params';

/**
 * A project's view in the URL: `/projects/1?tab=results&pcaX=1&pcaY=3&pcaFactor=run`. The tab,
 * the PCA axes (1-based component numbers) and the PCA colouring factor. Defaults (metadata tab,
 * PC1 against PC2, the first factor) are left out. Axes and factor are checked against the
 * project's data by the screen, which falls back to the defaults for values the data lacks.
 */

export const PROJECT_TABS = ['metadata', 'results', 'genolists'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
export const DEFAULT_PROJECT_TAB: ProjectTab = 'metadata';

export function isProjectTab(value: unknown): value is ProjectTab {
  return PROJECT_TABS.some((tab) => tab === value);
}

const ProjectSearchSchema = searchSchema({
  tab: Key.Enum(PROJECT_TABS, { default: DEFAULT_PROJECT_TAB }),
  pcaX: PositiveInteger({ default: 1 }),
  pcaY: PositiveInteger({ default: 2 }),
  pcaFactor: Key.String({ minLength: 1, maxLength: 200 }),
});

export type ProjectSearch = SearchOf<typeof ProjectSearchSchema>;

/** The route's `validateSearch`. */
export const parseProjectSearch = searchValidator(ProjectSearchSchema);
