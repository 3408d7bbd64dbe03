import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { importDemo } from './demo-data';
import { signedIn, startTestApp } from './harness';

/**
 * The project endpoints against the two real demo projects: SLC001 (public, owned by an
 * administrator) and SLC002 (private, owned by a staff user), seen by their owner, another
 * staff user, a researcher and an anonymous client; values checked against the R references.
 */

type Session = Awaited<ReturnType<typeof signedIn>>;

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: Session;
let staffOwner: Session;
let staff: Session;
let researcher: Session;
let slc001: number;
let slc002: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, { staff: true });
  staffOwner = await signedIn(t.app, { staff: true });
  staff = await signedIn(t.app, { staff: true });
  researcher = await signedIn(t.app);
  slc001 = await importDemo(t.app, 'SLC001', { ownerId: admin.user.id, makePublic: true });
  slc002 = await importDemo(t.app, 'SLC002', { ownerId: staffOwner.user.id });
});
afterAll(() => t.close());

const reference = (library: string) =>
  JSON.parse(readFileSync(`tests/fixtures/reference_${library}.json`, 'utf8'));

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ url, headers });
const json = async (url: string, headers: Headers) => {
  const response = await get(url, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};
const post = (url: string, headers?: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, headers: Headers | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const del = (url: string, headers?: Headers) => t.app.inject({ method: 'DELETE', url, headers });

/** A project created by staff and handed to `owner` (the console's way of giving someone a project). */
async function projectOf(owner: Session | null, name: string, description = '') {
  const created = await post('/api/projects/', admin.headers, { name, description });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const moved = await put(`/api/projects/${id}/`, admin.headers, { owner: owner?.user.id ?? null });
  expect(moved.statusCode).toBe(200);
  return id;
}

const readPaths = (id: number) => [
  `/api/projects/${id}/`,
  `/api/projects/${id}`,
  `/api/projects/${id}?extended=true`,
  `/api/projects/${id}/pca-data`,
  `/api/projects/${id}/samples-correlation`,
  `/api/projects/${id}/samples-quality-control`,
  `/api/projects/${id}/genes-detected`,
  `/api/projects/${id}/sequence-distribution`,
  `/api/projects/${id}/download_report/`,
];

describe('who may call what', () => {
  it('answers 401 to anonymous clients on every project route', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/projects/myprojects'],
      ['GET', '/api/projects/'],
      ['POST', '/api/projects/'],
      ['GET', '/api/projects/public/'],
      ['GET', '/api/projects/count/'],
      ['GET', '/api/projects/favorites/'],
      ['PUT', `/api/projects/${slc001}/`],
      ['DELETE', `/api/projects/${slc001}/`],
      ['POST', `/api/projects/${slc001}/toggle-favorite/`],
      ...readPaths(slc001).map((url): [string, string] => ['GET', url]),
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'PUT' || method === 'POST' ? { payload: { name: 'x' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });

  it('shows a public project to every signed-in user, a private one to its owner and staff only (404 otherwise)', async () => {
    for (const url of readPaths(slc001)) {
      for (const who of [researcher, admin, staff, staffOwner]) {
        expect((await get(url, who.headers)).statusCode, url).toBe(200);
      }
    }
    for (const url of readPaths(slc002)) {
      expect((await get(url, staffOwner.headers)).statusCode, url).toBe(200);
      expect((await get(url, staff.headers)).statusCode, url).toBe(200);
      const hidden = await get(url, researcher.headers);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    expect((await post(`/api/projects/${slc002}/toggle-favorite/`, researcher.headers)).statusCode).toBe(404);
    expect((await put(`/api/projects/${slc002}/`, researcher.headers, { name: 'x' })).statusCode).toBe(404);
    expect((await del(`/api/projects/${slc002}/`, researcher.headers)).statusCode).toBe(404);
    expect((await get('/api/projects/999999/', staff.headers)).statusCode).toBe(404);
    const bad = await get('/api/projects/abc/', staff.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('params.id');
  });

  it('keeps the administration list to staff', async () => {
    expect((await get('/api/projects/', researcher.headers)).statusCode).toBe(403);
    const all = await json('/api/projects/', staff.headers);
    expect(Array.isArray(all)).toBe(true);
    const ids = all.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([slc001, slc002]));
    const demo = all.find((p: { id: number }) => p.id === slc002);
    expect(demo).toMatchObject({
      owner: { id: staffOwner.user.id, username: staffOwner.user.username },
      library: { name: 'SLC002' },
      public: false,
      can_edit: true,
      can_delete: true,
    });
  });
});

describe('project values', () => {
  it('describes a project with its counts, and its samples and comparisons when extended', async () => {
    const plain = await json(`/api/projects/${slc001}`, researcher.headers);
    expect(plain).toMatchObject({
      id: slc001,
      name: 'Li 2008 LNCaP androgen (DHT) response',
      status: 'SUCCESS',
      public: true,
      owner: { id: admin.user.id, first_name: 'Test', last_name: 'Staff' },
      library: { name: 'SLC001' },
      organism: { genus: 'Homo', species: 'sapiens' },
      factors: ['condition'],
      gene_count: 49506,
      samples_count: 7,
      comparisons_count: 1,
      genolists_count: 1,
      is_favorite: false,
      can_edit: false,
      can_delete: false,
    });
    expect(plain).not.toHaveProperty('samples');
    expect(new Date(plain.creation_date).toISOString()).toBe(plain.creation_date);

    const extended = await json(`/api/projects/${slc002}/?extended=true`, staffOwner.headers);
    expect(extended.samples_count).toBe(10);
    expect(extended.comparisons_count).toBe(1);
    expect(extended.factors).toEqual(['tissue', 'run']);
    expect(extended.samples.map((s: { name: string }) => s.name)).toEqual(reference('SLC002').samples);
    const first = extended.samples[0];
    expect(first).toMatchObject({
      name: 'R1L1Kidney',
      position: 0,
      species: { genus: 'Homo', species: 'sapiens' },
      library_size: 434975,
      genes_detected: 4343,
      quality_control: { status: 'PASS', source: 'derived', nuclear_transcripts: null, genes_detected: null },
    });
    expect(first.size_factor).toBeCloseTo(1.280574734, 6);
    expect(first.factors.map((f: { factor: string; level: string }) => [f.factor, f.level])).toEqual([
      ['tissue', 'Kidney'],
      ['run', 'run1'],
    ]);
    expect(extended.comparisons).toHaveLength(1);
    const comparison = extended.comparisons[0];
    expect(comparison).toMatchObject({
      name: 'Liver vs Kidney',
      type: 'TRANSCRIPTO',
      main_factor: { factor: 'tissue', level: 'Liver' },
      secondary_factor: { factor: 'tissue', level: 'Kidney' },
    });
    expect(comparison.genolist_id).toEqual(expect.any(Number));
    const liver = extended.samples.find((s: { name: string }) => s.name === 'R1L2Liver');
    expect(liver.factors[0].id).toBe(comparison.main_factor.id);
  });

  it('gives the PCA of the reference, up to the sign of each component', async () => {
    for (const [library, id] of [
      ['SLC001', slc001],
      ['SLC002', slc002],
    ] as const) {
      const ref = reference(library);
      const pca = await json(`/api/projects/${id}/pca-data`, staff.headers);
      expect(pca.variance_explained.pc1).toBeCloseTo(ref.pca.variance_explained.PC1, 4);
      expect(pca.variance_explained.pc2).toBeCloseTo(ref.pca.variance_explained.PC2, 4);
      expect(pca.axis_titles.coord_dim_1).toBe(`PC1 (${ref.pca.variance_explained.PC1.toFixed(1)}%)`);
      expect(pca.axis_titles.coord_dim_2).toBe(`PC2 (${ref.pca.variance_explained.PC2.toFixed(1)}%)`);
      expect(pca.dimensions.length).toBeLessThanOrEqual(ref.samples.length - 1);
      expect(pca.n_genes_used).toBe(500);
      expect(pca.factor_names).toEqual(library === 'SLC001' ? ['condition'] : ['tissue', 'run']);
      const legacy = JSON.parse(pca.data);
      expect(legacy.map((p: { sample: string }) => p.sample)).toEqual(ref.samples);
      for (const [c, key] of [
        [0, 'PC1'],
        [1, 'PC2'],
      ] as const) {
        const expected = ref.samples.map((s: string) => ref.pca.coordinates[key][s] as number);
        const got = pca.points.map((p: { coordinates: number[] }) => p.coordinates[c] as number);
        const sign = Math.sign(got[0]) === Math.sign(expected[0]) ? 1 : -1;
        got.forEach((v: number, i: number) => {
          expect(sign * v).toBeCloseTo(expected[i], 4);
          expect(legacy[i][`coord_dim_${c + 1}`]).toBe(v);
        });
      }
      expect(pca.sample_info[ref.samples[0]]).toEqual(
        library === 'SLC001' ? { condition: 'control' } : { tissue: 'Kidney', run: 'run1' },
      );
    }
  });

  it('gives the correlation matrix of the reference and its pairs', async () => {
    for (const [library, id] of [
      ['SLC001', slc001],
      ['SLC002', slc002],
    ] as const) {
      const ref = reference(library);
      const result = await json(`/api/projects/${id}/samples-correlation`, staff.headers);
      expect(result.sample_names).toEqual(ref.correlation.sample_names);
      expect(result.sample_count).toBe(ref.samples.length);
      expect(result.n_genes).toBe(ref.correlation.n_genes);
      ref.correlation.matrix.forEach((row: number[], i: number) => {
        row.forEach((r, j) => {
          expect(Math.abs(result.correlation_matrix[i][j] - r)).toBeLessThan(1e-6);
        });
      });
      expect(result.pairs).toEqual({ ...ref.correlation.pairs, missing: 0 });
      expect(result.min_pair.r).toBeCloseTo(ref.correlation.min_pair, 6);
      expect(result.max_pair.r).toBeCloseTo(ref.correlation.max_pair, 6);
    }
  });

  it('gives the derived quality control: one warning in SLC001 (lane8, half the median library), none in SLC002', async () => {
    const qc1 = await json(`/api/projects/${slc001}/samples-quality-control`, researcher.headers);
    expect(qc1).toMatchObject({ nb_samples: 7, source: 'derived', passed_samples: 6, failed_samples: [] });
    expect(qc1.rule).toEqual({
      code: 'median_relative',
      library_fail: 0.25,
      library_warning: 0.5,
      genes_fail: 0.5,
      genes_warning: 0.75,
    });
    expect(qc1.warning_samples).toEqual([
      {
        sample_name: 'lane8',
        status: 'WARNING',
        nuclear_transcripts: null,
        genes_detected: 13700,
        library_size: 816171,
        factors: [expect.objectContaining({ factor: 'condition', level: 'DHT' })],
      },
    ]);
    const qc2 = await json(`/api/projects/${slc002}/samples-quality-control`, staff.headers);
    expect(qc2).toMatchObject({
      nb_samples: 10,
      passed_samples: 10,
      warning_samples: [],
      failed_samples: [],
    });
  });

  it('gives genes detected per sample as the first data series', async () => {
    for (const [library, id] of [
      ['SLC001', slc001],
      ['SLC002', slc002],
    ] as const) {
      const ref = reference(library);
      const series = await json(`/api/projects/${id}/genes-detected`, staff.headers);
      expect(series[0].data).toEqual(
        ref.samples.map((s: string) => ({ sample: s, value: ref.genes_detected[s] })),
      );
    }
  });

  it('gives the sequence distribution derived from gene biotypes, summing to the library sizes', async () => {
    const ref = reference('SLC001');
    const result = await json(`/api/projects/${slc001}/sequence-distribution`, researcher.headers);
    expect(result.source).toBe('derived');
    expect(result.rule).toEqual({ code: 'assigned_reads_by_biotype' });
    expect(result.categories).toContain('protein_coding');
    expect(result.samples.map((s: { sample: string }) => s.sample)).toEqual(ref.samples);
    for (const s of result.samples) {
      const total = Object.values(s.reads as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(total).toBe(ref.library_size[s.sample]);
    }
  });
});

describe('projects imported when rules were stored as English text', () => {
  const OLD_QC_RULE =
    "No quality-control file was given: each sample is judged against the median of the project's samples, " +
    'since good absolute values depend on the protocol. FAIL when its library size (sum of its counts) is ' +
    'below 25 % of the median library size, or its genes detected (genes with a count above 0) below 50 % ' +
    'of the median, or it has no counts; WARNING when its library size is below 50 % of the median or its ' +
    'genes detected below 75 % of the median; PASS otherwise.';

  it('read their rules as codes and parameters, as new imports store them', async () => {
    const db = t.app.ctx.database.db;
    const restore = await db.execute(sql`SELECT kind, data FROM project_analyses
      WHERE project_id = ${slc001} AND kind IN ('qc', 'sequence_distribution')`);
    try {
      await db.execute(sql`UPDATE project_analyses
        SET data = jsonb_set(data, '{rule}', to_jsonb(${OLD_QC_RULE}::text))
        WHERE project_id = ${slc001} AND kind = 'qc'`);
      await db.execute(sql`UPDATE project_analyses
        SET data = jsonb_set(data, '{rule}', to_jsonb('No sequence distribution file was given: ...'::text))
        WHERE project_id = ${slc001} AND kind = 'sequence_distribution'`);
      const qc = await json(`/api/projects/${slc001}/samples-quality-control`, researcher.headers);
      expect(qc.rule).toEqual({
        code: 'median_relative',
        library_fail: 0.25,
        library_warning: 0.5,
        genes_fail: 0.5,
        genes_warning: 0.75,
      });
      const distribution = await json(`/api/projects/${slc001}/sequence-distribution`, researcher.headers);
      expect(distribution.rule).toEqual({ code: 'assigned_reads_by_biotype' });
    } finally {
      for (const row of (restore as unknown as { rows: { kind: string; data: unknown }[] }).rows) {
        await db.execute(sql`UPDATE project_analyses SET data = ${JSON.stringify(row.data)}::jsonb
          WHERE project_id = ${slc001} AND kind = ${row.kind}`);
      }
    }
  });
});

describe('lists, search and favourites', () => {
  let alice: Session;
  let own: number[];

  beforeAll(async () => {
    alice = await signedIn(t.app);
    own = [];
    for (let i = 0; i < 12; i++) {
      const name = i === 3 ? 'Zebrafish fin regeneration' : `Alice study ${String(i).padStart(2, '0')}`;
      own.push(await projectOf(alice, name, i === 7 ? 'Heart of the ZEBRAFISH' : 'Mouse liver'));
    }
  });

  it('pages the projects the user may see: their own and the public ones, newest first', async () => {
    const first = await json('/api/projects/myprojects?page_size=5', alice.headers);
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(5);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/projects/myprojects?page_size=5&page=2');
    expect(first.results.map((p: { id: number }) => p.id)).toEqual([...own].reverse().slice(0, 5));
    const last = await json('/api/projects/myprojects?page_size=5&page=3', alice.headers);
    expect(last.next).toBeNull();
    expect(last.results.map((p: { id: number }) => p.id)).toEqual([own[1], own[0], slc001]);
    expect(last.results[0]).toMatchObject({ can_edit: true, can_delete: true, samples_count: 0 });
    expect(last.results[2]).toMatchObject({ id: slc001, samples_count: 7, can_edit: false });
    const standard = await json('/api/projects/myprojects', alice.headers);
    expect(standard.results).toHaveLength(10);
    const everything = await json('/api/projects/myprojects?page_size=100', staff.headers);
    expect(everything.results.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([slc001, slc002, ...own]),
    );
    expect((await get('/api/projects/myprojects?page_size=101', alice.headers)).statusCode).toBe(400);
    expect((await get('/api/projects/myprojects?ordering=owner', alice.headers)).statusCode).toBe(400);
  });

  it('searches name and description case-insensitively', async () => {
    const found = await json('/api/projects/myprojects?search=zebraFISH', alice.headers);
    expect(found.count).toBe(2);
    expect(found.results.map((p: { id: number }) => p.id).sort()).toEqual([own[3], own[7]].sort());
    expect((await json('/api/projects/myprojects?search=LNCaP', alice.headers)).count).toBe(1);
    expect((await json('/api/projects/myprojects?search=%25', alice.headers)).count).toBe(0);
    expect((await json('/api/projects/myprojects?search=Marioni', alice.headers)).count).toBe(0);
  });

  it('orders by name or creation date', async () => {
    const byName = await json('/api/projects/myprojects?ordering=name&page_size=100', alice.headers);
    const names = byName.results.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(names[0]).toBe('Alice study 00');
    const reversed = await json('/api/projects/myprojects?ordering=-name&page_size=100', alice.headers);
    expect(reversed.results.map((p: { name: string }) => p.name)).toEqual([...names].reverse());
    const oldest = await json('/api/projects/myprojects?ordering=creation_date&page_size=2', alice.headers);
    expect(oldest.results.map((p: { id: number }) => p.id)).toEqual([slc001, own[0]]);
  });

  it('toggles a favourite on and off, in the language of the request', async () => {
    const url = `/api/projects/${slc001}/toggle-favorite/`;
    const on = await post(url, alice.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ is_favorite: true, message: 'Added to favourites' });
    await post(`/api/projects/${own[5]}/toggle-favorite/`, alice.headers);
    expect((await json(`/api/projects/${slc001}/`, alice.headers)).is_favorite).toBe(true);
    expect((await json(`/api/projects/${slc001}/`, researcher.headers)).is_favorite).toBe(false);

    const favourites = await json('/api/projects/favorites/', alice.headers);
    expect(favourites.map((p: { id: number }) => p.id)).toEqual([own[5], slc001]);
    const filtered = await json('/api/projects/myprojects?favorites=true', alice.headers);
    expect(filtered.count).toBe(2);
    expect(filtered.results.every((p: { is_favorite: boolean }) => p.is_favorite)).toBe(true);

    const off = await post(url, { ...alice.headers, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(off.json()).toEqual({ is_favorite: false, message: 'Favori retiré' });
    const again = await post(url, { ...alice.headers, 'accept-language': 'fr' });
    expect(again.json()).toEqual({ is_favorite: true, message: 'Favori ajouté' });
    await post(url, alice.headers);
    expect((await json('/api/projects/favorites/', alice.headers)).map((p: { id: number }) => p.id)).toEqual([
      own[5],
    ]);
    expect(await json('/api/projects/favorites/', researcher.headers)).toEqual([]);
  });

  it('lists public projects and counts visible ones', async () => {
    const open = await json('/api/projects/public/', alice.headers);
    expect(open.results.map((p: { id: number }) => p.id)).toEqual([slc001]);
    expect(await json('/api/projects/count/', alice.headers)).toEqual({ count: 13 });
    expect(await json('/api/projects/count/', researcher.headers)).toEqual({ count: 1 });
    const all = await json('/api/projects/', staff.headers);
    expect(await json('/api/projects/count/', staff.headers)).toEqual({ count: all.length });
  });
});

describe('creating, editing and deleting', () => {
  it('lets staff and researchers (within their plan) create an empty private project, and needs a name', async () => {
    const blank = await post('/api/projects/', staff.headers, { name: '   ', description: 'x' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'validation',
      detail: 'Project name is required',
      fields: { name: 'Project name is required' },
    });
    const missing = await post('/api/projects/', { ...staff.headers, 'accept-language': 'fr' }, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.name).toBe('Le nom du projet est obligatoire');
    const own = await post('/api/projects/', researcher.headers, { name: 'Mine' });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ public: false, owner: { id: researcher.user.id } });
    expect((await post('/api/projects/', researcher.headers, { name: '' })).statusCode).toBe(400);
    expect((await post('/api/projects/', {}, { name: 'Mine' })).statusCode).toBe(401);

    const created = await post('/api/projects/', staff.headers, {
      name: '  Organoids  ',
      description: 'Pilot',
    });
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({
      name: 'Organoids',
      description: 'Pilot',
      status: 'PENDING',
      public: false,
      owner: { id: staff.user.id },
      library: null,
      organism: null,
      samples_count: 0,
      comparisons_count: 0,
      genolists_count: 0,
      can_edit: true,
      can_delete: true,
    });
    expect((await get(`/api/projects/${project.id}/`, researcher.headers)).statusCode).toBe(404);

    // A project without data answers empty analyses rather than errors.
    const id = project.id;
    expect(await json(`/api/projects/${id}/pca-data`, staff.headers)).toMatchObject({
      data: '[]',
      points: [],
      axis_titles: {},
      variance_explained: { pc1: null, pc2: null },
    });
    expect(await json(`/api/projects/${id}/samples-correlation`, staff.headers)).toMatchObject({
      correlation_matrix: [],
      sample_count: 0,
      pairs: { total: 0 },
    });
    expect(await json(`/api/projects/${id}/samples-quality-control`, staff.headers)).toMatchObject({
      nb_samples: 0,
      source: null,
      passed_samples: 0,
    });
    expect(await json(`/api/projects/${id}/genes-detected`, staff.headers)).toEqual([
      { name: 'genes_detected', data: [] },
    ]);
    expect((await json(`/api/projects/${id}?extended=true`, staff.headers)).samples).toEqual([]);
    const report = await get(`/api/projects/${id}/download_report/`, staff.headers);
    expect(report.statusCode).toBe(200);
  });

  it('lets editors rename, owners change visibility and staff change the owner', async () => {
    const bob = await signedIn(t.app);
    const carol = await signedIn(t.app);
    const id = await projectOf(bob, 'Bob project');
    const url = `/api/projects/${id}/`;

    const renamed = await put(url, bob.headers, { name: 'Bob project v2', description: 'Now described' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Bob project v2', description: 'Now described' });
    const blank = await put(url, bob.headers, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBe('Project name is required');

    expect((await put(url, carol.headers, { name: 'Stolen' })).statusCode).toBe(404);
    const shared = await put(url, bob.headers, { public: true });
    expect(shared.json().public).toBe(true);
    // Now public: carol sees it but may not change it, nor write it back unchanged.
    expect((await put(url, carol.headers, { name: 'Stolen' })).statusCode).toBe(403);
    expect((await put(url, carol.headers, { public: false })).statusCode).toBe(403);
    expect((await put(url, carol.headers, { name: 'Bob project v2', public: true })).statusCode).toBe(403);

    expect((await put(url, bob.headers, { owner: carol.user.id })).statusCode).toBe(403);
    const unknown = await put(url, staff.headers, { owner: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.owner).toBe('No user has this id.');
    const moved = await put(url, staff.headers, {
      name: 'Bob project v2',
      description: 'Now described',
      owner: carol.user.id,
      public: false,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ owner: { id: carol.user.id }, public: false });
    expect((await get(url, bob.headers)).statusCode).toBe(404);
    expect((await get(url, carol.headers)).json().can_edit).toBe(true);
  });

  it('gives collaborators and team members the rights their flags and permissions say, in lists as in detail', async () => {
    const db = t.app.ctx.database.db;
    const owner = await signedIn(t.app);
    const editor = await signedIn(t.app);
    const member = await signedIn(t.app);
    const id = await projectOf(owner, 'Shared work');
    await db
      .insert(schema.projectCollaborators)
      .values({ project_id: id, user_id: editor.user.id, can_edit_metadata: true });
    const [team] = await db
      .insert(schema.teams)
      .values({ name: 'Lab', created_by: owner.user.id })
      .returning();
    if (!team) throw new Error('no team');
    await db.insert(schema.teamMembers).values({ team_id: team.id, user_id: member.user.id, role: 'MEMBER' });
    await db.insert(schema.projectShares).values({ project_id: id, team_id: team.id, permission: 'ADMIN' });

    for (const [who, rights] of [
      [owner, { can_edit: true, can_delete: true }],
      [editor, { can_edit: true, can_delete: false }],
      [member, { can_edit: true, can_delete: true }],
    ] as const) {
      expect(await json(`/api/projects/${id}/`, who.headers)).toMatchObject(rights);
      const listed = (await json('/api/projects/myprojects', who.headers)).results.find(
        (p: { id: number }) => p.id === id,
      );
      expect(listed).toMatchObject(rights);
    }
    expect(
      (await put(`/api/projects/${id}/`, editor.headers, { name: 'Edited by a collaborator' })).statusCode,
    ).toBe(200);
    expect((await put(`/api/projects/${id}/`, editor.headers, { public: true })).statusCode).toBe(403);
    expect((await del(`/api/projects/${id}/`, editor.headers)).statusCode).toBe(403);
    expect((await del(`/api/projects/${id}/`, member.headers)).statusCode).toBe(204);
    expect((await get(`/api/projects/${id}/`, owner.headers)).statusCode).toBe(404);
  });

  it('lets the owner and staff delete, not others', async () => {
    const dana = await signedIn(t.app);
    const mine = await projectOf(dana, 'Dana project');
    expect((await del(`/api/projects/${mine}/`, researcher.headers)).statusCode).toBe(404);
    expect((await del(`/api/projects/${slc001}/`, researcher.headers)).statusCode).toBe(403);
    const gone = await del(`/api/projects/${mine}/`, dana.headers);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await get(`/api/projects/${mine}/`, staff.headers)).statusCode).toBe(404);
    const orphan = await projectOf(null, 'Nobody owns this');
    expect((await json(`/api/projects/${orphan}/`, staff.headers)).owner).toBeNull();
    expect((await del(`/api/projects/${orphan}/`, staff.headers)).statusCode).toBe(204);
  });
});

/** The text of a PDF as a reader sees it, by poppler's pdftotext (Debian's poppler-utils, installed by .ci/run). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

describe('the PDF report', () => {
  it('is a real PDF of the project, named after it, in the language of the request', async () => {
    const response = await get(`/api/projects/${slc001}/download_report/`, researcher.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rapport_Li_2008_LNCaP_androgen_DHT_response_${today}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(1);

    const text = pdfText(pdf);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Li 2008 LNCaP androgen (DHT) response',
      'Project report',
      'Homo sapiens',
      'SLC001',
      'Samples',
      'Genolists',
      'Genes per sample',
      '86 %', // 6 of 7 samples passed
      'lane8 DHT 816,171 13,700 Warning',
      'lane1 control 1,178,832 15,784 Pass',
      'Completed',
      'Failed below 25% of the median library size or 50% of the median genes detected',
      'Quality control',
      'PC1 (54.1%)',
      'PC2 (15.9%)',
      'control (4)',
      'DHT (3)',
      'DHT vs control DHT vs control 1,148 1,160 2,308 padj <= 0.05, FC >= 1.5',
      'GenoApp · Generated on',
    ]) {
      expect(flat).toContain(expected);
    }
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });

    const french = await get(`/api/projects/${slc002}/download_report/`, {
      ...staffOwner.headers,
      'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5',
    });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-disposition']).toContain('rapport_Marioni_2008_human_liver_vs_kidney_');
    const frText = pdfText(french.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'Rapport de projet',
      'Échantillons',
      'Contrôle qualité',
      'Liver vs Kidney',
      '952 1 089 2 041',
      'Généré le',
      'BANQUE',
      'Terminé',
      'Réussi',
    ]) {
      expect(frText).toContain(expected);
    }
    for (const english of ['SUCCESS', 'PASS', 'WARNING', 'Librairie']) expect(frText).not.toContain(english);
  });
});

describe('many projects', () => {
  it('lists and counts a thousand projects with their counts in one query each', async () => {
    const db = t.app.ctx.database.db;
    const viewer = await signedIn(t.app);
    await db.execute(sql`
      INSERT INTO projects (name, description, owner_id, public, status)
      SELECT 'Bulk ' || lpad(n::text, 4, '0'), 'generated', ${viewer.user.id}, false, 'SUCCESS'
      FROM generate_series(1, 1000) AS n`);
    const started = Date.now();
    const page = await json(
      '/api/projects/myprojects?page_size=100&ordering=name&search=bulk',
      viewer.headers,
    );
    const all = await json('/api/projects/', staff.headers);
    const elapsed = Date.now() - started;
    expect(page.count).toBe(1000);
    expect(page.results[0].name).toBe('Bulk 0001');
    expect(page.results[99].name).toBe('Bulk 0100');
    expect(all.length).toBeGreaterThanOrEqual(1002);
    expect(await json('/api/projects/count/', viewer.headers)).toEqual({ count: 1001 });
    console.info(`myprojects (100 of 1,000) + admin list (${all.length}): ${elapsed} ms`);
  });
});
