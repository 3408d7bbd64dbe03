/**
 * A project's view in the URL: `/projects/1?tab=results&pcaX=1&pcaY=3&pcaFactor=run`. The tab,
 * the PCA axes (1-based component numbers) and the PCA colouring factor. Defaults (metadata tab,
 * PC1 against PC2, the first factor) are left out. Axes and factor are checked against the
 * project's data by the screen, which falls back to the defaults for values the data lacks.
 */
import { positiveInteger } from './projects-search';

export const PROJECT_TABS = ['metadata', 'results', 'genolists'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
export const DEFAULT_PROJECT_TAB: ProjectTab = 'metadata';

export interface ProjectSearch {
  tab?: ProjectTab;
  pcaX?: number;
  pcaY?: number;
  pcaFactor?: string;
}

const MAX_FACTOR_LENGTH = 200;

export function isProjectTab(value: unknown): value is ProjectTab {
  return PROJECT_TABS.some((tab) => tab === value);
}

/** The route's `validateSearch`: keeps only valid, non-default values. */
export function parseProjectSearch(raw: Record<string, unknown>): ProjectSearch {
  const result: ProjectSearch = {};
  if (isProjectTab(raw.tab) && raw.tab !== DEFAULT_PROJECT_TAB) result.tab = raw.tab;
  const pcaX = positiveInteger(raw.pcaX);
  const pcaY = positiveInteger(raw.pcaY);
  if (pcaX && pcaX !== 1) result.pcaX = pcaX;
  if (pcaY && pcaY !== 2) result.pcaY = pcaY;
  const factor = typeof raw.pcaFactor === 'number' ? String(raw.pcaFactor) : raw.pcaFactor;
  if (typeof factor === 'string' && factor !== '' && factor.length <= MAX_FACTOR_LENGTH) {
    result.pcaFactor = factor;
  }
  return result;
}
