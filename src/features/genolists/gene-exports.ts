import { type ExportColumn, type ExportFile, type ExportFormat, makeExport } from '../../lib/export';
import type { GoValue } from './api/get-go-values';
import { type GeneFrame, valueAt } from './gene-frame';

/**
 * The files the genolist screens make in the browser (format rules in src/lib/export.ts). Column
 * labels are those of the server's downloads (server/genolists/EXPORTS.md), in English in every
 * interface language so scripts reading the files do not depend on it. Numbers are the values the
 * analysis wrote (p = 0 stays 0), missing values empty (null in JSON).
 *
 * Filtered genes, in the table's order:
 *   Gene ID,Symbol,Base mean,log2 fold change,p-value,Adjusted p-value
 *   ENSG00000096060,FKBP5,1061.16,4.96263,0,0
 * (`Average log expression` instead of `Base mean` for edgeR and limma results; a result on this
 * device adds its file's extra columns under their own names.)
 *
 * GO terms, most significant first:
 *   GO ID,Term,Ontology,Count,Term size,p-value,Adjusted p-value,Genes
 *   GO:0071944,cell periphery,CC,435,2425,1.26726e-18,2.46469e-14,"ABCA12, ABCA2, …"
 */

const STANDARD_KEYS = new Set([
  'gene_id',
  'symbol',
  'base_mean',
  'ave_log_expr',
  'log2_fold_change',
  'pvalue',
  'padj',
]);

export function geneColumns(frame: GeneFrame): ExportColumn<number>[] {
  return [
    { key: 'gene_id', label: 'Gene ID', value: (row) => frame.geneId[row] },
    { key: 'symbol', label: 'Symbol', value: (row) => frame.symbol[row] },
    frame.expressionKind === 'base_mean'
      ? { key: 'base_mean', label: 'Base mean', value: (row) => valueAt(frame.expression, row) }
      : {
          key: 'ave_log_expr',
          label: 'Average log expression',
          value: (row) => valueAt(frame.expression, row),
        },
    { key: 'log2_fold_change', label: 'log2 fold change', value: (row) => valueAt(frame.log2fc, row) },
    { key: 'pvalue', label: 'p-value', value: (row) => valueAt(frame.pvalue, row) },
    { key: 'padj', label: 'Adjusted p-value', value: (row) => valueAt(frame.padj, row) },
    ...(frame.extras ?? []).map(
      (extra): ExportColumn<number> => ({
        key: STANDARD_KEYS.has(extra.name) ? `extra_${extra.name}` : extra.name,
        label: extra.name,
        value: (row) => (extra.kind === 'number' ? valueAt(extra.values, row) : (extra.values[row] ?? null)),
      }),
    ),
  ];
}

/**
 * The start of a genolist's file names: `genolist_{id}`, or `on_this_device_{n}` for a result kept
 * only on this device (whose caches use the negative id `-n`, never a server genolist's).
 */
export function genolistFileStem(genolistId: number): string {
  return genolistId < 0 ? `on_this_device_${-genolistId}` : `genolist_${genolistId}`;
}

/** `{stem}_genes.csv|tsv|json`: the genes `rows` (indices into the frame), in that order. */
export function exportGenes(format: ExportFormat, frame: GeneFrame, rows: Uint32Array): ExportFile {
  return makeExport(format, `${genolistFileStem(frame.genolistId)}_genes`, rows, geneColumns(frame));
}

export const GO_COLUMNS: ExportColumn<GoValue>[] = [
  { key: 'go_id', label: 'GO ID', value: (row) => row.go_id },
  { key: 'term', label: 'Term', value: (row) => row.go_term },
  { key: 'ontology', label: 'Ontology', value: (row) => row.goref.ontology },
  { key: 'count', label: 'Count', value: (row) => row.count },
  { key: 'term_size', label: 'Term size', value: (row) => row.nb_genes_in_term },
  { key: 'pvalue', label: 'p-value', value: (row) => row.pvalue },
  { key: 'padj', label: 'Adjusted p-value', value: (row) => row.pvalue_adj },
  { key: 'genes', label: 'Genes', value: (row) => row.genes_in_term.join(', ') },
];

/** `{stem}_go_terms.csv`: every GO term of the list. */
export function exportGoTerms(genolistId: number, rows: readonly GoValue[]): ExportFile {
  return makeExport('csv', `${genolistFileStem(genolistId)}_go_terms`, rows, GO_COLUMNS);
}
