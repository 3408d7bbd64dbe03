/**
 * Reads and analyses an archive off the main thread, so that a large import (seconds of parsing
 * and linear algebra) never stalls the server's other requests. Only receives and answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyse } from './analyse';
import { readArchive } from './archive/read-archive';
import { ArchiveError } from './archive-types';
import type { ArchiveToWrite } from './store';

const { zipPath, fileName } = workerData as { zipPath: string; fileName: string };
const port = parentPort;
if (!port) throw new Error('analyse.worker.ts must run in a worker thread');

try {
  port.postMessage({ type: 'step', step: 'reading' });
  const archive = await readArchive(zipPath, fileName);
  port.postMessage({ type: 'step', step: 'computing' });
  const analysis = analyse(archive);
  // The count values stay here: the analysis has digested them, and the main thread is spared 8 bytes a cell.
  const { values: _, ...counts } = archive.counts;
  const toWrite: ArchiveToWrite = { ...archive, counts };
  port.postMessage({ type: 'done', archive: toWrite, analysis }, [analysis.expression.buffer as ArrayBuffer]);
} catch (error) {
  port.postMessage({
    type: 'error',
    message: error instanceof Error ? error.message : String(error),
    status: error instanceof ArchiveError ? error.status : null,
  });
}
