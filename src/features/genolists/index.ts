/** What other features use of the gene lists. */
export { type Genolist, useMyGenolists } from './api/get-my-genolists';
export { cachedGenolist } from './cached-genolist';
export { readPackedFrames } from './frame-mirror';
export { frameOfColumns, type GeneColumns } from './gene-frame';
export { LocalResultsCard } from './local/LocalResultsCard';
export { type LocalCounts, type LocalResultOrigin, saveLocalResult } from './local/local-results-store';
export { localResultKeys, useLocalResults, useRemoveLocalResult } from './local/use-local-results';
