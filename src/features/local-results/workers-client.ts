import * as Comlink from 'comlink';
import type { KeptCountAnalysis } from '../../../genomics/compute/count-analysis';
import type { LimmaVoomProgress, LimmaVoomRequest, LimmaVoomResult } from '../../../genomics/de/limma-voom';
import { TableError } from '../../../genomics/formats/table-error';
import type { DeWorkerApi } from '../../../workers/de.worker';
import type { ResultsReaderApi } from '../../../workers/results-reader.worker';
import { workerClient } from '../../lib/worker-client';

/**
 * The two workers of this screen, started on first use: the readers of the user's files
 * (workers/results-reader.worker.ts) and limma-voom (workers/de.worker.ts). Nothing here
 * reaches the network: the files go from the page to a worker and back.
 */

const reader = workerClient<ResultsReaderApi>(
  () => new Worker(new URL('../../../workers/results-reader.worker.ts', import.meta.url), { type: 'module' }),
);

export function resultsReader(): Comlink.Remote<ResultsReaderApi> {
  return reader.remote();
}

const de = workerClient<DeWorkerApi>(
  () => new Worker(new URL('../../../workers/de.worker.ts', import.meta.url), { type: 'module' }),
);
let jobs = 0;

export interface LimmaVoomRun {
  result: Promise<LimmaVoomResult>;
  cancel: () => void;
}

/**
 * Starts limma-voom on `request` (its counts are transferred: the caller gives up that array);
 * `onProgress` hears the fraction done. `cancel` stops it at its next report: the result then
 * rejects with an AbortError. Data limma-voom refuses reject with the refusal as a `TableError`.
 */
export function runLimmaVoom(
  request: LimmaVoomRequest,
  onProgress: (progress: LimmaVoomProgress) => void,
): LimmaVoomRun {
  const worker = de.remote();
  const job = ++jobs;
  const result = worker
    .run(job, Comlink.transfer(request, [request.counts.buffer as ArrayBuffer]), Comlink.proxy(onProgress))
    .then((outcome) => {
      if (outcome.ok) return outcome.value;
      const { code, params, where } = outcome.error;
      throw new TableError(code, params, where);
    });
  return { result, cancel: () => void worker.cancel(job) };
}

/**
 * Expression, QC, PCA and sample correlation of a count matrix, in the limma-voom worker (after
 * any run it is busy with). `values` are transferred: pass a copy to keep the matrix.
 */
export function analyseCounts(values: Float64Array, sampleNames: string[]): Promise<KeptCountAnalysis> {
  return de.remote().analyseCounts(Comlink.transfer(values, [values.buffer as ArrayBuffer]), sampleNames);
}
