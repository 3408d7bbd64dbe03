import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geneRefs, genolists, projectCounts, transcriptoValues } from '../../server/db/schema';
import { expectClose, readReference } from '../support/de-reference';
import { type GenolistWorld, genolistWorld } from './genolists-fixture';

/**
 * A comparison computed on the server by limma-voom (server/de/) on the genolist world's SLC002
 * (private, staff's): Liver vs Kidney with `~0 + tissue + run`, stored as a genolist whose
 * log2FC and adjusted p-values equal limma's in R (tests/fixtures/de/make-reference.R) to 1e-6
 * relative; and what is refused before a task is queued.
 */

let w: GenolistWorld;

beforeAll(async () => {
  w = await genolistWorld();
});
afterAll(async () => {
  await w.t.close();
});

const LIVER_VS_KIDNEY = {
  name: 'Liver vs Kidney (limma-voom)',
  factor: 'tissue',
  numerator: 'Liver',
  reference: 'Kidney',
  covariates: ['run'],
};

function ask(projectId: number, body: object, headers: Record<string, string>) {
  return w.t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/comparisons/`,
    payload: body,
    headers,
  });
}

async function finished(projectId: number, taskId: number) {
  for (let i = 0; i < 1200; i++) {
    const answer = await w.get(`/api/projects/${projectId}/comparisons/tasks/${taskId}/`, w.staff.headers);
    expect(answer.statusCode).toBe(200);
    const task = answer.json();
    if (task.status === 'SUCCESS' || task.status === 'FAILURE') return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} did not end`);
}

describe('a limma-voom comparison computed on the server', () => {
  it('offers the project’s factors and levels, and says who may ask', async () => {
    const answer = await w.get(`/api/projects/${w.p2}/comparisons/options/`, w.staff.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      can_create: true,
      has_counts: true,
      factors: expect.arrayContaining([
        { name: 'tissue', levels: ['Kidney', 'Liver'] },
        { name: 'run', levels: ['run1', 'run2'] },
      ]),
    });
  });

  it('stores Liver vs Kidney as a genolist equal to limma’s table in R', { timeout: 120_000 }, async () => {
    const asked = await ask(w.p2, LIVER_VS_KIDNEY, w.staff.headers);
    expect(asked.statusCode, asked.body).toBe(202);
    const task = await finished(w.p2, asked.json().task_id);
    expect(task, task.error).toMatchObject({ status: 'SUCCESS', progress: 100 });

    const genolist = await w.get(`/api/genolists/${task.genolist_id}/`, w.staff.headers);
    expect(genolist.statusCode).toBe(200);
    expect(genolist.json()).toMatchObject({ name: LIVER_VS_KIDNEY.name, gene_count: 5088 });

    const db = w.t.app.ctx.database.db;
    const rows = await db
      .select({
        gene: geneRefs.id_reference_database,
        log2fc: transcriptoValues.log_2_fc,
        padj: transcriptoValues.pvalue_adj,
      })
      .from(transcriptoValues)
      .innerJoin(geneRefs, eq(geneRefs.id, transcriptoValues.gene_ref_id))
      .where(eq(transcriptoValues.genolist_id, task.genolist_id))
      .orderBy(asc(transcriptoValues.position));
    const ref = readReference('slc002');
    expect(rows.map((row) => row.gene)).toEqual(ref.table.gene_id);
    expectClose(
      Float64Array.from(rows, (row) => row.log2fc ?? Number.NaN),
      ref.table.logFC,
      1e-6,
      1e-12,
      'logFC',
    );
    expectClose(
      Float64Array.from(rows, (row) => row.padj ?? Number.NaN),
      ref.table['adj.P.Val'],
      1e-6,
      1e-12,
      'adj.P.Val',
    );
    const [stored] = await db.select().from(genolists).where(eq(genolists.id, task.genolist_id));
    expect(stored).toMatchObject({ owner_id: w.staff.user.id, public: false, project_id: w.p2 });
    expect(stored?.deg_pos).toBeGreaterThan(0);
  });

  it('refuses a name already taken with 409', async () => {
    const answer = await ask(w.p2, { ...LIVER_VS_KIDNEY, name: 'Liver vs Kidney' }, w.staff.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('comparison_exists');
  });

  it.each([
    ['an unknown factor', { factor: 'organ' }, 'de-unknown-factor', /"organ" is not a factor/],
    ['an unknown level', { numerator: 'Brain' }, 'de-not-a-level', /"Brain" is not a level of "tissue"/],
    ['equal levels', { numerator: 'Kidney' }, 'de-same-levels', /must be different levels/],
    [
      'the factor as a covariate',
      { covariates: ['tissue'] },
      'de-factor-as-covariate',
      /cannot also be a covariate/,
    ],
    ['an unknown covariate', { covariates: ['batch'] }, 'de-unknown-factor', /"batch" is not a factor/],
  ])('refuses %s with 422 naming it', async (_, change, code, message) => {
    const answer = await ask(w.p2, { ...LIVER_VS_KIDNEY, name: 'Refused', ...change }, w.staff.headers);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe(code);
    expect(answer.json().detail).toMatch(message);
  });

  it('names the problem in French when asked in French', async () => {
    const answer = await ask(
      w.p2,
      { ...LIVER_VS_KIDNEY, name: 'Refused', numerator: 'Brain' },
      { ...w.staff.headers, 'accept-language': 'fr' },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail).toMatch(/n’est pas un niveau|« Brain »|"Brain"/);
  });

  it('refuses malformed requests with 400', async () => {
    const { name: _, ...nameless } = LIVER_VS_KIDNEY;
    expect((await ask(w.p2, nameless, w.staff.headers)).statusCode).toBe(400);
    expect((await ask(w.p2, { ...LIVER_VS_KIDNEY, pvalue_cutoff: 2 }, w.staff.headers)).statusCode).toBe(400);
  });

  it('says a project imported before counts were kept cannot compute one', async () => {
    await w.t.app.ctx.database.db.delete(projectCounts).where(eq(projectCounts.project_id, w.p1));
    const options = await w.get(`/api/projects/${w.p1}/comparisons/options/`, w.owner.headers);
    expect(options.json().has_counts).toBe(false);
    const body = { name: 'DHT vs control', factor: 'condition', numerator: 'DHT', reference: 'control' };
    const answer = await ask(w.p1, body, w.owner.headers);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('project_no_counts');
  });

  it('is for whoever may edit the project only', async () => {
    expect((await ask(w.p2, LIVER_VS_KIDNEY, w.other.headers)).statusCode).toBe(404);
    expect((await ask(w.p1, LIVER_VS_KIDNEY, w.other.headers)).statusCode).toBe(403);
    expect((await ask(w.p2, LIVER_VS_KIDNEY, {})).statusCode).toBe(401);
    const seen = await w.get(`/api/projects/${w.p1}/comparisons/options/`, w.other.headers);
    expect(seen.json().can_create).toBe(false);
    expect((await w.get(`/api/projects/${w.p2}/comparisons/tasks/1/`, w.other.headers)).statusCode).toBe(404);
  });
});
