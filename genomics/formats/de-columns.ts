/**
 * Which column of a researcher's results table plays which role, recognised from the header
 * and the first rows. Input: the sniffed table (`sniff.ts`). Output: a `DeInspection`: the
 * dialect and whether it is certain, a suggested `DeColumnMapping`, the candidate columns of
 * every role (best first) and a preview, so that a screen can ask the user when it is not.
 *
 * Certain: the four columns of one dialect under the names its tool writes,
 *   DESeq2  baseMean, log2FoldChange, pvalue, padj      (stat)
 *   edgeR   logFC, logCPM, PValue, FDR                  (F or LR)
 *   limma   logFC, AveExpr, P.Value, adj.P.Val          (t)
 * Otherwise the roles are looked for under other usual names (log2FC, p_value, qvalue …) and
 * the answer says why it is unsure (`DeDoubt`). No fold-change column at all is a refusal.
 * The genes: R's row names (the column named ""), else a column named like gene_id, GeneID,
 * ID, Geneid …, else the first text column; R's own row numbers (1, 2, 3 …) are not genes.
 */
import {
  areRowIndices,
  findColumn,
  GENE_COLUMNS,
  type PreviewColumn,
  previewColumns,
  previewValues,
  SYMBOL_COLUMNS,
} from './columns';
import { geneIdKind } from './gene-ids';
import { DIALECTS, type ResultsDialect } from './results';
import type { SniffedTable } from './sniff';
import { TableError } from './table-error';

export type DeRole = 'gene' | 'symbol' | 'log2fc' | 'expression' | 'pvalue' | 'padj' | 'statistic';

/** Column names for each role (`""` is R's row names); null: the table has none. */
export interface DeColumnMapping {
  gene: string;
  symbol: string | null;
  log2fc: string;
  pvalue: string | null;
  padj: string | null;
  expression: string | null;
  /** DESeq2's baseMean is a mean of normalised counts; logCPM and AveExpr are on the log2 scale. */
  expressionScale: 'linear' | 'log2';
  statistic: string | null;
}

/**
 * Why the mapping is only a suggestion: columns found under other names than a tool's, no
 * p-value column, several fold-change columns to choose from (edgeR with several
 * coefficients), no adjusted p-value (it would be computed, Benjamini–Hochberg).
 */
export type DeDoubt = 'renamed-columns' | 'no-p-value' | 'several-fold-changes' | 'no-adjusted-p-value';

export interface DeInspection {
  file: string;
  dialect: ResultsDialect | null;
  certain: boolean;
  doubts: DeDoubt[];
  suggested: DeColumnMapping;
  candidates: Record<DeRole, string[]>;
  columns: PreviewColumn[];
  preview: string[][];
}

/** Usual names of each role, as `looseName`s, best first. */
const NAMES: Record<Exclude<DeRole, 'gene'>, string[]> = {
  symbol: SYMBOL_COLUMNS,
  log2fc: [
    'log2foldchange',
    'logfc',
    'log2fc',
    'lfc',
    'log2ratio',
    'logratio',
    'log2fold',
    'log2foldchangeshrunk',
  ],
  pvalue: ['pvalue', 'pval', 'p', 'rawp', 'rawpvalue', 'pvalues'],
  padj: [
    'padj',
    'fdr',
    'adjpval',
    'adjpvalue',
    'qvalue',
    'qval',
    'padjusted',
    'adjustedpvalue',
    'adjp',
    'fdrbh',
    'fwer',
  ],
  expression: [
    'basemean',
    'logcpm',
    'aveexpr',
    'averageexpression',
    'meanexpression',
    'avgexpr',
    'aveexpression',
  ],
  statistic: ['stat', 't', 'f', 'lr', 'tstat', 'waldstat', 'statistic'],
};
const STATISTIC: Record<ResultsDialect, string[]> = { DESeq2: ['stat'], edgeR: ['F', 'LR'], limma: ['t'] };

function geneColumn(sniffed: SniffedTable, columns: PreviewColumn[]): string | null {
  const names = sniffed.columns;
  const named = findColumn(
    names.filter((name) => name !== ''),
    GENE_COLUMNS,
  );
  // R's row names hold the genes, unless they are R's own row numbers, or numbers beside a
  // column named like genes (edgeR keeps a DGEList's row numbers when it has gene columns).
  const rowNames = names[0] === '' ? previewValues(names, sniffed.preview, '') : null;
  if (
    rowNames !== null &&
    !areRowIndices(rowNames) &&
    (named === null || !rowNames.every((value) => /^\d+$/.test(value)))
  ) {
    return '';
  }
  return named ?? columns.find((column) => column.kind === 'text' && column.name !== '')?.name ?? null;
}

/** Row names that are ids beside a column named like genes that holds symbols ("gene": TP53 …). */
function symbolsBesideRowNames(sniffed: SniffedTable, gene: string, text: string[]): string | null {
  if (gene !== '') return null;
  const named = findColumn(text, GENE_COLUMNS);
  if (named === null) return null;
  const values = previewValues(sniffed.columns, sniffed.preview, named);
  return values.length > 0 && values.every((value) => geneIdKind(value) === 'symbol') ? named : null;
}

/** Values in [0, 1] all through the preview: what a p-value column holds. */
function probabilities(sniffed: SniffedTable, name: string): boolean {
  return previewValues(sniffed.columns, sniffed.preview, name).every((value) => {
    const number = Number(sniffed.layout.decimalComma ? value.replace(',', '.') : value);
    return number >= 0 && number <= 1;
  });
}

function expressionScale(name: string | null, dialect: ResultsDialect | null): 'linear' | 'log2' {
  if (dialect) return dialect === 'DESeq2' ? 'linear' : 'log2';
  return name !== null && /mean/i.test(name) && !/log/i.test(name) ? 'linear' : 'log2';
}

export function inspectDe(file: string, sniffed: SniffedTable): DeInspection {
  const { columns: names, preview } = sniffed;
  const where = { file, line: sniffed.layout.firstLine };
  if (names.length === 0) throw new TableError('empty-file', {}, { file });
  const columns = previewColumns(names, preview, sniffed.layout.decimalComma);
  const numeric = columns.filter((column) => column.kind !== 'text').map((column) => column.name);
  const text = columns.filter((column) => column.kind === 'text').map((column) => column.name);
  const dialect = DIALECTS.find(({ columns: wanted }) =>
    Object.values(wanted).every((name) => names.includes(name)),
  );

  const ranked = (role: Exclude<DeRole, 'gene'>, pool: string[], exact: string[] = []) => {
    const found = [...exact.filter((name) => pool.includes(name))];
    for (const loose of NAMES[role]) {
      const name = findColumn(pool, [loose]);
      if (name !== null && !found.includes(name)) found.push(name);
    }
    return found;
  };
  const exactOf = (role: keyof (typeof DIALECTS)[number]['columns']) => DIALECTS.map((d) => d.columns[role]);
  const foldChanges = [
    ...ranked('log2fc', names, exactOf('log2fc')),
    ...names.filter((name) => /^log(2)?fc\./i.test(name)),
  ].filter((name, i, all) => all.indexOf(name) === i);
  if (foldChanges.length === 0) {
    throw new TableError('no-fold-change', {}, where);
  }
  const gene = geneColumn(sniffed, columns);
  if (gene === null) throw new TableError('no-gene-column', {}, where);

  // Columns are taken by name whatever the preview holds: text in one is then refused, naming its line.
  const pvalues = ranked('pvalue', names, exactOf('pvalue'));
  const padjs = ranked('padj', names, exactOf('padj'));
  const candidates: Record<DeRole, string[]> = {
    gene: [gene, ...names.filter((name) => name !== gene && text.includes(name))],
    symbol: ranked('symbol', text),
    log2fc: [...foldChanges, ...numeric.filter((name) => !foldChanges.includes(name))],
    pvalue: [
      ...pvalues,
      ...numeric.filter((name) => !pvalues.includes(name) && probabilities(sniffed, name)),
    ],
    padj: [...padjs, ...numeric.filter((name) => !padjs.includes(name) && probabilities(sniffed, name))],
    expression: ranked('expression', names, exactOf('expression')),
    statistic: ranked('statistic', names, dialect ? STATISTIC[dialect.dialect] : []),
  };
  const pick = (role: DeRole, taken: (string | null)[]) =>
    candidates[role].find((name) => !taken.includes(name)) ?? null;

  const log2fc = dialect ? dialect.columns.log2fc : (foldChanges[0] as string);
  const pvalue = dialect ? dialect.columns.pvalue : (pvalues[0] ?? null);
  const padj = dialect ? dialect.columns.padj : (padjs.find((name) => name !== pvalue) ?? null);
  const expression = dialect ? dialect.columns.expression : pick('expression', [log2fc, pvalue, padj]);
  const suggested: DeColumnMapping = {
    gene,
    symbol: pick('symbol', [gene]) ?? symbolsBesideRowNames(sniffed, gene, text),
    log2fc,
    pvalue,
    padj,
    expression,
    expressionScale: expressionScale(expression, dialect?.dialect ?? null),
    statistic: pick('statistic', [gene, log2fc, pvalue, padj, expression]),
  };
  const doubts: DeDoubt[] = [];
  if (!dialect) doubts.push('renamed-columns');
  if (suggested.pvalue === null) doubts.push('no-p-value');
  if (!dialect && foldChanges.length > 1) doubts.push('several-fold-changes');
  if (suggested.padj === null) doubts.push('no-adjusted-p-value');
  return {
    file,
    dialect: dialect?.dialect ?? null,
    certain: doubts.length === 0,
    doubts,
    suggested,
    candidates,
    columns,
    preview,
  };
}
