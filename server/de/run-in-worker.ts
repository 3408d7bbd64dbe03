import { Worker } from 'node:worker_threads';
import type { LimmaVoomRequest } from '../../genomics/de/limma-voom';
import type { TableErrorInfo } from '../../genomics/formats/table-error';

/** The columns of limma's table a genolist keeps, for the analysed genes (`genes`: their input index). */
export interface DeTable {
  genes: Int32Array;
  logFC: Float64Array;
  aveExpr: Float64Array;
  pValue: Float64Array;
  adjPValue: Float64Array;
}

export type DeWorkerAnswer =
  | { type: 'progress'; step: string; fraction: number }
  | { type: 'done'; table: DeTable }
  | { type: 'error'; message: string; info: TableErrorInfo | null };

/** Why limma-voom refused the data; the message is limma-voom's, in English. */
export class DeRefused extends Error {}

const WORKER_URL = new URL('./limma-voom.worker.ts', import.meta.url).href;
// Node 20 does not pass tsx's loader hooks on to worker threads: the worker registers them itself.
const WORKER_BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

/** Runs limma-voom in a worker thread; the counts' buffer moves to it. */
export function runLimmaVoomInWorker(
  request: LimmaVoomRequest,
  onProgress: (step: string, fraction: number) => void,
): Promise<DeTable> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, {
      eval: true,
      workerData: request,
      transferList: [request.counts.buffer as ArrayBuffer],
    });
    worker.on('message', (message: DeWorkerAnswer) => {
      if (message.type === 'progress') onProgress(message.step, message.fraction);
      else if (message.type === 'done') resolve(message.table);
      else reject(new DeRefused(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the limma-voom worker stopped with code ${code}`));
    });
  });
}
