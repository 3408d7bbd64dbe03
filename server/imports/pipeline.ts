import { Worker } from 'node:worker_threads';
import type { Db } from '../db/client';
import type { ProjectAnalysis } from './analyse';
import type { CountsToWrite } from './archive-types';
import { type ArchiveToWrite, writeDataFile, writeProject } from './store';

export type Step = 'reading' | 'computing' | 'writing';

/** Where each step sits on the task's progress bar (percent at its start). */
const STEP_START: Record<Step, number> = { reading: 5, computing: 35, writing: 50 };

/** What a task imports: an archive (a new or re-imported project), or a data file into a project. */
export type ImportSource =
  | { kind: 'archive'; path: string; fileName: string }
  | { kind: 'data-file'; path: string; fileName: string };

/** What the worker answers: everything but the count values, which the analysis has digested. */
export type WorkerResult =
  | { kind: 'archive'; archive: ArchiveToWrite; analysis: ProjectAnalysis }
  | { kind: 'data-file'; counts: CountsToWrite; analysis: ProjectAnalysis };

export interface ImportRequest {
  source: ImportSource;
  /** Archive: the library code; the project it makes is found or created by it. */
  library: string;
  /** Data file: the project it fills. */
  projectId: number | null;
  ownerId: number | null;
  makePublic: boolean;
  onProgress: (progress: number, step: string) => void;
}

export class ImportFailed extends Error {}

const WORKER_URL = new URL('./analyse.worker.ts', import.meta.url).href;
const WORKER_BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

function analyseInWorker(source: ImportSource, onStep: (step: Step) => void) {
  return new Promise<WorkerResult>((resolve, reject) => {
    // Node 20 does not pass tsx's loader hooks on to worker threads: the worker registers them itself.
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: source });
    worker.on('message', (message) => {
      if (message.type === 'step') onStep(message.step);
      else if (message.type === 'done') resolve(pooled(message.result));
      else reject(new ImportFailed(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new ImportFailed(`the import worker stopped with code ${code}`));
    });
  });
}

/**
 * With IMPORT_TIMINGS set (any value), each writing step's duration goes to stderr as the step
 * ends (`import writing genes: 3512 ms`; the last step's time includes the commit): where the
 * writing time goes, without a profiler.
 */
function writingStepTimer() {
  if (!process.env.IMPORT_TIMINGS) return { next: (_step: string | null) => {} };
  let current: string | null = null;
  let started = performance.now();
  return {
    next(step: string | null) {
      const now = performance.now();
      if (current !== null)
        process.stderr.write(`import writing ${current}: ${Math.round(now - started)} ms\n`);
      current = step;
      started = now;
    },
  };
}

/**
 * Reads, analyses and writes one archive or data file; returns the project id and the
 * milliseconds each step took.
 */
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
  // A data file's project may have been deleted while the task waited: nothing to read it for.
  const target = request.source.kind === 'data-file' ? request.projectId : null;
  if (request.source.kind === 'data-file' && target === null) {
    throw new ImportFailed('The project was deleted before its data file was imported');
  }
  request.onProgress(STEP_START.reading, 'reading');
  const result = await analyseInWorker(request.source, (step) => {
    if (step !== 'reading') enter(step);
  });
  enter('writing');
  const timer = writingStepTimer();
  const onStep = (step: string, fraction: number) => {
    timer.next(step);
    request.onProgress(STEP_START.writing + fraction * 48, `writing: ${step}`);
  };
  const projectId =
    result.kind === 'archive'
      ? await writeProject(db, result.archive, result.analysis, {
          library: request.library,
          ownerId: request.ownerId,
          makePublic: request.makePublic,
          onStep,
          onTimedStep: timer.next,
        })
      : await writeDataFile(db, target as number, result.counts, result.analysis, onStep);
  timer.next(null);
  timings.writing = Math.round(performance.now() - started);
  return { projectId, timings };
}

/**
 * In the worker the tables share one string per gene id and symbol (`StringPool`), but a
 * message carries each table's copy apart: 20 comparisons of 60,000 genes arrive as 2.4 million
 * strings (≈ 77 MB). Pooled again, the copies are garbage before the writing starts.
 */
function pooled(result: WorkerResult): WorkerResult {
  const pool = new Map<string, string>();
  const intern = (values: (string | null)[]) => {
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (value === null || value === undefined) continue;
      const kept = pool.get(value);
      if (kept === undefined) pool.set(value, value);
      else values[i] = kept;
    }
  };
  const counts = result.kind === 'archive' ? result.archive.counts : result.counts;
  intern(counts.geneIds);
  intern(counts.symbols);
  if (result.kind === 'archive') {
    for (const { table, goTerms } of result.archive.comparisons) {
      intern(table.geneIds);
      intern(table.symbols);
      for (const term of goTerms ?? []) intern(term.genes);
    }
  }
  return result;
}
