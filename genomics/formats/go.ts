/**
 * A GO enrichment table, in one of two dialects recognised from the columns:
 *   native          go_id, term, ontology (BP, MF, CC), count, term_size, pvalue, padj, genes
 *   clusterProfiler ID, Description, GeneRatio (k/n), BgRatio (M/N), pvalue, p.adjust, geneID,
 *                   Count, and the optional qvalue, ONTOLOGY, RichFactor, FoldEnrichment, zScore
 * Only the id and the term are required. A column outside the dialect is refused rather than
 * ignored, so a misspelt `p_value` cannot silently drop every p-value.
 * Input: the file's text. Output: terms in file order. Missing numbers become null; a missing
 * count is the number of genes listed (or k of GeneRatio); term_size of clusterProfiler is M
 * of BgRatio. Gene lists are split on ';', '/' or ','.
 */

import { sniffTable } from './sniff';
import { TableError } from './table-error';
import { type Header, type Row, readTable, type StringPool, type TableLayout, UniqueKeys } from './tables';

export interface GoTerm {
  go_id: string;
  term: string;
  ontology: 'BP' | 'MF' | 'CC' | null;
  count: number;
  term_size: number | null;
  pvalue: number | null;
  padj: number | null;
  /** Gene symbols (or ids) of the list that fall in the term. */
  genes: string[];
}

interface GoColumns {
  id: string;
  term: string;
  ontology: string;
  count: string;
  pvalue: string;
  padj: string;
  genes: string;
}

const NATIVE: GoColumns = {
  id: 'go_id',
  term: 'term',
  ontology: 'ontology',
  count: 'count',
  pvalue: 'pvalue',
  padj: 'padj',
  genes: 'genes',
};
const NATIVE_ONLY = ['term_size'];
const CLUSTER_PROFILER: GoColumns = {
  id: 'ID',
  term: 'Description',
  ontology: 'ONTOLOGY',
  count: 'Count',
  pvalue: 'pvalue',
  padj: 'p.adjust',
  genes: 'geneID',
};
const CLUSTER_PROFILER_ONLY = ['GeneRatio', 'BgRatio', 'qvalue', 'RichFactor', 'FoldEnrichment', 'zScore'];
const NATIVE_COLUMNS = [...Object.values(NATIVE), ...NATIVE_ONLY];
const CLUSTER_PROFILER_COLUMNS = [...Object.values(CLUSTER_PROFILER), ...CLUSTER_PROFILER_ONLY];
const ONTOLOGIES = ['BP', 'MF', 'CC'] as const;

/**
 * A researcher's own GO table, however it was written: the delimiter found from its lines, and
 * R's row names (clusterProfiler's `write.csv(as.data.frame(ego))` repeats the term ids there)
 * left aside.
 */
export function readGoFile(file: string, text: string): GoTerm[] {
  const sniffed = sniffTable(file, text);
  return parseGo(file, sniffed.body, undefined, sniffed.layout);
}

export function parseGo(file: string, text: string, strings?: StringPool, layout?: TableLayout): GoTerm[] {
  const terms: GoTerm[] = [];
  const keys = new UniqueKeys('duplicate-term');
  readTable(
    file,
    text,
    (header) => {
      const native = header.index(NATIVE.id) >= 0;
      if (!native && header.index(CLUSTER_PROFILER.id) < 0) {
        throw new TableError(
          'unknown-go-dialect',
          { native: NATIVE_COLUMNS.join(', '), clusterProfiler: CLUSTER_PROFILER_COLUMNS.join(', ') },
          { file, line: header.line },
        );
      }
      const names = native ? NATIVE : CLUSTER_PROFILER;
      const rowNames = layout !== undefined && header.columns[0] === '';
      checkKnownColumns(header, native ? NATIVE_COLUMNS : CLUSTER_PROFILER_COLUMNS, rowNames);
      const at = {
        id: header.require(names.id),
        term: header.require(names.term),
        ontology: header.index(names.ontology),
        count: header.index(names.count),
        pvalue: header.index(names.pvalue),
        padj: header.index(names.padj),
        genes: header.index(names.genes),
        termSize: header.index('term_size'),
        geneRatio: header.index('GeneRatio'),
        bgRatio: header.index('BgRatio'),
      };
      return (row) => {
        const id = row.key(at.id, keys);
        const genes = (row.optionalText(at.genes) ?? '')
          .split(/[;/,]/)
          .map((gene) => gene.trim())
          .filter(Boolean)
          .map((gene) => row.keep(gene));
        const count = row.number(at.count);
        const termSize = native ? row.number(at.termSize) : ratio(row, at.bgRatio)[0];
        if (count < 0) throw row.fail(at.count, 'negative', { value: row.cell(at.count) });
        if (termSize < 0) throw row.fail(at.termSize, 'negative', { value: row.cell(at.termSize) });
        terms.push({
          go_id: id,
          term: row.text(at.term),
          ontology: ontology(row, at.ontology),
          count: Number.isNaN(count) ? fallbackCount(row, at.geneRatio, genes) : count,
          term_size: nullable(termSize),
          pvalue: nullable(row.probability(at.pvalue)),
          padj: nullable(row.probability(at.padj)),
          genes,
        });
      };
    },
    strings,
    layout,
  );
  return terms;
}

function checkKnownColumns(header: Header, known: string[], rowNames: boolean): void {
  const unknown = header.columns.find(
    (column, index) => !known.includes(column) && !(rowNames && index === 0),
  );
  if (unknown !== undefined) {
    throw new TableError(
      'unknown-column',
      { column: unknown, known: known.join(', ') },
      { file: header.file, line: header.line },
    );
  }
}

function ontology(row: Row, column: number): GoTerm['ontology'] {
  const value = row.optionalText(column);
  if (value === null) return null;
  const known = ONTOLOGIES.find((name) => name === value.toUpperCase());
  if (!known) throw row.fail(column, 'not-ontology', { value });
  return known;
}

/** clusterProfiler's `k/n` and `M/N`; NaN for both when the cell or the column is missing. */
function ratio(row: Row, column: number): [number, number] {
  const value = row.optionalText(column);
  if (value === null) return [Number.NaN, Number.NaN];
  const match = /^(\d+)\/(\d+)$/.exec(value);
  if (!match) throw row.fail(column, 'not-ratio', { value });
  return [Number(match[1]), Number(match[2])];
}

function fallbackCount(row: Row, geneRatio: number, genes: string[]): number {
  const [k] = ratio(row, geneRatio);
  return Number.isNaN(k) ? genes.length : k;
}

function nullable(value: number): number | null {
  return Number.isNaN(value) ? null : value;
}
