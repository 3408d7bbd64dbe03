/**
 * The factors of a project filled from a count matrix (PUT /api/projects/{id}/sample-factors/):
 * what "Share to GenoApp" sends after a result's counts, so that the shared project groups its
 * samples by tissue as the archive of the same study does, and its genolist's comparison names
 * levels its samples have.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, multipartForm } from '../support/archives';
import { cellsOf, csvOf, demoCounts } from '../support/data-files';
import { signedIn, startTestApp } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
let owner: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let samples: string[];
let counts: Buffer;

const tissueOf = (sample: string) => (sample.endsWith('Liver') ? 'Liver' : 'Kidney');

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedIn(t.app);
  stranger = await signedIn(t.app);
  const rows = cellsOf(await demoCounts('SLC002'));
  samples = (rows[0] ?? []).slice(2);
  counts = gzipSync(csvOf(rows));
});
afterAll(() => t.close());

async function createProject(name: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/projects/',
    headers: owner.headers,
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

async function sendCounts(id: number) {
  const body = multipartBody('counts.csv.gz', counts);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${id}/data/`,
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
  expect(answer.statusCode).toBe(202);
  for (let i = 0; i < 600; i++) {
    const project = (await t.app.inject({ url: `/api/projects/${id}/`, headers: owner.headers })).json();
    if (project.status !== 'PROCESSING') return project;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`project ${id} stayed PROCESSING`);
}

const putFactors = (id: number, payload: object, headers = owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/projects/${id}/sample-factors/`, headers, payload });

const sheet = () => {
  const order = [...samples].reverse();
  return {
    samples: order,
    factors: [
      { name: 'tissue', levels: order.map(tissueOf) },
      { name: 'run', levels: order.map((s) => s.slice(0, 2)) },
    ],
  };
};

describe('a project filled from a gzip-compressed count matrix, then given its sample sheet', () => {
  let id: number;

  beforeAll(async () => {
    id = await createProject('Kidney and liver, shared from a device');
    expect((await putFactors(id, sheet())).json().code).toBe('project_no_samples');
    expect(await sendCounts(id)).toMatchObject({ status: 'SUCCESS', samples_count: 10, factors: [] });
    expect((await putFactors(id, sheet())).statusCode).toBe(204);
  });

  it('lists its samples with their levels, in the order of the matrix', async () => {
    const project = (
      await t.app.inject({ url: `/api/projects/${id}/?extended=true`, headers: owner.headers })
    ).json();
    expect(project.factors).toEqual(['tissue', 'run']);
    expect(project.samples.map((s: { name: string }) => s.name)).toEqual(samples);
    expect(
      project.samples.map((s: { factors: { factor: string; level: string }[] }) =>
        s.factors.map((f) => `${f.factor}=${f.level}`),
      ),
    ).toEqual(samples.map((s) => [`tissue=${tissueOf(s)}`, `run=${s.slice(0, 2)}`]));
  });

  it('groups the PCA by its factors', async () => {
    const pca = (await t.app.inject({ url: `/api/projects/${id}/pca-data`, headers: owner.headers })).json();
    expect(pca.factor_names).toEqual(['tissue', 'run']);
    expect(pca.sample_info.R1L2Liver).toEqual({ tissue: 'Liver', run: 'R1' });
    expect(pca.points).toHaveLength(10);
  });

  it("links a genolist sent then to the comparison of the samples' levels", async () => {
    const form = multipartForm(
      {
        name: 'Liver vs Kidney',
        pvalue_cutoff: 0.05,
        fold_change_cutoff: 1.5,
        factor: 'tissue',
        numerator: 'Liver',
        reference: 'Kidney',
      },
      'results.csv',
      Buffer.from('gene_id,logFC,AveExpr,P.Value,adj.P.Val\nENSG00000163631,9.1,10.2,1e-20,1e-18\n'),
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/genolists/`,
      payload: form.payload,
      headers: { ...owner.headers, ...form.headers },
    });
    expect(sent.statusCode).toBe(201);
    const project = (
      await t.app.inject({ url: `/api/projects/${id}/?extended=true`, headers: owner.headers })
    ).json();
    expect(project.comparisons).toHaveLength(1);
    expect(project.comparisons[0]).toMatchObject({
      main_factor: { factor: 'tissue', level: 'Liver' },
      secondary_factor: { factor: 'tissue', level: 'Kidney' },
    });
    // The comparison's levels are the samples' own, not new ones beside them.
    const liver = project.samples.find((s: { name: string }) => s.name === 'R1L2Liver');
    expect(liver.factors).toContainEqual(project.comparisons[0].main_factor);
  });

  it('refuses a second sheet: the samples have their factors', async () => {
    const again = await putFactors(id, sheet());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('project_has_factors');
  });
});

describe('a refused sample sheet', () => {
  let id: number;
  beforeAll(async () => {
    id = await createProject('Refusals');
    await sendCounts(id);
  });

  it('names the samples missing and those not in the project, and writes nothing', async () => {
    const answer = await putFactors(id, {
      samples: [...samples.slice(1), 'R9L9Liver'],
      factors: [{ name: 'tissue', levels: [...samples.slice(1), 'R9L9Liver'].map(tissueOf) }],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().detail).toBe(
      'The samples must be those of the project, each once. Missing: R1L1Kidney. Not in the project: R9L9Liver.',
    );
    const project = (await t.app.inject({ url: `/api/projects/${id}/`, headers: owner.headers })).json();
    expect(project.factors).toEqual([]);
  });

  it('wants one level per sample, and each factor once', async () => {
    const short = await putFactors(id, { samples, factors: [{ name: 'tissue', levels: ['Liver'] }] });
    expect(short.json()).toMatchObject({ code: 'sample_factors_levels' });
    const twice = await putFactors(id, {
      samples,
      factors: [
        { name: 'tissue', levels: samples.map(tissueOf) },
        { name: 'tissue', levels: samples.map(tissueOf) },
      ],
    });
    expect(twice.json()).toMatchObject({ code: 'sample_factors_duplicate' });
  });

  it('answers 404 to whoever may not see the project', async () => {
    expect((await putFactors(id, sheet(), stranger.headers)).statusCode).toBe(404);
  });
});
