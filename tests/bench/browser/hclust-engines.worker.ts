/**
 * Hierarchical clustering of genes in a Chromium worker with either engine, for the decision
 * to ship WebAssembly (it must be at least twice as fast as the JavaScript it replaces).
 */
import * as Comlink from 'comlink';
import { hclustAverage } from '../../../workers/kernels/hclust';
import { jsLinkage } from '../../../workers/kernels/hclust-average';
import { wasmLinkageKernels } from '../../../workers/kernels/hclust-wasm';
import { zScoreRows } from '../../../workers/kernels/heatmap-cluster';
import { syntheticExpression } from '../../support/synthetic-expression';

const engines = { javascript: jsLinkage, webassembly: wasmLinkageKernels() };

const api = {
  /** Milliseconds per clustering, after one unmeasured run; null when the engine is missing. */
  time(rows: number, cols: number, engine: keyof typeof engines, runs: number): number[] | null {
    const kernels = engines[engine];
    if (!kernels) return null;
    const z = zScoreRows(syntheticExpression(rows, cols), rows, cols);
    hclustAverage(z, rows, cols, { kernels });
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      hclustAverage(z, rows, cols, { kernels });
      times.push(performance.now() - started);
    }
    return times;
  },
};

export type HclustEnginesApi = typeof api;
Comlink.expose(api);
