import * as Comlink from 'comlink';
import type { ClusterWorkerApi } from '../../../../workers/cluster.worker';
import type { HeatmapRequest, OrderedHeatmap } from '../../../../workers/kernels/heatmap-order';
import { STALE } from '../../../lib/latest-only';
import { workerClient } from '../../../lib/worker-client';

export type { HeatmapRequest, OrderedHeatmap as ClusteredHeatmap };

/**
 * After a job on more genes than this, the worker is stopped: its distance triangle (up to
 * 191 MiB at 10,000 genes) goes back to the system at once instead of whenever the worker's
 * garbage collector gets to it; the next heatmap starts a new worker in a few milliseconds.
 */
const RELEASE_AFTER_ROWS = 2_000;

const cluster = workerClient<ClusterWorkerApi>(
  () => new Worker(new URL('../../../../workers/cluster.worker.ts', import.meta.url), { type: 'module' }),
);
/** Settles the call in flight as superseded. */
let supersede: (() => void) | null = null;

/**
 * z-scores and clusters a heatmap's matrix in the cluster worker; the matrix is transferred, not
 * copied. A newer call supersedes the one in flight: that one answers `STALE`, and its worker is
 * stopped, since clustering thousands of genes takes seconds that nobody is waiting for any more.
 * The worker is stopped after a large job too (RELEASE_AFTER_ROWS).
 */
export function clusterHeatmap(request: HeatmapRequest): Promise<OrderedHeatmap | typeof STALE> {
  if (supersede) {
    supersede();
    cluster.stop();
  }
  const api = cluster.remote();
  return new Promise((resolve, reject) => {
    const mine = () => resolve(STALE);
    supersede = mine;
    const settle =
      <T>(finish: (value: T) => void) =>
      (value: T) => {
        if (supersede !== mine) return;
        supersede = null;
        if (request.rows > RELEASE_AFTER_ROWS) cluster.stop();
        finish(value);
      };
    api
      .order(Comlink.transfer(request, [request.values.buffer as ArrayBuffer]))
      .then(settle(resolve), settle(reject));
  });
}
