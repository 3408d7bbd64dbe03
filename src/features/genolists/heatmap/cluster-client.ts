import * as Comlink from 'comlink';
import type { ClusterWorkerApi } from '../../../../workers/cluster.worker';
import type { HeatmapRequest, OrderedHeatmap } from '../../../../workers/kernels/heatmap-order';
import { STALE } from '../../../lib/latest-only';

export type { HeatmapRequest, OrderedHeatmap as ClusteredHeatmap };

let worker: Worker | null = null;
let remote: Comlink.Remote<ClusterWorkerApi> | null = null;
/** Settles the call in flight as superseded. */
let supersede: (() => void) | null = null;

function clusterWorker(): Comlink.Remote<ClusterWorkerApi> {
  if (!remote) {
    worker = new Worker(new URL('../../../../workers/cluster.worker.ts', import.meta.url), {
      type: 'module',
    });
    remote = Comlink.wrap<ClusterWorkerApi>(worker);
  }
  return remote;
}

/**
 * z-scores and clusters a heatmap's matrix in the cluster worker; the matrix is transferred, not
 * copied. A newer call supersedes the one in flight: that one answers `STALE`, and its worker is
 * stopped, since clustering thousands of genes takes seconds that nobody is waiting for any more.
 */
export function clusterHeatmap(request: HeatmapRequest): Promise<OrderedHeatmap | typeof STALE> {
  if (supersede) {
    supersede();
    worker?.terminate();
    worker = null;
    remote = null;
  }
  const api = clusterWorker();
  return new Promise((resolve, reject) => {
    const mine = () => resolve(STALE);
    supersede = mine;
    const settle =
      <T>(finish: (value: T) => void) =>
      (value: T) => {
        if (supersede !== mine) return;
        supersede = null;
        finish(value);
      };
    api
      .order(Comlink.transfer(request, [request.values.buffer as ArrayBuffer]))
      .then(settle(resolve), settle(reject));
  });
}
