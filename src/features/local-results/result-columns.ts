import type { LimmaVoomResult } from '../../../genomics/de/limma-voom';
import type { CountMatrixFile } from '../../../genomics/formats/count-matrix';
import type { DeTable } from '../../../genomics/formats/de-table';
import type { GeneColumns } from '../genolists';

function hasAny(column: Float64Array): boolean {
  for (let i = 0; i < column.length; i++) if (!Number.isNaN(column[i] as number)) return true;
  return false;
}

/**
 * A results table's columns as a genolist shows them: DESeq2's base mean is the expression
 * column when the table has one, else logCPM or AveExpr (log2 scale), as for imported genolists.
 */
export function columnsOfDeTable(table: DeTable): GeneColumns {
  const linear = hasAny(table.baseMean) || !hasAny(table.aveLogExpr);
  return {
    geneId: table.geneIds,
    symbol: table.symbols,
    expression: linear ? table.baseMean : table.aveLogExpr,
    expressionKind: linear ? 'base_mean' : 'ave_log_expr',
    log2fc: table.log2fc,
    pvalue: table.pvalue,
    padj: table.padj,
    extras: table.extras,
  };
}

/**
 * limma-voom's table as a genolist: one row per gene analysed (every gene of the matrix, or
 * those `filterByExpr` kept), in the matrix's order; AveExpr is the expression (log2-CPM).
 */
export function columnsOfLimmaVoom(
  counts: Pick<CountMatrixFile, 'geneIds' | 'symbols'>,
  result: LimmaVoomResult,
): GeneColumns {
  const n = result.genes.length;
  const geneId: string[] = new Array(n);
  const symbol: (string | null)[] = new Array(n);
  for (let row = 0; row < n; row++) {
    const gene = result.genes[row] as number;
    geneId[row] = counts.geneIds[gene] as string;
    symbol[row] = counts.symbols[gene] ?? null;
  }
  return {
    geneId,
    symbol,
    expression: result.aveExpr,
    expressionKind: 'ave_log_expr',
    log2fc: result.logFC,
    pvalue: result.pValue,
    padj: result.adjPValue,
  };
}

/** A result's default name: the file's name without its extensions, or the comparison. */
export function nameOfFile(file: string): string {
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/(\.(csv|tsv|txt|tab|xlsx))?(\.gz)?$/i, '') || base;
}
