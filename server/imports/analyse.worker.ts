/**
 * Reads and analyses an archive or a project's data file off the main thread, so that a large
 * import (seconds of parsing and linear algebra) never stalls the server's other requests. Only
 * receives and answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyse } from './analyse';
import { readArchive } from './archive/read-archive';
import { ArchiveError } from './archive-types';
import { readDataFile } from './data-file/read-data-file';
import type { ImportSource, WorkerResult } from './pipeline';
import { encodeCounts } from './raw-counts';

const source = workerData as ImportSource;
const port = parentPort;
if (!port) throw new Error('analyse.worker.ts must run in a worker thread');

async function readAndAnalyse(): Promise<WorkerResult> {
  if (source.kind === 'archive') {
    const archive = await readArchive(source.path, source.fileName);
    port?.postMessage({ type: 'step', step: 'computing' });
    // Compressed before the analysis overwrites the values.
    const raw = encodeCounts(archive.counts);
    const analysis = analyse(archive, { reuseCounts: true });
    // The count values stay here: the analysis has digested them, and the main thread is spared 8 bytes a cell.
    const { values: _, ...counts } = archive.counts;
    return {
      kind: 'archive',
      archive: { ...archive, counts: { ...counts, raw } },
      analysis,
    };
  }
  const matrix = await readDataFile(source.path, source.fileName);
  port?.postMessage({ type: 'step', step: 'computing' });
  const raw = encodeCounts(matrix);
  const analysis = analyse(
    { counts: matrix, qc: null, genes: null, sequenceDistribution: null, comparisons: [] },
    { reuseCounts: true },
  );
  const { values: _, ...counts } = matrix;
  return { kind: 'data-file', counts: { ...counts, raw }, analysis };
}

/** The typed arrays' memory moves to the main thread instead of being copied: 48 MB for 20 comparisons of 60,000 genes. */
function transferables(result: WorkerResult): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>([result.analysis.expression.buffer as ArrayBuffer]);
  const counts = result.kind === 'archive' ? result.archive.counts : result.counts;
  // A chunk may share a pooled buffer with others (zlib's output): only whole buffers move.
  for (const chunk of counts.raw?.chunks ?? []) {
    if (chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength)
      buffers.add(chunk.buffer as ArrayBuffer);
  }
  if (result.kind === 'archive') {
    for (const { table } of result.archive.comparisons) {
      for (const column of [table.baseMean, table.aveLogExpr, table.log2fc, table.pvalue, table.padj]) {
        buffers.add(column.buffer as ArrayBuffer);
      }
    }
  }
  return [...buffers];
}

try {
  port.postMessage({ type: 'step', step: 'reading' });
  const result = await readAndAnalyse();
  port.postMessage({ type: 'done', result }, transferables(result));
} catch (error) {
  port.postMessage({
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
    status: error instanceof ArchiveError ? error.status : null,
  });
}
