/**
 * Runs limma-voom (genomics/de) off the main thread, so that the server keeps answering while
 * a comparison of 60,000 genes × 384 samples is computed. Only receives and answers: progress
 * as it goes, then the table's columns (transferred, not copied) or the refusal's code.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DeInputError } from '../../genomics/de/design';
import { type LimmaVoomRequest, runLimmaVoom } from '../../genomics/de/limma-voom';
import type { DeWorkerAnswer } from './run-in-worker';

const port = parentPort;
if (!port) throw new Error('limma-voom.worker.ts must run in a worker thread');

function answer(message: DeWorkerAnswer, transfer: ArrayBuffer[] = []) {
  port?.postMessage(message, transfer);
}

try {
  const result = runLimmaVoom(workerData as LimmaVoomRequest, (progress) =>
    answer({ type: 'progress', step: progress.step, fraction: progress.fraction }),
  );
  const table = {
    genes: result.genes,
    logFC: result.logFC,
    aveExpr: result.aveExpr,
    pValue: result.pValue,
    adjPValue: result.adjPValue,
  };
  answer(
    { type: 'done', table },
    Object.values(table).map((column) => column.buffer as ArrayBuffer),
  );
} catch (error) {
  answer({
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
    info: error instanceof DeInputError ? error.info : null,
  });
}
