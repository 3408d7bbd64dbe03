/**
 * A researcher's own results table added to a project as a genolist
 * (POST /api/projects/{id}/genolists/, "Share to GenoApp"): read by the browser's reader, stored
 * as an imported genolist (values, frame, gene index, comparison), refused with file, line and
 * column, within the plan's limits, by editors only, and nothing written when refused.
 */
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeTable } from '../../genomics/formats/de-table';
import * as schema from '../../server/db/schema';
import { multipartForm } from '../support/archives';
import { signedIn, startTestApp } from './harness';
import { onOwnPlan } from './plans-fixture';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Fields = Record<string, string | number>;
const db = () => t.app.ctx.database.db;
const DESEQ2 = readFileSync('tests/fixtures/formats/deseq2.csv', 'utf8');
const FIELDS: Fields = {
  name: 'Liver vs Kidney',
  numerator: 'Liver',
  reference: 'Kidney',
  factor: 'tissue',
  pvalue_cutoff: 0.05,
  fold_change_cutoff: 1.5,
};

function upload(
  projectId: number,
  headers: Headers,
  fields = FIELDS,
  file = 'deseq2.csv',
  content: string | Buffer = DESEQ2,
) {
  const body = multipartForm(fields, file, Buffer.from(content));
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/genolists/`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function newProject(headers: Headers, name = 'Shared from my laptop'): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/projects/', headers, payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function genolistsIn(projectId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(schema.genolists)
    .where(eq(schema.genolists.project_id, projectId));
  return row?.n ?? 0;
}

async function comparisonsIn(projectId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(schema.comparisons)
    .where(eq(schema.comparisons.project_id, projectId));
  return row?.n ?? 0;
}

describe('a DESeq2 table shared into a new project', () => {
  it('becomes a private genolist of its owner, with the values, frame and comparison of an imported one', async () => {
    const user = await signedIn(t.app);
    const projectId = await newProject(user.headers);
    const response = await upload(projectId, user.headers);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: 'Liver vs Kidney', public: false, project: { id: projectId } });

    const [row] = await db().select().from(schema.genolists).where(eq(schema.genolists.id, created.id));
    const read = readDeTable('deseq2.csv', DESEQ2);
    if (read.kind !== 'table') throw new Error('the fixture needs no mapping');
    const table = read.table;
    expect(row).toMatchObject({
      owner_id: user.user.id,
      source: 'RESULTS_UPLOAD',
      gene_count: table.geneIds.length,
    });

    const frame = await t.app.inject({ url: `/api/genolists/${created.id}/frame`, headers: user.headers });
    expect(frame.statusCode).toBe(200);
    const columns = frame.json();
    expect(columns.gene_id).toEqual(table.geneIds);
    expect(columns.log2fc).toEqual(Array.from(table.log2fc, (v) => (Number.isFinite(v) ? v : null)));
    expect(columns.padj).toEqual(Array.from(table.padj, (v) => (Number.isFinite(v) ? v : null)));
    expect(columns.base_mean).toEqual(Array.from(table.baseMean));

    const project = (
      await t.app.inject({ url: `/api/projects/${projectId}/?extended=true`, headers: user.headers })
    ).json();
    expect(project.comparisons).toMatchObject([
      {
        name: 'Liver vs Kidney',
        main_factor: { factor: 'tissue', level: 'Liver' },
        secondary_factor: { factor: 'tissue', level: 'Kidney' },
        genolist_id: created.id,
      },
    ]);
    const gene = table.geneIds[0] as string;
    const [indexed] = await db()
      .select({ n: count() })
      .from(schema.geneIndex)
      .where(eq(schema.geneIndex.genolist_id, created.id));
    expect(indexed?.n).toBeGreaterThan(0);
    const [ref] = await db()
      .select()
      .from(schema.geneRefs)
      .where(eq(schema.geneRefs.id_reference_database, gene));
    expect(ref).toBeDefined();
  });

  it('stands alone, with no comparison, when the levels are not known', async () => {
    const user = await signedIn(t.app);
    const projectId = await newProject(user.headers);
    const { numerator, reference, factor, ...fields } = FIELDS;
    const response = await upload(projectId, user.headers, fields);
    expect(response.statusCode).toBe(201);
    expect(await comparisonsIn(projectId)).toBe(0);
  });
});

describe('refusals', () => {
  it('answers 401 to anonymous callers, 404 to who may not see the project, 403 to who sees but may not edit it', async () => {
    const owner = await signedIn(t.app);
    const stranger = await signedIn(t.app);
    const projectId = await newProject(owner.headers);
    expect((await upload(projectId, {})).statusCode).toBe(401);
    expect((await upload(projectId, stranger.headers)).statusCode).toBe(404);
    const shown = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/`,
      headers: owner.headers,
      payload: { public: true },
    });
    expect(shown.statusCode).toBe(200);
    const refused = await upload(projectId, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');
    expect(await genolistsIn(projectId)).toBe(0);
  });

  it('names file, line and column of a bad value, and writes nothing', async () => {
    const user = await signedIn(t.app);
    const projectId = await newProject(user.headers);
    const lines = DESEQ2.split('\n');
    const cells = (lines[3] as string).split(',');
    cells[2] = '"abc"';
    lines[3] = cells.join(',');
    const response = await upload(projectId, user.headers, FIELDS, 'deseq2.csv', lines.join('\n'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'invalid_results_file',
      detail: 'deseq2.csv, line 4, column log2FoldChange: "abc" is not a number',
    });
    expect(await genolistsIn(projectId)).toBe(0);
    expect(await comparisonsIn(projectId)).toBe(0);
  });

  it('refuses columns no tool writes, an empty file, a missing name and a numerator without reference', async () => {
    const user = await signedIn(t.app);
    const projectId = await newProject(user.headers);
    const renamed = await upload(
      projectId,
      user.headers,
      FIELDS,
      'mine.csv',
      'gene,log2FC,p_value\nENSG00000000003,1.2,0.01\n',
    );
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().detail).toMatch(/^mine\.csv: unknown result dialect/);
    const noFoldChange = await upload(
      projectId,
      user.headers,
      FIELDS,
      'mine.csv',
      'gene,p\nENSG00000000003,0.01\n',
    );
    expect(noFoldChange.json().detail).toMatch(/^mine\.csv, line 1: no log2 fold-change column/);
    const empty = await upload(projectId, user.headers, FIELDS, 'empty.csv', '');
    expect(empty.statusCode).toBe(400);
    const { name, ...unnamed } = FIELDS;
    const noName = await upload(projectId, user.headers, unnamed);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty('name');
    const { reference, ...half } = FIELDS;
    const noReference = await upload(projectId, user.headers, half);
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().fields).toHaveProperty('reference');
    const badCutoff = await upload(projectId, user.headers, { ...FIELDS, pvalue_cutoff: 2 });
    expect(badCutoff.statusCode).toBe(400);
    expect(badCutoff.json().fields).toHaveProperty('pvalue_cutoff');
    expect(await genolistsIn(projectId)).toBe(0);
  });

  it('refuses a second comparison of the same name in the project (409), leaving the first as it was', async () => {
    const user = await signedIn(t.app);
    const projectId = await newProject(user.headers);
    expect((await upload(projectId, user.headers)).statusCode).toBe(201);
    const again = await upload(projectId, user.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('comparison_exists');
    expect(await genolistsIn(projectId)).toBe(1);
    expect(await comparisonsIn(projectId)).toBe(1);
  });
});

describe('plans', () => {
  it("refuses a genolist past the plan's limit with its message, and writes nothing", async () => {
    const user = await signedIn(t.app);
    await onOwnPlan(db(), user.user.id, { max_genolists: 1 });
    const projectId = await newProject(user.headers);
    expect((await upload(projectId, user.headers)).statusCode).toBe(201);
    const second = await upload(projectId, user.headers, { ...FIELDS, name: 'Second' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      code: 'plan_limit_reached',
      detail: 'You have reached the limit of your current plan',
    });
    expect(await genolistsIn(projectId)).toBe(1);
    expect(await comparisonsIn(projectId)).toBe(1);
  });

  it('lets two uploads racing for the last place take it once', async () => {
    const user = await signedIn(t.app);
    await onOwnPlan(db(), user.user.id, { max_genolists: 1 });
    const projectId = await newProject(user.headers);
    const answers = await Promise.all([
      upload(projectId, user.headers, { ...FIELDS, name: 'A' }),
      upload(projectId, user.headers, { ...FIELDS, name: 'B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    expect(await genolistsIn(projectId)).toBe(1);
  });

  it("refuses a table that does not fit the storage of the owner's plan", async () => {
    const user = await signedIn(t.app);
    await onOwnPlan(db(), user.user.id, { max_storage_gb: 0 });
    const projectId = await newProject(user.headers);
    const response = await upload(projectId, user.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('quota_exceeded');
    expect(await genolistsIn(projectId)).toBe(0);
  });

  it('does not limit staff', async () => {
    const staff = await signedIn(t.app, { staff: true });
    await onOwnPlan(db(), staff.user.id, { max_genolists: 0 });
    const projectId = await newProject(staff.headers);
    expect((await upload(projectId, staff.headers)).statusCode).toBe(201);
  });
});
