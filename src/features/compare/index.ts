/** What other parts of the app use of the comparison of genolists. */
export { ComparePage } from './ComparePage';
export { parseCompareSearch } from './compare-search';
