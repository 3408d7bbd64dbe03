/**
 * A limma-voom result as the tab-separated table limma users write (`write.table(topTable(fit,
 * number = Inf, sort.by = "none"), sep = "\t")`), with the gene as a column: `gene_id`,
 * `gene_symbol` when the genes have symbols, then limma's `logFC AveExpr t P.Value adj.P.Val B`.
 * Rows in the input gene order (the kept genes only when filtered). Numbers are written in
 * full (shortest text that reads back to the same double); a missing value is `NA`. The
 * archive's results reader recognises this as the limma dialect.
 */
import type { LimmaVoomResult } from './limma-voom';

export const TABLE_COLUMNS = ['logFC', 'AveExpr', 't', 'P.Value', 'adj.P.Val', 'B'] as const;

function number(value: number): string {
  return Number.isNaN(value) ? 'NA' : String(value);
}

export function topTableTsv(
  result: LimmaVoomResult,
  geneIds: readonly string[],
  symbols: readonly (string | null)[] | null,
): string {
  const withSymbols = symbols?.some((symbol) => symbol !== null) ?? false;
  const lines = [['gene_id', ...(withSymbols ? ['gene_symbol'] : []), ...TABLE_COLUMNS].join('\t')];
  const columns = [result.logFC, result.aveExpr, result.t, result.pValue, result.adjPValue, result.b];
  for (const [row, gene] of result.genes.entries()) {
    const cells = [geneIds[gene] as string];
    if (withSymbols) cells.push(symbols?.[gene] ?? 'NA');
    for (const column of columns) cells.push(number(column[row] as number));
    lines.push(cells.join('\t'));
  }
  return `${lines.join('\n')}\n`;
}
