import type { components } from '../../../openapi/schema';

/**
 * Where a project stands with its data (server/imports/data-file/README.md):
 * - `importing`: its data file is queued or being imported (status PROCESSING): the page shows
 *   the progress and polls the project until it ends;
 * - `failed`: the import failed (status ERROR) and left nothing; another file may be sent;
 * - `awaiting`: created empty (status PENDING), no data yet;
 * - `ready`: anything else: an imported project, whose page shows its data as usual.
 */
export type ProjectDataState = 'importing' | 'failed' | 'awaiting' | 'ready';

type DataFacts = Pick<components['schemas']['Project'], 'status' | 'samples_count' | 'data_import'>;

/** How often the page asks for the project while its data is being imported. */
export const DATA_IMPORT_POLL_MS = 2000;

export function projectDataState(project: DataFacts): ProjectDataState {
  const task = project.data_import?.status;
  const status = project.status.toUpperCase();
  if (task === 'PENDING' || task === 'RUNNING' || status === 'PROCESSING') return 'importing';
  if (project.samples_count > 0) return 'ready';
  if (status === 'ERROR') return 'failed';
  if (status === 'PENDING') return 'awaiting';
  return 'ready';
}

const IMPORT_STEPS = ['queued', 'starting', 'reading', 'computing', 'writing', 'done', 'failed'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** The import step in a word the interface knows ("writing: genes" is writing), or null. */
export function importStep(step: string | undefined): ImportStep | null {
  const major = (step ?? '').split(':')[0]?.trim() ?? '';
  return IMPORT_STEPS.find((known) => known === major) ?? null;
}

/** Up to `shown` names, then an ellipsis: "lane1, lane2, lane3, …". */
export function nameList(names: readonly string[], shown = 6): string {
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head}, …` : head;
}
