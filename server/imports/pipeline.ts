import { Worker } from 'node:worker_threads';
import type { Db } from '../db/client';
import type { ProjectAnalysis } from './analyse';
import { type ArchiveToWrite, writeProject } from './store';

export type Step = 'reading' | 'computing' | 'writing';

/** Where each step sits on the task's progress bar (percent at its start). */
const STEP_START: Record<Step, number> = { reading: 5, computing: 35, writing: 50 };

export interface ImportRequest {
  zipPath: string;
  fileName: string;
  library: string;
  ownerId: number | null;
  makePublic: boolean;
  onProgress: (progress: number, step: string) => void;
}

export class ImportFailed extends Error {}

const WORKER_URL = new URL('./analyse.worker.ts', import.meta.url).href;
const WORKER_BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

function analyseInWorker(zipPath: string, fileName: string, onStep: (step: Step) => void) {
  return new Promise<{ archive: ArchiveToWrite; analysis: ProjectAnalysis }>((resolve, reject) => {
    // Node 20 does not pass tsx's loader hooks on to worker threads: the worker registers them itself.
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: { zipPath, fileName } });
    worker.on('message', (message) => {
      if (message.type === 'step') onStep(message.step);
      else if (message.type === 'done') resolve({ archive: message.archive, analysis: message.analysis });
      else reject(new ImportFailed(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new ImportFailed(`the import worker stopped with code ${code}`));
    });
  });
}

/** Reads, analyses and writes one archive; returns the project id and the milliseconds each step took. */
export async function runImport(db: Db, request: ImportRequest) {
  const timings: Record<string, number> = {};
  let current: Step = 'reading';
  let started = performance.now();
  const enter = (step: Step) => {
    timings[current] = Math.round(performance.now() - started);
    current = step;
    started = performance.now();
    request.onProgress(STEP_START[step], step);
  };
  request.onProgress(STEP_START.reading, 'reading');
  const { archive, analysis } = await analyseInWorker(request.zipPath, request.fileName, (step) => {
    if (step !== 'reading') enter(step);
  });
  enter('writing');
  const projectId = await writeProject(db, archive, analysis, {
    library: request.library,
    ownerId: request.ownerId,
    makePublic: request.makePublic,
    onStep: (step, fraction) => request.onProgress(STEP_START.writing + fraction * 48, `writing: ${step}`),
  });
  timings.writing = Math.round(performance.now() - started);
  return { projectId, timings };
}
