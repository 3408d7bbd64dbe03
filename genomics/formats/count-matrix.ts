/**
 * A researcher's own count matrix: genes in rows, samples in columns, as a pipeline or R wrote
 * it. Input: the file's name and text. Output: a gene-major `CountMatrixFile` (the archive's
 * `CountMatrix` and where it came from).
 *
 * - featureCounts output (its `# Program:featureCounts` comment line, then `Geneid Chr Start End
 *   Strand Length` and one column per aligned file): the genes are Geneid, the samples every
 *   column after Length, named after their file (`sampleNamesOf`).
 * - Any other matrix (.csv, .tsv, .txt or the first sheet of a workbook): the genes are R's row
 *   names (the column named "") or a column named like gene_id, Geneid, gene, ID …, else the
 *   first text column; the symbols a column named like symbol, gene_name …; annotation columns
 *   (Chr, Start, End, Strand, Length, description, biotype …, and any column of text) are
 *   skipped; every other column is a sample, in file order. At least two samples.
 * Gene ids that are symbols (featureCounts `-g gene_name`) are the symbols too.
 * Counts are finite, non-negative and present (fractional counts of RSEM or salmon are fine);
 * a repeated gene, a missing or negative count or text among counts is refused with its file,
 * line and column, as in the archive's counts (`counts.ts`, whose reader this uses).
 * Not supported: one file per sample (HTSeq-count, salmon's quant.sf): join them into a matrix
 * first (one column per sample).
 */
import {
  areRowIndices,
  findColumn,
  GENE_COLUMNS,
  looseName,
  previewColumns,
  previewValues,
  SYMBOL_COLUMNS,
} from './columns';
import { type CountMatrix, MIN_MATRIX_SAMPLES, readCounts } from './counts';
import { type GeneIdSummary, summariseGeneIds } from './gene-ids';
import { sniffTable } from './sniff';
import { TableError } from './table-error';

export interface CountMatrixFile extends CountMatrix {
  file: string;
  format: 'featureCounts' | 'matrix';
  /** Each sample's column as the file names it (featureCounts: the aligned file's path). */
  sampleColumns: string[];
  genes: GeneIdSummary;
}

const FEATURE_COUNTS = ['geneid', 'chr', 'start', 'end', 'strand', 'length'];
const ANNOTATION_NAMES = new Set([
  ...FEATURE_COUNTS.slice(1),
  'chromosome',
  'description',
  'biotype',
  'genebiotype',
  'genetype',
  'entrezid',
  'width',
]);

const ALIGNED_FILE = /\.(bam|sam|cram)$/i;
/** STAR names its output after a prefix without a separator: `S1Aligned.sortedByCoord.out.bam`. */
const STAR_OUTPUT = /[._-]?Aligned\.(sortedByCoord|toTranscriptome)?\.?out$/;

/**
 * Sample names from columns named after aligned files: the file name without its folders,
 * extension and STAR's `Aligned.sortedByCoord.out`, then without the ending all of them share
 * from a separator on (`.sorted`, `_dedup` …); a file STAR named without a prefix takes its
 * folder's name. Names that would collide or vanish stay longer.
 * Columns that are not file names are kept as they are.
 */
export function sampleNamesOf(columns: readonly string[]): string[] {
  if (!columns.some((column) => ALIGNED_FILE.test(column) || /[\\/]/.test(column))) return columns.slice();
  const files = columns.map((column) => {
    const parts = column.split(/[\\/]/);
    const name = (parts.pop() as string).replace(ALIGNED_FILE, '').replace(STAR_OUTPUT, '');
    // One folder per sample, each holding `Aligned.sortedByCoord.out.bam`: the folder names it.
    return name === '' ? (parts.pop() ?? column) : name;
  });
  let suffix = files.reduce((common, name) => {
    let k = 0;
    while (
      k < common.length &&
      k < name.length &&
      common[common.length - 1 - k] === name[name.length - 1 - k]
    )
      k++;
    return common.slice(common.length - k);
  });
  const separator = suffix.search(/[._-]/);
  suffix = files.length > 1 && separator >= 0 ? suffix.slice(separator) : '';
  const short = files.map((name) => name.slice(0, name.length - suffix.length));
  const distinct = (names: string[]) =>
    names.every((name) => name !== '') && new Set(names).size === names.length;
  if (distinct(short)) return short;
  return distinct(files) ? files : columns.slice();
}

export function readCountMatrixFile(file: string, text: string): CountMatrixFile {
  const sniffed = sniffTable(file, text);
  const { columns: names, preview, layout } = sniffed;
  const where = { file, line: layout.firstLine };
  const featureCounts = FEATURE_COUNTS.every((name, i) => looseName(names[i] ?? '') === name);
  let gene: string | null;
  let symbol: string | null = null;
  let samples: string[];
  if (featureCounts) {
    gene = names[0] as string;
    samples = names.slice(FEATURE_COUNTS.length);
  } else {
    const kinds = previewColumns(names, preview, layout.decimalComma);
    // R's row names come first, under an empty name; R's own row numbers are no genes.
    const indices = names[0] === '' && areRowIndices(previewValues(names, preview, ''));
    const rowNames = names[0] === '' && !indices ? '' : null;
    gene =
      rowNames ??
      findColumn(
        names.filter((name) => name !== ''),
        GENE_COLUMNS,
      ) ??
      kinds.find((column) => column.kind === 'text')?.name ??
      null;
    if (gene === null) throw new TableError('no-gene-column', {}, where);
    symbol = findColumn(
      kinds.filter((column) => column.kind === 'text' && column.name !== gene).map((column) => column.name),
      SYMBOL_COLUMNS,
    );
    samples = kinds
      .filter(
        (column) =>
          column.name !== gene &&
          column.name !== symbol &&
          column.kind !== 'text' &&
          !ANNOTATION_NAMES.has(looseName(column.name)) &&
          // R's row numbers, or the empty column a spreadsheet's trailing delimiter makes.
          !(column.name === '' && (indices || column.kind === 'empty')),
      )
      .map((column) => column.name);
  }
  if (samples.includes(''))
    throw new TableError('column-unnamed', { index: names.indexOf('', 1) + 1 }, where);
  if (samples.length < MIN_MATRIX_SAMPLES) {
    throw new TableError('matrix-too-few-samples', { min: MIN_MATRIX_SAMPLES, found: samples.length }, where);
  }
  const sampleNames = sampleNamesOf(samples);
  const geneColumn = gene;
  const matrix = readCounts(
    file,
    sniffed.body,
    (header) => ({
      id: header.require(geneColumn),
      symbol: symbol === null ? -1 : header.require(symbol),
      sampleNames,
      columns: Int32Array.from(samples, (name) => header.index(name)),
      targets: Int32Array.from(samples, (_, k) => k),
    }),
    undefined,
    layout,
  );
  const genes = summariseGeneIds(matrix.geneIds);
  return {
    ...matrix,
    symbols: symbol === null && genes.kind === 'symbol' ? matrix.geneIds.slice() : matrix.symbols,
    file,
    format: featureCounts ? 'featureCounts' : 'matrix',
    sampleColumns: samples,
    genes,
  };
}
