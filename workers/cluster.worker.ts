import * as Comlink from 'comlink';
import { type HeatmapRequest, type OrderedHeatmap, orderHeatmap } from './kernels/heatmap-order';

/** The heatmap's z-scores and clustering, off the main thread; the big arrays go back transferred. */
const api = {
  order(request: HeatmapRequest): OrderedHeatmap {
    const result = orderHeatmap(request);
    return Comlink.transfer(result, [
      result.display.buffer,
      result.rowOrder.buffer,
      result.colOrder.buffer,
    ] as ArrayBuffer[]);
  },
};

export type ClusterWorkerApi = typeof api;
Comlink.expose(api);
