/** What other features use of the gene lists. */
export { cachedGenolist } from './cached-genolist';
export { readPackedFrames } from './frame-mirror';
export { frameOfColumns, type GeneColumns } from './gene-frame';
export { LocalResultsCard } from './local/LocalResultsCard';
export { type LocalCounts, type LocalResultOrigin, saveLocalResult } from './local/local-results-store';
export { localResultKeys, useLocalResults, useRemoveLocalResult } from './local/use-local-results';
