import type { paths } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { type UploadProgress, uploadFile } from '../../../api/upload';
import type { Genolist } from '../api/get-my-genolists';
import type { GeneFrame } from '../gene-frame';
import type { LocalResultRecord } from './local-results-store';
import { resultsTableFileName, resultsTableText, sharedDialect } from './results-table-file';

/**
 * "Share to GenoApp": a result kept on this device becomes an ordinary genolist of the server,
 * owned by the user, in a project they create here or one they may edit. The genes go as a
 * results table (`results-table-file.ts`), gzip-compressed, to the route that reads it with the
 * browser's own reader; the server refuses what the user's plan or rights do not allow.
 */

const UPLOAD_PATH = '/api/projects/{id}/genolists/' satisfies keyof paths;

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

export interface ShareSteps {
  onStep?: (step: 'project' | 'upload') => void;
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

/**
 * Resolves with the new genolist (its project in `project`); rejects with an `ApiError`, or an
 * `AbortError`. A project created for it is deleted again when the genolist is refused, so a
 * failed share leaves nothing on the server.
 */
export async function shareLocalResult(request: ShareRequest, steps: ShareSteps = {}): Promise<Genolist> {
  if (request.target.kind === 'existing') return uploadResult(request.target.projectId, request, steps);
  steps.onStep?.('project');
  const project = await unwrap(
    client.POST('/api/projects/', { body: { name: request.target.projectName }, signal: steps.signal }),
  );
  try {
    return await uploadResult(project.id, request, steps);
  } catch (error) {
    await client.DELETE('/api/projects/{id}/', { params: { path: { id: project.id } } }).catch(() => {});
    throw error;
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
