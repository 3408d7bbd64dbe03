import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genolists, projects } from '../../server/db/schema';
import { importDemo } from './demo-data';
import { type DemoGene, demoTable } from './demo-tables';
import { signedIn, startTestApp } from './harness';
import { onSeededPlan } from './plans-fixture';

/**
 * Trending genes and the gene search over the two demo archives, against expectations computed
 * here from the archives' own result tables: frequencies, mean log2FC and adjusted p, projects,
 * each genolist's value of a gene; kept to what each user may see; kept exact when cutoffs
 * change and genolists go.
 */

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let reader: Awaited<ReturnType<typeof signedIn>>;
let slc001: Map<string, DemoGene>;
let slc002: Map<string, DemoGene>;
let lncap: number;
let marioni: number;
let lncapList: number;
let marioniList: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, { staff: true });
  reader = await signedIn(t.app);
  // Trending genes are the Analytics page's, which the plan's analytics flag opens.
  await onSeededPlan(t.app.ctx.database.db, reader.user.id, 'PRO');
  lncap = await importDemo(t.app, 'SLC001', { ownerId: admin.user.id, makePublic: true });
  marioni = await importDemo(t.app, 'SLC002', { ownerId: admin.user.id, makePublic: true });
  const db = t.app.ctx.database.db;
  const lists = await db.select({ id: genolists.id, project: genolists.project_id }).from(genolists);
  lncapList = lists.find((g) => g.project === lncap)?.id as number;
  marioniList = lists.find((g) => g.project === marioni)?.id as number;
  [slc001, slc002] = await Promise.all([demoTable('SLC001'), demoTable('SLC002')]);
}, 120_000);
afterAll(() => t.close());

const get = async (url: string, who = reader) => {
  const response = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

interface Expected {
  geneId: string;
  frequency: number;
  mean: number;
  meanPadj: number;
  projects: string[];
}

/** Trending genes by hand: per gene, the tables that call it, most frequent then largest |mean|. */
function expectedTrending(tables: { genes: Map<string, DemoGene>; project: string }[]): Expected[] {
  const byGene = new Map<string, { calls: DemoGene[]; projects: string[] }>();
  for (const { genes, project } of tables) {
    for (const gene of genes.values()) {
      if (!gene.called) continue;
      const entry = byGene.get(gene.geneId) ?? { calls: [], projects: [] };
      entry.calls.push(gene);
      entry.projects.push(project);
      byGene.set(gene.geneId, entry);
    }
  }
  return [...byGene.entries()]
    .map(([geneId, { calls, projects: names }]) => ({
      geneId,
      frequency: calls.length,
      mean: calls.reduce((s, c) => s + c.log2fc, 0) / calls.length,
      meanPadj: calls.reduce((s, c) => s + c.padj, 0) / calls.length,
      projects: names.sort(),
    }))
    .sort((a, b) => b.frequency - a.frequency || Math.abs(b.mean) - Math.abs(a.mean));
}

/** The answer is the first of `expected`, as many as asked for, and counts them all. */
function expectSameTrending(
  answer: { count: number; results: Record<string, unknown>[] },
  expected: Expected[],
  limit: number,
) {
  expect(answer.count).toBe(expected.length);
  expect(answer.results).toHaveLength(Math.min(limit, expected.length));
  answer.results.forEach((gene, i) => {
    const want = expected[i] as Expected;
    expect(gene.gene_id, `rank ${i + 1}`).toBe(want.geneId);
    expect(gene.rank).toBe(i + 1);
    expect(gene.frequency).toBe(want.frequency);
    expect(gene.avg_fold_change as number).toBeCloseTo(want.mean, 9);
    expect(gene.avg_pvalue as number).toBeCloseTo(want.meanPadj, 12);
    expect((gene.projects as { name: string }[]).map((p) => p.name).sort()).toEqual(want.projects);
    expect(gene.project_count).toBe(want.projects.length);
  });
}

const LNCAP = 'Li 2008 LNCaP androgen (DHT) response';
const MARIONI = 'Marioni 2008 human liver vs kidney';

describe('trending genes', () => {
  it('counts, across both demo projects, the genolists that call each gene, with its mean log2FC and adjusted p', async () => {
    const expected = expectedTrending([
      { genes: slc001, project: LNCAP },
      { genes: slc002, project: MARIONI },
    ]);
    // The archives share genes called in both: those come first.
    expect(expected[0]?.frequency).toBe(2);
    const answer = await get('/api/analytics/trending-genes?limit=25');
    expectSameTrending(answer, expected, 25);
    const first = answer.results[0];
    expect(first.symbol).toBe(slc001.get(first.gene_id)?.symbol);
    const badge = (p: number) => (p < 0.001 ? '***' : p < 0.01 ? '**' : p < 0.05 ? '*' : 'ns');
    for (const gene of answer.results) expect(gene.significance).toBe(badge(gene.avg_pvalue));
  });

  it('keeps to the genolists the user may see, whichever way it sums', async () => {
    await t.app.ctx.database.db.update(genolists).set({ public: false }).where(eq(genolists.id, marioniList));
    await t.app.ctx.database.db.update(projects).set({ public: false }).where(eq(projects.id, marioni));
    try {
      const onlyLncap = expectedTrending([{ genes: slc001, project: LNCAP }]);
      // The reader cannot see Marioni: the sums of every genolist less Marioni's calls.
      expectSameTrending(await get('/api/analytics/trending-genes?limit=10'), onlyLncap, 10);
      // Staff see both: the sums as kept.
      const both = expectedTrending([
        { genes: slc001, project: LNCAP },
        { genes: slc002, project: MARIONI },
      ]);
      expectSameTrending(await get('/api/analytics/trending-genes?limit=10', admin), both, 10);
      // One project: the calls of its genolists summed directly.
      expectSameTrending(
        await get(`/api/analytics/trending-genes?limit=10&project=${marioni}`, admin),
        expectedTrending([{ genes: slc002, project: MARIONI }]),
        10,
      );
      // A project the reader may not see adds nothing.
      expect((await get(`/api/analytics/trending-genes?project=${marioni}`)).count).toBe(0);
    } finally {
      await t.app.ctx.database.db
        .update(genolists)
        .set({ public: true })
        .where(eq(genolists.id, marioniList));
      await t.app.ctx.database.db.update(projects).set({ public: true }).where(eq(projects.id, marioni));
    }
  });

  it('filters by direction and minimum frequency', async () => {
    const both = expectedTrending([
      { genes: slc001, project: LNCAP },
      { genes: slc002, project: MARIONI },
    ]);
    const down = both.filter((g) => g.mean < 0);
    expectSameTrending(await get('/api/analytics/trending-genes?limit=10&direction=down'), down, 10);
    const twice = both.filter((g) => g.frequency >= 2);
    const answer = await get('/api/analytics/trending-genes?limit=1000&min_frequency=2');
    expectSameTrending(answer, twice, 1000);
  });

  it('follows a change of cutoffs and the deletion of a genolist', async () => {
    const strict = { pvalue_cutoff: 1e-10, fold_change_cutoff: 4 };
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/genolists/${marioniList}/`,
      headers: admin.headers,
      payload: strict,
    });
    expect(response.statusCode, response.body).toBe(200);
    const recalled = new Map(
      [...slc002].map(([id, g]) => [
        id,
        {
          ...g,
          called:
            g.padj <= strict.pvalue_cutoff && Math.abs(g.log2fc) >= Math.log2(strict.fold_change_cutoff),
        },
      ]),
    );
    const expected = expectedTrending([
      { genes: slc001, project: LNCAP },
      { genes: recalled, project: MARIONI },
    ]);
    expectSameTrending(await get('/api/analytics/trending-genes?limit=20'), expected, 20);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/genolists/${marioniList}/`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectSameTrending(
      await get('/api/analytics/trending-genes?limit=20'),
      expectedTrending([{ genes: slc001, project: LNCAP }]),
      20,
    );
    const [left] = await t.app.ctx.database.db
      .execute(sql`SELECT count(*)::int AS n FROM gene_index WHERE genolist_id = ${marioniList}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(left?.n).toBe(0);
    // Back as it was, by importing the archive again: a new genolist.
    marioni = await importDemo(t.app, 'SLC002', { ownerId: admin.user.id, makePublic: true });
    const [again] = await t.app.ctx.database.db
      .select({ id: genolists.id })
      .from(genolists)
      .where(eq(genolists.project_id, marioni));
    marioniList = again?.id as number;
    expectSameTrending(
      await get('/api/analytics/trending-genes?limit=20'),
      expectedTrending([
        { genes: slc001, project: LNCAP },
        { genes: slc002, project: MARIONI },
      ]),
      20,
    );
  }, 60_000);
});

describe('search', () => {
  it('finds KLK3 by symbol, with its value in the LNCaP genolist as the archive has it', async () => {
    const answer = await get('/api/search/?q=klk3');
    const klk3 = answer.genes[0];
    const row = [...slc001.values()].find((g) => g.symbol === 'KLK3') as DemoGene;
    expect(klk3).toMatchObject({
      symbol: 'KLK3',
      gene_id: row.geneId,
      description: 'kallikrein related peptidase 3',
    });
    // Marioni's genes are on chromosomes 1 to 4: KLK3 (chromosome 19) is in LNCaP's list only.
    expect(klk3.genolists).toHaveLength(1);
    expect(klk3.genolists[0]).toMatchObject({
      genolist: { id: lncapList, name: 'DHT vs control', pvalue_cutoff: 0.05, fold_change_cutoff: 1.5 },
      project: { id: lncap, name: LNCAP },
      comparison: { name: 'DHT vs control', factor: 'condition', condition_1: 'DHT', condition_2: 'control' },
      significant: row.called,
      direction: 'up',
    });
    expect(klk3.genolists[0].log2_fold_change).toBeCloseTo(row.log2fc, 10);
    expect(klk3.genolists[0].padj).toBeCloseTo(row.padj, 60);
    // The unadjusted p, from which the gene's page draws the fold change's interval.
    expect(row.pvalue).toBeGreaterThan(0);
    expect(klk3.genolists[0].pvalue / row.pvalue).toBeCloseTo(1, 10);
  });

  it('answers a gene of both archives with both genolists, by id as by symbol', async () => {
    const shared = [...slc002.values()].find((g) => g.called && slc001.get(g.geneId)?.called) as DemoGene;
    for (const q of [shared.geneId, shared.symbol]) {
      const gene = (await get(`/api/search/?q=${encodeURIComponent(q)}`)).genes[0];
      expect(gene.gene_id).toBe(shared.geneId);
      const byList = new Map(gene.genolists.map((r: { genolist: { id: number } }) => [r.genolist.id, r]));
      expect(byList.size).toBe(2);
      for (const [list, table] of [
        [lncapList, slc001],
        [marioniList, slc002],
      ] as const) {
        const want = table.get(shared.geneId) as DemoGene;
        const got = byList.get(list) as {
          log2_fold_change: number;
          pvalue: number;
          padj: number;
          significant: boolean;
        };
        expect(got.log2_fold_change).toBeCloseTo(want.log2fc, 10);
        expect(got.pvalue / want.pvalue).toBeCloseTo(1, 10);
        expect(got.padj / want.padj).toBeCloseTo(1, 10);
        expect(got.significant).toBe(true);
      }
    }
  });

  it('finds genes by name, projects and genolists by name, and genes only from 3 characters', async () => {
    const byName = await get('/api/search/?q=kallikrein%20related%20peptidase%203');
    expect(byName.genes.map((g: { symbol: string }) => g.symbol)).toContain('KLK3');
    const projectsFound = await get('/api/search/?q=lncap');
    expect(projectsFound.projects.map((p: { id: number }) => p.id)).toEqual([lncap]);
    const genolistsFound = await get('/api/search/?q=liver%20vs');
    expect(genolistsFound.genolists).toEqual([
      { id: marioniList, name: 'Liver vs Kidney', project: { id: marioni, name: MARIONI } },
    ]);
    const short = await get('/api/search/?q=kl');
    expect(short.genes).toEqual([]);
    // The LIKE wildcards are text like any other.
    expect((await get('/api/search/?q=%25%25%25')).genes).toEqual([]);
    const blank = await t.app.inject({
      method: 'GET',
      url: '/api/search/?q=%20%20',
      headers: reader.headers,
    });
    expect(blank.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/search/?q=klk3' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists symbols that begin with the text, shortest first, before names that contain it', async () => {
    const symbols = new Set<string>();
    for (const table of [slc001, slc002]) {
      for (const gene of table.values())
        if (gene.symbol.toLowerCase().startsWith('klk')) symbols.add(gene.symbol);
    }
    const byPrefix = [...symbols].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    expect(byPrefix.length).toBeGreaterThan(3);
    const answer: string[] = (await get('/api/search/?q=klk&limit=50')).genes.map(
      (g: { symbol: string }) => g.symbol,
    );
    expect(answer.slice(0, byPrefix.length)).toEqual(byPrefix);
    expect(answer.slice(byPrefix.length).every((symbol) => !symbol.toLowerCase().startsWith('klk'))).toBe(
      true,
    );
    // A whole symbol asks for that gene: the genes that begin with it, no name read.
    const exact: string[] = (await get('/api/search/?q=KLK3&limit=50')).genes.map(
      (g: { symbol: string }) => g.symbol,
    );
    expect(exact[0]).toBe('KLK3');
    expect(exact.every((symbol) => symbol.toLowerCase().startsWith('klk3'))).toBe(true);
    // Fewer asked than begin with it: no name is read.
    expect((await get('/api/search/?q=klk&limit=2')).genes.map((g: { symbol: string }) => g.symbol)).toEqual(
      byPrefix.slice(0, 2),
    );
  });

  it('shows nothing the user may not see: private projects, genolists and the genes only they hold', async () => {
    const db = t.app.ctx.database.db;
    await db.update(projects).set({ public: false }).where(eq(projects.id, lncap));
    await db.update(genolists).set({ public: false }).where(eq(genolists.id, lncapList));
    try {
      const answer = await get('/api/search/?q=klk3');
      expect(answer.genes).toEqual([]);
      expect((await get('/api/search/?q=lncap')).projects).toEqual([]);
      const klk3 = (await get('/api/search/?q=klk3', admin)).genes[0];
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/genes/${klk3.id}/`,
        headers: reader.headers,
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await db.update(projects).set({ public: true }).where(eq(projects.id, lncap));
      await db.update(genolists).set({ public: true }).where(eq(genolists.id, lncapList));
    }
  });
});

describe("a gene's page", () => {
  it('lists every genolist of the user holding the gene, called ones counted', async () => {
    const shared = [...slc002.values()].find((g) => g.called && slc001.get(g.geneId)?.called) as DemoGene;
    const id = (await get(`/api/search/?q=${shared.geneId}`)).genes[0].id;
    const page = await get(`/api/genes/${id}/`);
    expect(page).toMatchObject({ id, gene_id: shared.geneId, symbol: shared.symbol, called: 2 });
    expect(page.genolists.map((r: { project: { name: string } }) => r.project.name).sort()).toEqual([
      LNCAP,
      MARIONI,
    ]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/genes/999999/', headers: reader.headers });
    expect(missing.statusCode).toBe(404);
  });
});
