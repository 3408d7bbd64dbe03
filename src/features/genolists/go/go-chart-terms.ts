import type { GoValue } from '../api/get-go-values';

/**
 * Which GO terms the charts draw. The dot plot: the 10 most significant terms
 * (as enrichplot's dotplot picks them), ranked by gene ratio (genes of the list in the term ÷
 * genes in the term), ties broken by the smaller adjusted p then the larger count. Ranking every
 * term by ratio alone would show one-gene terms (1 of 1) that are not enriched at all. A term
 * without a size has no ratio and is left out. The bar chart of the plots tab: the first 15
 * terms of the enrichment, most significant first.
 */

export const GO_DOT_TERMS = 10;
export const GO_BAR_TERMS = 15;
export const GO_LABEL_CHARS = 28;

export interface GoDot {
  term: GoValue;
  ratio: number;
}

function padjOrder(value: number | null): number {
  return value ?? Number.POSITIVE_INFINITY;
}

export function goDotTerms(terms: readonly GoValue[], limit = GO_DOT_TERMS): GoDot[] {
  const dots: GoDot[] = [];
  for (const term of terms) {
    const size = term.nb_genes_in_term;
    if (size !== null && size > 0) dots.push({ term, ratio: term.count / size });
  }
  const significance = (a: GoDot, b: GoDot) =>
    padjOrder(a.term.pvalue_adj) - padjOrder(b.term.pvalue_adj) || b.term.count - a.term.count;
  return dots
    .sort(significance)
    .slice(0, limit)
    .sort((a, b) => b.ratio - a.ratio || significance(a, b));
}

export function goBarTerms(terms: readonly GoValue[], limit = GO_BAR_TERMS): GoValue[] {
  return [...terms]
    .sort((a, b) => padjOrder(a.pvalue_adj) - padjOrder(b.pvalue_adj) || b.count - a.count)
    .slice(0, limit);
}

/** A label of at most `max` characters: cut at a character, ending with '…' when cut. */
export function truncateLabel(text: string, max = GO_LABEL_CHARS): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** −log10 of an adjusted p-value, with p = 0 (underflow) drawn at `cap`. */
export function minusLog10(p: number | null, cap = 300): number | null {
  if (p === null || !Number.isFinite(p) || p < 0) return null;
  return p === 0 ? cap : Math.min(cap, -Math.log10(p));
}
