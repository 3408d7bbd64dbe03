import type { paths } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { ApiError, unwrap } from '../../../api/errors';
import { type UploadProgress, uploadFile } from '../../../api/upload';
import type { Genolist } from '../api/get-my-genolists';
import type { GeneFrame } from '../gene-frame';
import { type LocalCounts, type LocalResultRecord, readLocalCounts } from './local-results-store';
import { resultsTableFileName, resultsTableText, sharedDialect } from './results-table-file';
import { gzippedCountsTable, sampleFactorsBody } from './shared-counts';

/**
 * "Share to GenoApp": a result kept on this device becomes an ordinary genolist of the server,
 * owned by the user, in a project they create here or one they may edit. The genes go as a
 * results table (`results-table-file.ts`), gzip-compressed, to the route that reads it with the
 * browser's own reader; the server refuses what the user's plan or rights do not allow.
 *
 * A result computed here from counts, shared into a new project, takes its counts and sample
 * sheet along first (`shared-counts.ts`): the count matrix as the project's data file, imported
 * by the server as any (samples, QC, PCA, correlation, expression), then the samples' factors,
 * then the genes, whose comparison then names levels the samples have. A project that has data
 * already cannot take a count matrix: into an existing project only the genes go.
 */

const UPLOAD_PATH = '/api/projects/{id}/genolists/' satisfies keyof paths;
const DATA_PATH = '/api/projects/{id}/data/' satisfies keyof paths;
/** How often the project is asked about its data file's import. */
const IMPORT_POLL_MS = 1000;

export type ShareTarget = { kind: 'new'; projectName: string } | { kind: 'existing'; projectId: number };

export interface ShareRequest {
  record: LocalResultRecord;
  frame: GeneFrame;
  target: ShareTarget;
  genolistName: string;
  /** The numerator and reference (with their factor), or null when not known. */
  comparison: { factor: string; numerator: string; reference: string } | null;
  pvalueCutoff: number;
  foldChangeCutoff: number;
}

/**
 * The steps of a share, in order: the project made, the counts sent then imported by the
 * server, the sample sheet given, the genes sent.
 */
export type ShareStep = 'project' | 'counts' | 'import' | 'samples' | 'upload';

export interface ShareSteps {
  onStep?: (step: ShareStep) => void;
  /** Bytes sent during `counts` and `upload`; percent imported (of 100) during `import`. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

async function gzipped(text: string): Promise<Blob> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).blob();
}

/** The comparison a result made here carries; a table's is the user's to say. */
export function knownComparison(record: LocalResultRecord): ShareRequest['comparison'] {
  const { origin } = record;
  return origin.kind === 'limma-voom'
    ? { factor: origin.factor, numerator: origin.numerator, reference: origin.reference }
    : null;
}

/** Whether sharing into `target` takes the result's counts and samples along. */
export function sendsCounts(record: LocalResultRecord, target: ShareTarget['kind']): boolean {
  return target === 'new' && record.withCounts === true;
}

/**
 * Resolves with the new genolist (its project in `project`); rejects with an `ApiError`, or an
 * `AbortError`. A project created for it is deleted again when any step is refused or
 * cancelled, so a failed share leaves nothing on the server.
 */
export async function shareLocalResult(request: ShareRequest, steps: ShareSteps = {}): Promise<Genolist> {
  if (request.target.kind === 'existing') return uploadResult(request.target.projectId, request, steps);
  // Read before anything is made: a result whose counts are gone shares its genes alone.
  const { record } = request;
  const counts = sendsCounts(record, 'new')
    ? await readLocalCounts(record.userId, record.localId)
    : undefined;
  steps.onStep?.('project');
  const project = await unwrap(
    client.POST('/api/projects/', { body: { name: request.target.projectName }, signal: steps.signal }),
  );
  try {
    if (counts) await sendCounts(project.id, record.name, counts, steps);
    return await uploadResult(project.id, request, steps);
  } catch (error) {
    await client.DELETE('/api/projects/{id}/', { params: { path: { id: project.id } } }).catch(() => {});
    throw error;
  }
}

async function sendCounts(projectId: number, name: string, counts: LocalCounts, steps: ShareSteps) {
  steps.onStep?.('counts');
  const fileName = `${resultsTableFileName(`${name} counts`)}.gz`;
  const file = new File([await gzippedCountsTable(counts)], fileName, { type: 'application/gzip' });
  await uploadFile(DATA_PATH.replace('{id}', String(projectId)), file, {
    onProgress: steps.onProgress,
    signal: steps.signal,
  });
  steps.onStep?.('import');
  await importEnded(projectId, steps);
  steps.onStep?.('samples');
  await unwrap(
    client.PUT('/api/projects/{id}/sample-factors/', {
      params: { path: { id: projectId } },
      body: sampleFactorsBody(counts),
      signal: steps.signal,
    }),
  );
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Waits for the server's import of the data file, as the project's page does; rejects with its refusal. */
async function importEnded(projectId: number, steps: ShareSteps): Promise<void> {
  for (;;) {
    const project = await unwrap(
      client.GET('/api/projects/{id}', {
        params: { path: { id: projectId }, query: { extended: true } },
        signal: steps.signal,
      }),
    );
    const task = project.data_import;
    if (project.status === 'SUCCESS' && project.samples_count > 0) return;
    if (project.status === 'ERROR' || task?.status === 'FAILURE') {
      const detail = task?.error ?? 'The count matrix could not be imported';
      throw new ApiError(detail, 422, { detail });
    }
    steps.onProgress?.({ loaded: task?.progress ?? 0, total: 100 });
    await pause(IMPORT_POLL_MS, steps.signal);
  }
}

async function uploadResult(projectId: number, request: ShareRequest, steps: ShareSteps): Promise<Genolist> {
  steps.onStep?.('upload');
  const text = resultsTableText(request.frame, sharedDialect(request.frame, request.record.origin));
  const name = `${resultsTableFileName(request.record.name)}.gz`;
  const file = new File([await gzipped(text)], name, { type: 'application/gzip' });
  const fields: Record<string, string> = {
    name: request.genolistName,
    pvalue_cutoff: String(request.pvalueCutoff),
    fold_change_cutoff: String(request.foldChangeCutoff),
  };
  if (request.comparison) {
    fields.factor = request.comparison.factor;
    fields.numerator = request.comparison.numerator;
    fields.reference = request.comparison.reference;
  }
  return uploadFile<Genolist>(UPLOAD_PATH.replace('{id}', String(projectId)), file, {
    fields,
    onProgress: steps.onProgress,
    signal: steps.signal,
  });
}
