import * as Comlink from 'comlink';
import type {
  HeatmapLayout as ClusteredHeatmap,
  ClusterWorkerApi,
  HeatmapRequest,
} from '../../../../workers/cluster.worker';
import { latestOnly } from '../../../lib/latest-only';

export type { ClusteredHeatmap, HeatmapRequest };

let remote: Comlink.Remote<ClusterWorkerApi> | null = null;

function clusterWorker(): Comlink.Remote<ClusterWorkerApi> {
  if (!remote) {
    const worker = new Worker(new URL('../../../../workers/cluster.worker.ts', import.meta.url), {
      type: 'module',
    });
    remote = Comlink.wrap<ClusterWorkerApi>(worker);
  }
  return remote;
}

/**
 * z-scores and clusters a heatmap's matrix in the cluster worker (thousands of genes take
 * seconds); the matrix is transferred, not copied. A newer call supersedes an older one's answer.
 */
export const clusterHeatmap = latestOnly(
  (request: HeatmapRequest): Promise<ClusteredHeatmap> =>
    clusterWorker().layout(Comlink.transfer(request, [request.values.buffer as ArrayBuffer])),
);
