/** What other features use of the gene lists. */
export { frameOfColumns, type GeneColumns } from './gene-frame';
export { LocalResultsCard } from './local/LocalResultsCard';
export { localResultKeys, useLocalResults, useRemoveLocalResult } from './local/use-local-results';
