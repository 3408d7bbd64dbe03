import * as Comlink from 'comlink';
import { type KeptCountAnalysis, keptCountAnalysis } from '../genomics/compute/count-analysis';
import {
  type LimmaVoomProgress,
  type LimmaVoomRequest,
  type LimmaVoomResult,
  limmaVoomSteps,
} from '../genomics/de/limma-voom';
import { TableError, type TableErrorInfo } from '../genomics/formats/table-error';

/**
 * limma-voom off the main thread (genomics/de/limma-voom.ts), and what the counts give on their
 * own (genomics/compute/count-analysis.ts). `run` drives the analysis's steps
 * and, every ~40 ms, reports progress and lets queued messages in, so `cancel(job)` stops it at
 * the next report (the run then rejects with an AbortError). Send the counts transferred; the
 * result's arrays come back transferred. Data limma-voom refuses answer the refusal's code and
 * parameters, which a thrown error would lose on its way out of the worker.
 */

export type LimmaVoomOutcome =
  | { ok: true; value: LimmaVoomResult }
  | { ok: false; error: TableErrorInfo; message: string };

const REPORT_EVERY_MS = 40;

/** Jobs running, and those asked to stop. */
const running = new Set<number>();
const cancelled = new Set<number>();

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function buffersOf(result: LimmaVoomResult): ArrayBuffer[] {
  const { trend, ...columns } = result;
  const arrays = [...Object.values(columns), ...Object.values(trend)].filter(
    (value): value is Float64Array | Int32Array => ArrayBuffer.isView(value),
  );
  return [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))];
}

const api = {
  async run(
    job: number,
    request: LimmaVoomRequest,
    onProgress?: (progress: LimmaVoomProgress) => void,
  ): Promise<LimmaVoomOutcome> {
    running.add(job);
    let reported = performance.now();
    try {
      const steps = limmaVoomSteps(request);
      for (;;) {
        const next = steps.next();
        if (next.done) return Comlink.transfer({ ok: true, value: next.value }, buffersOf(next.value));
        if (performance.now() - reported < REPORT_EVERY_MS) continue;
        onProgress?.(next.value);
        await nextTask();
        if (cancelled.has(job)) {
          steps.return(undefined as never);
          throw new DOMException('The analysis was cancelled', 'AbortError');
        }
        reported = performance.now();
      }
    } catch (error) {
      if (error instanceof TableError) return { ok: false, error: error.info, message: error.message };
      throw error;
    } finally {
      running.delete(job);
      cancelled.delete(job);
    }
  },

  /**
   * Expression, QC, PCA and sample correlation of a count matrix, as the import computes them.
   * Send the counts transferred: they become the expression in place.
   */
  analyseCounts(values: Float64Array, sampleNames: string[]): KeptCountAnalysis {
    const kept = keptCountAnalysis({ values, sampleNames }, { reuseCounts: true });
    const arrays = [
      kept.librarySizes,
      kept.genesDetected,
      kept.sizeFactors,
      kept.expression,
      kept.correlation.matrix,
      kept.pca.varianceExplained,
      kept.pca.scores,
      kept.pca.genesUsed,
    ];
    return Comlink.transfer(kept, [...new Set(arrays.map((array) => array.buffer as ArrayBuffer))]);
  },

  /** Stops job `job` at its next report; a job already finished is left alone. */
  cancel(job: number): void {
    if (running.has(job)) cancelled.add(job);
  },
};

export type DeWorkerApi = typeof api;
Comlink.expose(api);
