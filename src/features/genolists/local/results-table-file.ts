import type { GeneFrame } from '../gene-frame';
import type { LocalResultOrigin } from './local-results-store';

/**
 * A result kept on this device written back as a results table, for the server to read with the
 * same reader that read it here (`genomics/formats/de-table.ts`): tab-separated, one row per gene
 * in the device's order, under the column names of the tool whose values it holds, so the
 * server recognises them without a mapping.
 * - a base mean (DESeq2, or a mapped table with counts-like expression): DESeq2's names;
 * - logCPM from an edgeR table: edgeR's; any other log2 expression (limma, limma-voom run here,
 *   a mapped table): limma's.
 * Numbers are written in their shortest exact form (the server stores the very doubles shown
 * here); a missing value is `NA`. Gene ids and symbols never hold a tab or a line break (the
 * readers split on them), so they are written as they are.
 */

const HEADERS = {
  DESeq2: ['gene_id', 'symbol', 'baseMean', 'log2FoldChange', 'pvalue', 'padj'],
  edgeR: ['gene_id', 'symbol', 'logFC', 'logCPM', 'PValue', 'FDR'],
  limma: ['gene_id', 'symbol', 'logFC', 'AveExpr', 'P.Value', 'adj.P.Val'],
} as const;

export type SharedDialect = keyof typeof HEADERS;

export function sharedDialect(frame: GeneFrame, origin: LocalResultOrigin): SharedDialect {
  if (frame.expressionKind === 'base_mean') return 'DESeq2';
  return origin.kind === 'table' && origin.dialect === 'edgeR' ? 'edgeR' : 'limma';
}

const cell = (value: number) => (Number.isNaN(value) ? 'NA' : String(value));

export function resultsTableText(frame: GeneFrame, dialect: SharedDialect): string {
  const expressionFirst = dialect === 'DESeq2';
  const lines = [HEADERS[dialect].join('\t')];
  for (let i = 0; i < frame.n; i++) {
    const expression = cell(frame.expression[i] as number);
    const log2fc = cell(frame.log2fc[i] as number);
    lines.push(
      [
        frame.geneId[i],
        frame.symbol[i] ?? '',
        expressionFirst ? expression : log2fc,
        expressionFirst ? log2fc : expression,
        cell(frame.pvalue[i] as number),
        cell(frame.padj[i] as number),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A file name for the table: the result's name with what file systems refuse replaced. */
export function resultsTableFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\t\r\n]+/g, '_').trim() || 'results';
  return `${safe.slice(0, 120)}.tsv`;
}
