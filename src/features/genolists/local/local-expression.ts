import type { GenolistExpression } from '../api/get-expression';
import type { BoxplotData } from '../boxplot/get-boxplot-data';
import type { GeneFrame } from '../gene-frame';
import type { LocalCounts } from './local-results-store';

/**
 * A result on this device answers the heatmap and the box plot in the server's shapes
 * (server/genolists/expression.ts), from its kept counts: a gene's id is its frame row + 1
 * (`frameOfColumns`), a sample's id its matrix column + 1; condition 1 is the numerator of the
 * fold change, condition 2 its reference, the samples of other levels come last, each group in
 * the matrix's order. Values are the kept log2(count / size factor + 1), float32, given to 7
 * significant digits as the server does.
 */

/** The comparison behind the result: the factor and its two levels (numerator over reference). */
export interface LocalComparison {
  factor: string;
  numerator: string;
  reference: string;
}

interface LocalSample {
  id: number;
  name: string;
  column: number;
  condition: 1 | 2 | null;
  level: string | null;
}

const significant = (value: number) => Number(value.toPrecision(7));

/** The samples in the order the answers list them: condition 1, condition 2, then the others. */
function samplesOf(counts: LocalCounts, comparison: LocalComparison | null): LocalSample[] {
  const levels = comparison
    ? (counts.sheet.factors.find((factor) => factor.name === comparison.factor)?.values ?? [])
    : [];
  const samples = counts.sampleNames.map((name, column): LocalSample => {
    const level = levels[column] ?? null;
    const condition =
      comparison && level === comparison.numerator
        ? 1
        : comparison && level === comparison.reference
          ? 2
          : null;
    return { id: column + 1, name, column, condition, level };
  });
  const rank = (sample: LocalSample) => sample.condition ?? 3;
  return samples.sort((a, b) => rank(a) - rank(b) || a.column - b.column);
}

/** The matrix row of the frame's gene `geneRefId`, or null when the result has no such gene. */
function matrixRow(counts: LocalCounts, geneRefId: number): number | null {
  const row = counts.frameGenes[geneRefId - 1];
  return Number.isInteger(geneRefId) && row !== undefined ? row : null;
}

/** The expression of the genes asked (each once, in the order asked) in every sample. */
export function localExpression(
  counts: LocalCounts,
  frame: Pick<GeneFrame, 'geneId' | 'symbol'>,
  comparison: LocalComparison | null,
  genolistId: number,
  geneRefIds: readonly number[],
): GenolistExpression {
  const samples = samplesOf(counts, comparison);
  const width = counts.sampleNames.length;
  const { expression } = counts.analysis;
  const genes: GenolistExpression['genes'] = [];
  const missing: number[] = [];
  for (const id of new Set(geneRefIds)) {
    const row = matrixRow(counts, id);
    if (row === null) {
      missing.push(id);
      continue;
    }
    genes.push({
      gene_ref_id: id,
      symbol: frame.symbol[id - 1] ?? null,
      gene_id: frame.geneId[id - 1] as string,
      values: samples.map((sample) => significant(expression[row * width + sample.column] as number)),
    });
  }
  return {
    genolist_id: genolistId,
    factor: comparison?.factor ?? null,
    condition_1_name: comparison?.numerator ?? null,
    condition_2_name: comparison?.reference ?? null,
    samples: samples.map(({ id, name, condition, level }) => ({ id, name, condition, level })),
    genes,
    missing_gene_ref_ids: missing,
  };
}

/** One gene's box plot, or undefined when the result has no such gene. */
export function localBoxplot(
  counts: LocalCounts,
  frame: Pick<GeneFrame, 'geneId' | 'symbol'>,
  comparison: LocalComparison | null,
  genolistId: number,
  geneRefId: number,
): BoxplotData | undefined {
  const row = matrixRow(counts, geneRefId);
  if (row === null) return undefined;
  const width = counts.sampleNames.length;
  const samples = samplesOf(counts, comparison);
  const point = (sample: LocalSample) => ({
    sample: sample.name,
    sample_id: sample.id,
    value: counts.analysis.expression[row * width + sample.column] as number,
  });
  return {
    genolist_id: genolistId,
    gene: {
      id: geneRefId,
      symbol: frame.symbol[geneRefId - 1] ?? null,
      gene_id: frame.geneId[geneRefId - 1] as string,
    },
    factor: comparison?.factor ?? null,
    condition_1_name: comparison?.numerator ?? null,
    condition_2_name: comparison?.reference ?? null,
    condition_1_values: samples.filter((sample) => sample.condition === 1).map(point),
    condition_2_values: samples.filter((sample) => sample.condition === 2).map(point),
    other_values: samples
      .filter((sample) => sample.condition === null)
      .map((sample) => ({ ...point(sample), level: sample.level })),
  };
}
