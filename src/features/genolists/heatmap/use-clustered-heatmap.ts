import { useEffect, useState } from 'react';
import { STALE } from '../../../lib/latest-only';
import type { GenolistExpression } from '../api/get-expression';
import { type ClusteredHeatmap, clusterHeatmap } from './cluster-client';
import { HEATMAP_K, type HeatmapView } from './heatmap-search';

export interface ClusteredState {
  /** The matrix the result belongs to: a result never shows under other data. */
  data: GenolistExpression | null;
  result: ClusteredHeatmap | null;
  error: string | null;
}

/** The expression matrix as the worker takes it: genes × samples, row-major. */
export function expressionMatrix(data: GenolistExpression): Float64Array {
  const cols = data.samples.length;
  const values = new Float64Array(data.genes.length * cols);
  data.genes.forEach((gene, row) => {
    for (let col = 0; col < cols; col++) values[row * cols + col] = gene.values[col] ?? Number.NaN;
  });
  return values;
}

/** The clustered (or only z-scored) heatmap of `data` under the view's settings, from the worker. */
export function useClusteredHeatmap(
  data: GenolistExpression | undefined,
  view: Pick<HeatmapView, 'clustering' | 'zScore'>,
): ClusteredState & { pending: boolean } {
  const [state, setState] = useState<ClusteredState & { key: string }>({
    data: null,
    result: null,
    error: null,
    key: '',
  });
  const key = `${view.clustering}/${view.zScore}`;
  useEffect(() => {
    if (!data || data.genes.length === 0) return;
    let live = true;
    clusterHeatmap({
      values: expressionMatrix(data),
      rows: data.genes.length,
      cols: data.samples.length,
      zScore: view.zScore,
      clustering: view.clustering,
      k: Math.min(HEATMAP_K, data.genes.length),
    }).then(
      (result) => {
        if (live && result !== STALE) setState({ data, result, error: null, key });
      },
      (error: unknown) => {
        if (live) setState({ data, result: null, error: String(error), key });
      },
    );
    return () => {
      live = false;
    };
  }, [data, view.clustering, view.zScore, key]);
  const current = state.data === data && state.key === key;
  return {
    data: current ? state.data : null,
    result: current ? state.result : null,
    error: current ? state.error : null,
    pending: Boolean(data && data.genes.length > 0 && !current),
  };
}
