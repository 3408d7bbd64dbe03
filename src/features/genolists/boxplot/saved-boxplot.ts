import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { GENOLISTS_KEY } from '../../../api/query-keys';
import type { GenolistExpression } from '../api/get-expression';
import { genolistKeys } from '../api/keys';

/**
 * A gene's box plot cut from answers saved for offline use, when its own answer was not saved:
 * the genolist's samples and conditions from any of its saved expression or box plot answers, and
 * the gene's values from any saved expression answer of the project holding it.
 */

type BoxplotData = components['schemas']['GenolistBoxplot'];

interface SampleLayout {
  factor: string | null;
  condition_1_name: string | null;
  condition_2_name: string | null;
  /** The genolist's samples, condition 1, then 2, then the others, each in column order. */
  samples: { id: number; name: string; condition: 1 | 2 | null; level: string | null }[];
}

/** Which samples are in which condition of the genolist: from any of its saved expression or box plot answers. */
function layoutOf(queryClient: QueryClient, genolist: number): SampleLayout | undefined {
  for (const [, data] of queryClient.getQueriesData<GenolistExpression>({
    queryKey: genolistKeys.expression(genolist),
  }))
    if (data) return data;
  for (const [, data] of queryClient.getQueriesData<BoxplotData>({
    queryKey: [...GENOLISTS_KEY, 'boxplot', genolist],
  })) {
    if (!data) continue;
    const point =
      (condition: 1 | 2 | null, level: string | null) => (p: BoxplotData['condition_1_values'][number]) => ({
        id: p.sample_id,
        name: p.sample,
        condition,
        level,
      });
    return {
      factor: data.factor,
      condition_1_name: data.condition_1_name,
      condition_2_name: data.condition_2_name,
      samples: [
        ...data.condition_1_values.map(point(1, data.condition_1_name)),
        ...data.condition_2_values.map(point(2, data.condition_2_name)),
        ...data.other_values.map((p) => ({
          id: p.sample_id,
          name: p.sample,
          condition: null,
          level: p.level,
        })),
      ],
    };
  }
  return undefined;
}

/**
 * The gene's values by sample id, from any saved expression answer holding it: a sample's
 * expression is its project's, whichever genolist of the project asked for it, so the heatmaps of
 * every genolist of a project made available offline serve the box plots of all of them.
 */
function geneValues(
  queryClient: QueryClient,
  genoref: number,
): { gene: BoxplotData['gene']; values: Map<number, number> }[] {
  const found: { gene: BoxplotData['gene']; values: Map<number, number> }[] = [];
  for (const [, data] of queryClient.getQueriesData<GenolistExpression>({
    queryKey: [...GENOLISTS_KEY, 'expression'],
  })) {
    const gene = data?.genes.find((candidate) => candidate.gene_ref_id === genoref);
    if (!data || !gene) continue;
    const values = new Map<number, number>();
    data.samples.forEach((sample, column) => {
      const value = gene.values[column];
      if (typeof value === 'number') values.set(sample.id, value);
    });
    found.push({ gene: { id: genoref, symbol: gene.symbol, gene_id: gene.gene_id }, values });
  }
  return found;
}

/**
 * The box plot of `genoref` cut from the saved answers, with no network: the genolist's samples
 * and conditions, and the gene's values from an expression answer covering every one of them.
 * Undefined when nothing saved holds the gene.
 */
export function boxplotFromSavedAnswers(
  queryClient: QueryClient,
  genolist: number,
  genoref: number,
): BoxplotData | undefined {
  const layout = layoutOf(queryClient, genolist);
  if (!layout) return undefined;
  const source = geneValues(queryClient, genoref).find(({ values }) =>
    layout.samples.every((sample) => values.has(sample.id)),
  );
  if (!source) return undefined;
  const point = (sample: SampleLayout['samples'][number]) => ({
    sample: sample.name,
    sample_id: sample.id,
    value: source.values.get(sample.id) as number,
  });
  return {
    genolist_id: genolist,
    gene: source.gene,
    factor: layout.factor,
    condition_1_name: layout.condition_1_name,
    condition_2_name: layout.condition_2_name,
    condition_1_values: layout.samples.filter((sample) => sample.condition === 1).map(point),
    condition_2_values: layout.samples.filter((sample) => sample.condition === 2).map(point),
    other_values: layout.samples
      .filter((sample) => sample.condition === null)
      .map((sample) => ({ ...point(sample), level: sample.level })),
  };
}
