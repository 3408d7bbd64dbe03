import type { GeneColumns } from './genes-filter';

/**
 * The table's sort orders. Missing values sort last whichever the direction, and so do genes
 * without a symbol when sorting by symbol; p = 0 is a value, first in ascending order. Ties keep
 * the file order (the analyst's order): the comparators end on the row index, so the order does
 * not depend on the engine's sort being stable.
 */

export type GeneSortKey = 'symbol' | 'gene_id' | 'expression' | 'log2fc' | 'pvalue' | 'padj';
export type SortDirection = 'asc' | 'desc';

function numericColumn(columns: GeneColumns, key: GeneSortKey): Float64Array | null {
  switch (key) {
    case 'expression':
      return columns.expression;
    case 'log2fc':
      return columns.log2fc;
    case 'pvalue':
      return columns.pvalue;
    case 'padj':
      return columns.padj;
    default:
      return null;
  }
}

/** Every row index in the order of `key`, missing values last. */
export function sortOrder(columns: GeneColumns, key: GeneSortKey, direction: SortDirection): Uint32Array {
  const column = numericColumn(columns, key);
  if (column) return numericOrder(column, columns.n, direction === 'desc');
  const sign = direction === 'asc' ? 1 : -1;
  const present: number[] = [];
  const missing: number[] = [];
  // The search key already holds both texts in lower case: symbol, tab, gene id (then maybe a
  // tab and the name, which the sort ignores).
  const text: string[] = new Array(columns.n);
  for (let i = 0; i < columns.n; i++) {
    const entry = columns.searchKey[i] ?? '';
    const tab = entry.indexOf('\t');
    const end = entry.indexOf('\t', tab + 1);
    const value = key === 'symbol' ? entry.slice(0, tab) : entry.slice(tab + 1, end < 0 ? undefined : end);
    if (value) {
      text[i] = value;
      present.push(i);
    } else missing.push(i);
  }
  present.sort((a, b) => {
    const x = text[a] as string;
    const y = text[b] as string;
    return (x < y ? -sign : x > y ? sign : 0) || a - b;
  });
  const order = new Uint32Array(columns.n);
  order.set(present);
  order.set(missing, present.length);
  return order;
}

/** Which 32-bit word of a float64 or a uint64 holds its high bits, on this machine. */
const HIGH = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1 ? 1 : 0;
const LOW = 1 - HIGH;

/**
 * The numeric order, sorted by the engine's native typed-array sort rather than by calling a
 * comparator a million times (60,000 rows: ~35 ms on a cold worker, ~15 ms here). Each value's
 * bits are mapped so that unsigned order is numeric order (negatives flipped whole, positives
 * get their sign bit set, -0 taken as 0; descending flips them all). The sort key is the high
 * word and the row, so rows sharing a high word come out in file order; the rare run whose low
 * words are not already in order is sorted again by them. Equal values keep the file order, as
 * the comparison sort's tie-break on the row index did.
 */
export function numericOrder(column: Float64Array, n: number, descending: boolean): Uint32Array {
  const bits = new Uint32Array(column.buffer, column.byteOffset, 2 * n);
  const flip = descending ? 0xffffffff : 0;
  const order = new Uint32Array(n);
  const keys = new BigUint64Array(n);
  const words = new Uint32Array(keys.buffer);
  const lows = new Uint32Array(n);
  let present = 0;
  let missing = n;
  for (let i = 0; i < n; i++) {
    let hi = bits[2 * i + HIGH] as number;
    let lo = bits[2 * i + LOW] as number;
    // NaN: all exponent bits set and a mantissa. Missing rows fill the end backwards.
    if ((hi & 0x7ff00000) === 0x7ff00000 && ((hi & 0xfffff) | lo) !== 0) {
      order[--missing] = i;
      continue;
    }
    if (hi === 0x80000000 && lo === 0) hi = 0;
    if (hi >>> 31) {
      hi = ~hi;
      lo = ~lo;
    } else hi |= 0x80000000;
    words[2 * present + HIGH] = (hi ^ flip) >>> 0;
    words[2 * present + LOW] = i;
    lows[i] = (lo ^ flip) >>> 0;
    present++;
  }
  keys.subarray(0, present).sort();
  for (let start = 0; start < present; ) {
    const high = words[2 * start + HIGH] as number;
    let end = start + 1;
    let inOrder = true;
    for (; end < present && words[2 * end + HIGH] === high; end++)
      if (
        (lows[words[2 * end + LOW] as number] as number) <
        (lows[words[2 * end - 2 + LOW] as number] as number)
      )
        inOrder = false;
    for (let k = start; k < end; k++) order[k] = words[2 * k + LOW] as number;
    if (!inOrder)
      order.subarray(start, end).sort((a, b) => (lows[a] as number) - (lows[b] as number) || a - b);
    start = end;
  }
  order.subarray(present).reverse();
  return order;
}
