import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geneIndex, geneRefs, genolists, projects } from '../../server/db/schema';
import { createUser, signedIn, signedInAs, startTestApp } from './harness';
import { onSeededPlan } from './plans-fixture';

/**
 * Comparing genolists, on a small world whose every figure is worked out by hand below: six genes,
 * two genolists of one project (L1, L2) and one of another (L3), all Alice's; L4, Bob's private
 * genolist, which Alice may not see.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;
let alice: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
const L: Record<1 | 2 | 3 | 4, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
const G: number[] = [];
const SYMBOLS = ['ALPHA1', 'BETA2', 'GAMMA3', 'DELTA4', 'EPS5', 'ZETA6'];

/** [gene 1–6, log2FC, padj, called] per genolist. */
type Row = [number, number | null, number | null, boolean];
const VALUES: Record<1 | 2 | 3 | 4, Row[]> = {
  1: [
    [1, 2.0, 0.001, true],
    [2, -1.5, 0.01, true],
    [3, 1.2, 0.02, true],
    [4, 0.1, 0.9, false],
    [5, 0.5, 0.3, false],
  ],
  2: [
    [1, 1.8, 0.002, true],
    [2, 1.1, 0.03, true],
    [3, 0.2, 0.5, false],
    [4, -2.5, 0.0001, true],
    [5, 0.2, 0.4, false],
    [6, 3.0, 0.001, true],
  ],
  3: [
    [1, 1.0, 0.04, true],
    [2, -0.3, 0.6, false],
    [3, 1.4, 0.01, true],
    [4, null, null, false],
    [5, 0.7, 0.2, false],
  ],
  4: [[1, 1.0, 0.01, true]],
};

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.ctx.database.db;
  alice = await signedIn(t.app);
  staff = await signedIn(t.app, { staff: true });
  const bob = await createUser(t.app);
  const refs = await db
    .insert(geneRefs)
    .values(SYMBOLS.map((symbol, i) => ({ id_reference_database: `ENSCMP${i + 1}`, symbol })))
    .returning({ id: geneRefs.id });
  G.push(...refs.map((r) => r.id));
  const project = async (name: string, owner: number) =>
    (await db.insert(projects).values({ name, owner_id: owner }).returning({ id: projects.id }))[0]
      ?.id as number;
  const p = await project('Prostate', alice.user.id);
  const q = await project('Liver', alice.user.id);
  const r = await project('Bob only', bob.id);
  const homes = {
    1: [p, alice.user.id],
    2: [p, alice.user.id],
    3: [q, alice.user.id],
    4: [r, bob.id],
  } as const;
  for (const k of [1, 2, 3, 4] as const) {
    const [projectId, owner] = homes[k];
    const [row] = await db
      .insert(genolists)
      .values({
        project_id: projectId,
        owner_id: owner,
        name: `L${k}`,
        type_genolist: 'TRANSCRIPTO',
        source: 'test',
        pvalue_cutoff: 0.05,
        fold_change_cutoff: 2,
      })
      .returning({ id: genolists.id });
    L[k] = row?.id as number;
    await db.insert(geneIndex).values(
      VALUES[k].map(([gene, lfc, padj, called]) => ({
        genolist_id: L[k],
        gene_ref_id: G[gene - 1] as number,
        log_2_fc: lfc,
        pvalue: padj,
        pvalue_adj: padj,
        significant: called,
      })),
    );
  }
}, 60_000);
afterAll(() => t.close());

const compare = (query: string, who = alice) =>
  t.app.inject({ url: `/api/genolists/compare/?${query}`, headers: who.headers });

async function ok(query: string, who = alice) {
  const response = await compare(query, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function pearson(x: number[], y: number[]) {
  const mean = (v: number[]) => v.reduce((s, a) => s + a, 0) / v.length;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    const yi = y[i] as number;
    sxy += (xi - mx) * (yi - my);
    sxx += (xi - mx) ** 2;
    syy += (yi - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

describe('comparing two genolists of one project', () => {
  it('counts each combination of called genes, split by direction', async () => {
    const body = await ok(`ids=${L[1]},${L[2]}`);
    expect(body.cross_project).toBe(false);
    // L1 calls ALPHA1 (up), BETA2 (down), GAMMA3; L2 calls ALPHA1 (up), BETA2 (up), DELTA4, ZETA6.
    expect(body.intersections).toEqual([
      { genolists: [L[2]], count: 2, same_direction: null, opposite_direction: null },
      { genolists: [L[1], L[2]], count: 2, same_direction: 1, opposite_direction: 1 },
      { genolists: [L[1]], count: 1, same_direction: null, opposite_direction: null },
    ]);
    expect(
      body.genolists.map((g: { name: string; up: number; down: number; genes: number }) => g),
    ).toMatchObject([
      { id: L[1], name: 'L1', project: { name: 'Prostate' }, genes: 5, up: 2, down: 1, comparison: null },
      { id: L[2], name: 'L2', project: { name: 'Prostate' }, genes: 6, up: 3, down: 1 },
    ]);
  });

  it('measures the concordance of log2FC over the genes both hold, ties sharing their mean rank', async () => {
    const body = await ok(`ids=${L[1]},${L[2]}`);
    // Genes 1–5 (ZETA6 is not in L1).
    const x = [2.0, -1.5, 1.2, 0.1, 0.5];
    const y = [1.8, 1.1, 0.2, -2.5, 0.2];
    // Ranks: x → 5, 1, 4, 2, 3; y → 5, 4, 2.5, 1, 2.5 (the two 0.2 share ranks 2 and 3).
    const [pair] = body.concordance;
    expect(pair.genolists).toEqual([L[1], L[2]]);
    expect(pair.n).toBe(5);
    expect(pair.pearson).toBeCloseTo(pearson(x, y), 10);
    expect(pair.spearman).toBeCloseTo(pearson([5, 1, 4, 2, 3], [5, 4, 2.5, 1, 2.5]), 10);
  });

  it('pages the called genes: most genolists first, then best adjusted p; each with every value', async () => {
    const body = await ok(`ids=${L[1]},${L[2]}&page_size=2&page=2`);
    expect(body.genes.count).toBe(5);
    // Order: ALPHA1 (2 calls), BETA2 (2), DELTA4 (p 0.0001), ZETA6 (0.001), GAMMA3 (0.02).
    expect(body.genes.results.map((g: { symbol: string }) => g.symbol)).toEqual(['DELTA4', 'ZETA6']);
    expect(body.genes.results[1]).toEqual({
      id: G[5],
      gene_id: 'ENSCMP6',
      symbol: 'ZETA6',
      calls: 1,
      values: [
        { genolist_id: L[1], log2_fold_change: null, padj: null, called: false },
        { genolist_id: L[2], log2_fold_change: 3, padj: 0.001, called: true },
      ],
    });
    const byPadj = await ok(`ids=${L[1]},${L[2]}&ordering=padj`);
    expect(byPadj.genes.results.map((g: { symbol: string }) => g.symbol)).toEqual([
      'DELTA4',
      'ALPHA1',
      'ZETA6',
      'BETA2',
      'GAMMA3',
    ]);
  });

  it('filters by exact combination and by a part of the symbol', async () => {
    const both = await ok(`ids=${L[1]},${L[2]}&in=${L[2]},${L[1]}`);
    expect(both.genes.results.map((g: { symbol: string }) => g.symbol)).toEqual(['ALPHA1', 'BETA2']);
    const onlySecond = await ok(`ids=${L[1]},${L[2]}&in=${L[2]}`);
    expect(onlySecond.genes.results.map((g: { symbol: string }) => g.symbol)).toEqual(['DELTA4', 'ZETA6']);
    const searched = await ok(`ids=${L[1]},${L[2]}&q=eta`);
    expect(searched.genes.count).toBe(2);
    expect(searched.genes.results.map((g: { symbol: string }) => g.symbol)).toEqual(['BETA2', 'ZETA6']);
    const past = await ok(`ids=${L[1]},${L[2]}&in=${L[2]}&page=9`);
    expect(past.genes).toMatchObject({ count: 2, results: [] });
  });

  it('downloads every gene of the combination as CSV', async () => {
    const response = await t.app.inject({
      url: `/api/genolists/compare/csv/?ids=${L[1]},${L[2]}&in=${L[1]},${L[2]}`,
      headers: alice.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.split('\r\n')).toEqual([
      `gene_id,symbol,calls,log2FoldChange [${L[1]} L1],padj [${L[1]} L1],called [${L[1]} L1],log2FoldChange [${L[2]} L2],padj [${L[2]} L2],called [${L[2]} L2]`,
      'ENSCMP1,ALPHA1,2,2,0.001,yes,1.8,0.002,yes',
      'ENSCMP2,BETA2,2,-1.5,0.01,yes,1.1,0.03,yes',
      '',
    ]);
  });
});

describe('who may compare', () => {
  it('answers a genolist the user may not see exactly like one that does not exist', async () => {
    const hidden = await compare(`ids=${L[1]},${L[4]}`);
    const missing = await compare(`ids=${L[1]},999999`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(hidden.body).not.toContain('L4');
  });

  it('refuses genolists of several projects on a plan without multi-project comparison', async () => {
    const refused = await compare(`ids=${L[1]},${L[3]}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'feature_requires_upgrade',
      detail: 'This feature requires an upgrade',
    });
    const csv = await t.app.inject({
      url: `/api/genolists/compare/csv/?ids=${L[1]},${L[3]}`,
      headers: alice.headers,
    });
    expect(csv.statusCode).toBe(403);
  });

  it('lets staff compare across projects, and a user whose plan has the feature', async () => {
    const asStaff = await ok(`ids=${L[1]},${L[3]},${L[4]}`, staff);
    expect(asStaff.cross_project).toBe(true);
    expect(asStaff.concordance).toHaveLength(3);
    // Alice on PRO: the same request she was refused.
    await onSeededPlan(t.app.ctx.database.db, alice.user.id, 'PRO');
    const body = await ok(`ids=${L[1]},${L[3]}`, await signedInAs(t.app, alice.user.email));
    expect(body.cross_project).toBe(true);
    // Genes with a log2FC in both: 1, 2, 3, 5 (L3 has none for DELTA4).
    expect(body.concordance[0]).toMatchObject({ n: 4 });
    expect(body.concordance[0].pearson).toBeCloseTo(
      pearson([2.0, -1.5, 1.2, 0.5], [1.0, -0.3, 1.4, 0.7]),
      10,
    );
    await onSeededPlan(t.app.ctx.database.db, alice.user.id, 'FREE');
  });

  it('asks for signing in', async () => {
    const response = await t.app.inject({ url: `/api/genolists/compare/?ids=${L[1]},${L[2]}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad requests', () => {
  it.each([
    ['ids=1', 'ids', 'Compare from 2 to 4 genolists.'],
    ['ids=1,2,3,4,5', 'ids', 'Compare from 2 to 4 genolists.'],
    ['ids=3,3', 'ids', 'A genolist is named twice: compare distinct genolists.'],
    ['ids=1,two', 'ids', 'Give the genolists to compare as their ids, comma-separated (for example 3,7).'],
  ])('%s names what is wrong', async (query, field, detail) => {
    const response = await compare(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      detail,
      fields: { [`query.${field}`]: detail },
    });
  });

  it('refuses a combination naming a genolist not compared, and a missing ids', async () => {
    const response = await compare(`ids=${L[1]},${L[2]}&in=${L[3]}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('query.in');
    expect((await compare('')).statusCode).toBe(400);
    expect((await compare(`ids=${L[1]},${L[2]}&page_size=101`)).statusCode).toBe(400);
  });
});
