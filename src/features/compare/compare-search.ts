import { MAX_COMPARED } from '../../../genomics/compare/combinations';
import {
  Key,
  PositiveInteger,
  type SearchOf,
  SearchText,
  searchSchema,
  searchValidator,
} from '../../lib/search-params';

/**
 * The comparison's view in the URL: `/compare?ids=3,7&in=7&page=2&q=klk&ordering=padj`. `ids`
 * are the genolists in the order shown (fewer than two: the picker only), `in` the combination
 * whose genes the table lists (a clicked bar). A wrong value falls back to its default.
 */

/** Up to four ids; a longer or malformed list is a hand-edited link, dropped. */
const IdList = Key.String({ pattern: `^\\d{1,10}(,\\d{1,10}){0,${MAX_COMPARED - 1}}$` });

const CompareSearchSchema = searchSchema({
  ids: IdList,
  in: IdList,
  page: PositiveInteger({ maximum: 100_000, default: 1 }),
  q: SearchText,
  ordering: Key.Enum(['-calls', 'padj'] as const, { default: '-calls' }),
});

export type CompareSearch = SearchOf<typeof CompareSearchSchema>;

/** The route's `validateSearch`. */
export const parseCompareSearch = searchValidator(CompareSearchSchema);

/** The ids of a URL list, distinct, in order. */
export function idsOf(list: string | undefined): number[] {
  if (!list) return [];
  return [...new Set(list.split(',').map(Number))].filter((id) => Number.isInteger(id) && id > 0);
}

/** A list of ids as the URL holds it, or undefined when empty. */
export function listOf(ids: readonly number[]): string | undefined {
  return ids.length > 0 ? ids.join(',') : undefined;
}
