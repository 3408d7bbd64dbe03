import type { ExportColumn } from '../../../lib/export';
import { type GeneFrame, valueAt } from '../gene-frame';

/**
 * The columns of the selection's CSV, in this order, read from the frame's rows (missing values
 * empty); `label` gives each header in the interface language from its `volcano` key.
 */
type HeaderKey =
  | 'export.geneId'
  | 'export.symbol'
  | 'export.expression'
  | 'export.log2fc'
  | 'export.pvalue'
  | 'export.padj';

export function selectionColumns(
  frame: GeneFrame,
  label: (key: HeaderKey) => string,
): ExportColumn<number>[] {
  return [
    { key: 'gene_id', label: label('export.geneId'), value: (row) => frame.geneId[row] },
    { key: 'symbol', label: label('export.symbol'), value: (row) => frame.symbol[row] },
    { key: 'expression', label: label('export.expression'), value: (row) => valueAt(frame.expression, row) },
    { key: 'log2fc', label: label('export.log2fc'), value: (row) => valueAt(frame.log2fc, row) },
    { key: 'pvalue', label: label('export.pvalue'), value: (row) => valueAt(frame.pvalue, row) },
    { key: 'padj', label: label('export.padj'), value: (row) => valueAt(frame.padj, row) },
  ];
}
