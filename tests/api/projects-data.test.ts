/**
 * The data file of a project (POST /api/projects/{id}/data/, server/imports/data-file/README.md):
 * a count matrix sent into a project created empty is imported by an import task, and
 * the project then answers the same samples, QC, PCA and correlation as the import archive made
 * of the same counts.
 */
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCountMatrix } from '../../genomics/formats/counts';
import * as schema from '../../server/db/schema';
import { analyse } from '../../server/imports/analyse';
import { DataFileRefused, writeDataFile } from '../../server/imports/store';
import { MAX_ATTEMPTS, recoverStaleTasks, STALE_AFTER_MS } from '../../server/imports/tasks';
import { multipartBody } from '../support/archives';
import { cellsOf, csvOf, demoCounts, tsvOf, xlsxOf } from '../support/data-files';
import { importDemo } from './demo-data';
import { signedIn, startTestApp } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let rows: string[][];
/** The same counts imported from the SLC002 archive: what a data file must give too. */
let archiveProject: number;

const reference = JSON.parse(readFileSync('tests/fixtures/reference_SLC002.json', 'utf8'));

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, { staff: true });
  other = await signedIn(t.app);
  rows = cellsOf(await demoCounts('SLC002'));
  archiveProject = await importDemo(t.app, 'SLC002', { ownerId: staff.user.id });
});
afterAll(() => t.close());

async function createProject(name: string, headers = staff.headers): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/projects/', headers, payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

function send(
  projectId: number | string,
  fileName: string,
  content: string | Buffer,
  headers: Record<string, string> = staff.headers,
) {
  const body = multipartBody(fileName, Buffer.from(content));
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/data/`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const get = (url: string, headers = staff.headers) => t.app.inject({ url, headers });
const project = async (id: number) => (await get(`/api/projects/${id}/?extended=true`)).json();

/**
 * Polls the project as its page does, until its data file's import ends: the project's row turns
 * SUCCESS when the data's transaction commits, its task's row a moment later, in the next one.
 */
async function settled(id: number) {
  for (let i = 0; i < 600; i++) {
    const answer = await project(id);
    const task = answer.data_import as { status: string } | null;
    if (answer.status !== 'PROCESSING' && !(task && ['PENDING', 'RUNNING'].includes(task.status)))
      return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`project ${id} stayed PROCESSING`);
}

async function rowsOf(id: number) {
  const db = t.app.ctx.database.db;
  const [samples] = await db
    .select({ n: count() })
    .from(schema.samples)
    .where(eq(schema.samples.project_id, id));
  const [expression] = await db
    .select({ n: count() })
    .from(schema.geneExpression)
    .where(eq(schema.geneExpression.project_id, id));
  const [analyses] = await db
    .select({ n: count() })
    .from(schema.projectAnalyses)
    .where(eq(schema.projectAnalyses.project_id, id));
  return { samples: samples?.n, expression: expression?.n, analyses: analyses?.n };
}

const analysesOf = async (id: number) => ({
  quality: (await get(`/api/projects/${id}/samples-quality-control`)).json(),
  pca: (await get(`/api/projects/${id}/pca-data`)).json(),
  correlation: (await get(`/api/projects/${id}/samples-correlation`)).json(),
  genes: (await get(`/api/projects/${id}/genes-detected`)).json(),
  distribution: (await get(`/api/projects/${id}/sequence-distribution`)).json(),
});

describe.each([
  ['counts.csv', () => csvOf(rows)],
  ['counts.txt', () => tsvOf(rows)],
  ['counts.xlsx', () => xlsxOf(rows)],
])('a project created with the SLC002 counts as %s', (fileName, content) => {
  let id: number;
  let detail: Record<string, unknown> & { samples: { name: string; factors: unknown[] }[] };

  beforeAll(async () => {
    id = await createProject(`Marioni counts from ${fileName}`);
    expect((await project(id)).status).toBe('PENDING');
    const answer = await send(id, fileName, await content());
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ task_id: expect.any(Number), status: 'PROCESSING' });
    detail = await settled(id);
  });

  it('ends SUCCESS with the samples named from the header, in file order, with no factor', () => {
    expect(detail).toMatchObject({
      status: 'SUCCESS',
      samples_count: 10,
      gene_count: 5088,
      factors: [],
      data_import: { file_name: fileName, status: 'SUCCESS', progress: 100, error: null },
    });
    expect(detail.samples.map((s) => s.name)).toEqual(reference.samples);
    expect(detail.samples.every((s) => s.factors.length === 0)).toBe(true);
  });

  it('answers the QC, PCA and correlation that the archive import gives for the same counts', async () => {
    const fromFile = await analysesOf(id);
    const fromArchive = await analysesOf(archiveProject);
    const withoutFactors = (quality: { warning_samples: object[]; failed_samples: object[] }) => ({
      ...quality,
      warning_samples: quality.warning_samples.map((s) => ({ ...s, factors: [] })),
      failed_samples: quality.failed_samples.map((s) => ({ ...s, factors: [] })),
    });
    expect(fromFile.quality).toEqual(withoutFactors(fromArchive.quality));
    expect(fromFile.pca.variance_explained).toEqual(fromArchive.pca.variance_explained);
    expect(fromFile.pca.points).toEqual(fromArchive.pca.points);
    expect(fromFile.pca.dimensions).toEqual(fromArchive.pca.dimensions);
    expect(fromFile.pca.factor_names).toEqual([]);
    expect(fromFile.correlation).toEqual(fromArchive.correlation);
    expect(fromFile.genes).toEqual(fromArchive.genes);
    // R's values (tests/fixtures/reference_SLC002.json): PC1 96.62 %, PC2 0.69 %, 45 strong pairs.
    expect(fromFile.pca.variance_explained.pc1).toBeCloseTo(reference.pca.variance_explained.PC1, 4);
    expect(fromFile.pca.variance_explained.pc2).toBeCloseTo(reference.pca.variance_explained.PC2, 4);
    expect(fromFile.correlation.pairs.strong).toBe(reference.correlation.pairs.strong);
    // No genes file: every read is of a gene without a biotype, and they add up to the library size.
    expect(fromFile.distribution).toMatchObject({ source: 'derived', categories: ['no_biotype'] });
    expect(
      fromFile.distribution.samples.map((s: { reads: { no_biotype: number } }) => s.reads.no_biotype),
    ).toEqual(reference.samples.map((s: string) => reference.library_size[s]));
  });

  it('keeps expression for box plots and heatmaps, one row per gene', async () => {
    expect(await rowsOf(id)).toEqual({ samples: 10, expression: 5088, analyses: 4 });
  });

  it('refuses a second data file: the project has data', async () => {
    const again = await send(id, fileName, await content());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('project_has_data');
    expect(await rowsOf(id)).toEqual({ samples: 10, expression: 5088, analyses: 4 });
  });
});

describe('the import task of a data file', () => {
  it('shows in the console’s task list, for its project, and refuses a second file while it runs', async () => {
    const id = await createProject('Followed in the console');
    const sent = await send(id, 'counts.tsv', tsvOf(rows));
    expect(sent.statusCode).toBe(202);
    const meanwhile = await send(id, 'counts.tsv', tsvOf(rows));
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({
      code: 'project_processing',
      detail: 'A data file is already being imported into this project.',
    });
    await settled(id);
    const task = (await get(`/api/imports/${sent.json().task_id}/`)).json();
    expect(task).toMatchObject({ file_name: 'counts.tsv', library: '', project_id: id, status: 'SUCCESS' });
    expect(task.messages[0].text).toBe('Data file received, waiting for a worker');
  });

  it('leaves nothing of a file refused in its import, names file, line and column, and takes another', async () => {
    const id = await createProject('Bad cell');
    const bad = rows.map((row, r) => (r === 4 ? [row[0], row[1], row[2], 'many', ...row.slice(4)] : row));
    const sent = await send(id, 'bad.csv', csvOf(bad as string[][]));
    expect(sent.statusCode).toBe(202);
    const failed = await settled(id);
    expect(failed).toMatchObject({
      status: 'ERROR',
      samples_count: 0,
      data_import: {
        status: 'FAILURE',
        error: `bad.csv, line 5, column ${reference.samples[1]}: "many" is not a number`,
      },
    });
    expect(await rowsOf(id)).toEqual({ samples: 0, expression: 0, analyses: 0 });
    expect((await get(`/api/projects/${id}/pca-data`)).json().points).toEqual([]);
    // Nothing was kept: a corrected file may follow.
    expect((await send(id, 'good.csv', csvOf(rows))).statusCode).toBe(202);
    expect(await settled(id)).toMatchObject({ status: 'SUCCESS', samples_count: 10 });
  });

  it('checks a workbook’s header in its import, and says what is wrong with it', async () => {
    const id = await createProject('Workbook without gene_id');
    const sent = await send(
      id,
      'counts.xlsx',
      await xlsxOf([
        ['id', 'A', 'B'],
        ['G1', '1', '2'],
      ]),
    );
    expect(sent.statusCode).toBe(202);
    expect(await settled(id)).toMatchObject({
      status: 'ERROR',
      data_import: { status: 'FAILURE', error: 'counts.xlsx, line 1: column "gene_id" is missing' },
    });
  });
});

describe('a refused upload', () => {
  let id: number;
  beforeAll(async () => {
    id = await createProject('Refused uploads');
  });

  it.each([
    [
      'no gene_id',
      'm.csv',
      csvOf([
        ['id', 'A', 'B'],
        ['G1', '1', '2'],
      ]),
      422,
      'm.csv, line 1: column "gene_id" is missing',
    ],
    [
      'one sample',
      'm.tsv',
      tsvOf([
        ['gene_id', 'gene_symbol', 'A'],
        ['G1', 'X', '1'],
      ]),
      422,
      'm.tsv, line 1: a count matrix needs gene_id, optionally gene_symbol, then sample columns (at least 2; found: 1)',
    ],
    ['an empty file', 'm.csv', '', 422, 'm.csv: the file is empty'],
    [
      'another extension',
      'm.json',
      '{}',
      400,
      'Only .csv, .tsv, .txt (gzip-compressed or not) and .xlsx data files are accepted',
    ],
    ['a workbook that is not one', 'm.xlsx', 'gene_id,A,B\n', 400, 'm.xlsx: not a valid .xlsx workbook'],
  ])(
    'is answered at once for %s, and the project is untouched',
    async (_, fileName, content, status, detail) => {
      const answer = await send(id, fileName, content);
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toMatchObject({ code: 'invalid_data_file', detail });
      expect(await project(id)).toMatchObject({ status: 'PENDING', samples_count: 0, data_import: null });
    },
  );

  it('wants multipart with the field "file"', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/data/`,
      headers: staff.headers,
      payload: { file: 'gene_id,A,B' },
    });
    expect(json.statusCode).toBe(400);
    const body = multipartBody('m.csv', Buffer.from(csvOf(rows)), 'data');
    const field = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/data/`,
      payload: body.payload,
      headers: { ...staff.headers, ...body.headers },
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().fields).toEqual({ file: 'This field is required.' });
  });

  it('refuses a project imported from an archive: it has data', async () => {
    const answer = await send(archiveProject, 'counts.csv', csvOf(rows));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'project_has_data',
      detail: 'This project already has data. Create a new project for another count matrix.',
    });
    const french = await send(archiveProject, 'counts.csv', csvOf(rows), {
      ...staff.headers,
      'accept-language': 'fr',
    });
    expect(french.json().detail).toMatch(/^Ce projet contient déjà des données/);
  });
});

describe('who may send a data file', () => {
  it('answers 401 without a session, 404 to whoever may not see the project, 403 to whoever may not edit it', async () => {
    const id = await createProject('Private until published');
    expect((await send(id, 'counts.csv', csvOf(rows), {})).statusCode).toBe(401);
    const hidden = await send(id, 'counts.csv', csvOf(rows), other.headers);
    expect(hidden.statusCode).toBe(404);
    expect((await send(999_999, 'counts.csv', csvOf(rows))).statusCode).toBe(404);
    expect((await send('abc', 'counts.csv', csvOf(rows))).statusCode).toBe(400);
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/`,
      headers: staff.headers,
      payload: { public: true },
    });
    const readOnly = await send(id, 'counts.csv', csvOf(rows), other.headers);
    expect(readOnly.statusCode).toBe(403);
    expect(await project(id)).toMatchObject({ status: 'PENDING', samples_count: 0 });
  });

  it('lets the owner send it, staff or not', async () => {
    const id = await createProject('Handed over');
    const handed = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${id}/`,
      headers: staff.headers,
      payload: { owner: other.user.id },
    });
    expect(handed.statusCode).toBe(200);
    const sent = await send(id, 'counts.csv', csvOf(rows), other.headers);
    expect(sent.statusCode).toBe(202);
    expect(await settled(id)).toMatchObject({ status: 'SUCCESS', samples_count: 10 });
  });
});

describe('the project a data file task is for', () => {
  const matrix = () => parseCountMatrix('counts.csv', csvOf(rows));

  it('writes nothing into a project deleted meanwhile, or one that has data', async () => {
    const counts = matrix();
    const analysis = analyse({ counts, qc: null, genes: null, sequenceDistribution: null, comparisons: [] });
    const { values: _, ...toWrite } = counts;
    const db = t.app.ctx.database.db;
    await expect(writeDataFile(db, 999_999, toWrite, analysis)).rejects.toThrow(DataFileRefused);
    await expect(writeDataFile(db, archiveProject, toWrite, analysis)).rejects.toThrow(
      'The project already has data',
    );
  });

  it('turns ERROR when its task is given up after server stops, so another file may be sent', async () => {
    const db = t.app.ctx.database.db;
    const id = await createProject('Interrupted');
    await db.update(schema.projects).set({ status: 'PROCESSING' }).where(eq(schema.projects.id, id));
    const long = new Date(Date.now() - 2 * STALE_AFTER_MS);
    await db.insert(schema.importTasks).values({
      file_name: 'counts.csv',
      file_path: '/nonexistent/counts.csv',
      file_size: 1,
      library: '',
      project_id: id,
      status: 'RUNNING',
      attempts: MAX_ATTEMPTS,
      heartbeat_at: long,
    });
    await recoverStaleTasks(db);
    expect(await project(id)).toMatchObject({
      status: 'ERROR',
      data_import: { status: 'FAILURE', error: 'The import was interrupted (server stopped) too many times' },
    });
  });
});
