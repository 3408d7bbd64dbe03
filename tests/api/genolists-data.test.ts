import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameColumns } from '../../server/genolists/frame';
import { archiveFile, type GenolistWorld, genolistWorld, reference } from './genolists-fixture';

/** The frame, the row endpoints, GO, the plots' data and the samples of a genolist, checked against the archives. */

let w: GenolistWorld;
beforeAll(async () => {
  w = await genolistWorld();
});
afterAll(() => w.t.close());

const ref1 = reference('SLC001');
const counts1 = ref1.significant_counts[0];

let frame: FrameColumns;
const frameUrl = () => `/api/genolists/${w.g1}/frame`;

describe('the frame', () => {
  it('holds every row of the results file, column by column, in file order', async () => {
    const response = await w.get(frameUrl(), w.other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    frame = response.json();
    expect(frame.genolist_id).toBe(w.g1);
    expect(frame.n).toBe(49_506);
    for (const column of [
      'gene_ref_id',
      'gene_id',
      'symbol',
      'base_mean',
      'ave_log_expr',
      'log2fc',
      'pvalue',
      'padj',
    ] as const) {
      expect(frame[column], column).toHaveLength(49_506);
    }
    const lines = (await archiveFile('SLC001', 'de/DHT_vs_control.tsv')).trimEnd().split('\n');
    expect(lines[0]).toBe('gene_id\tsymbol\tbaseMean\tlog2FoldChange\tlfcSE\tstat\tpvalue\tpadj');
    const num = (text: string) => (text === 'NA' ? null : Number(text));
    for (const i of [0, 1, 2, 25_000, 49_505]) {
      const [id, symbol, baseMean, lfc, , , p, padj] = (lines[i + 1] as string).split('\t') as string[];
      expect(frame.gene_id[i]).toBe(id);
      expect(frame.symbol[i]).toBe(symbol === 'NA' || symbol === '' ? null : symbol);
      expect(frame.base_mean[i]).toBe(num(baseMean as string));
      expect(frame.log2fc[i]).toBe(num(lfc as string));
      expect(frame.pvalue[i]).toBe(num(p as string));
      expect(frame.padj[i]).toBe(num(padj as string));
    }
    expect(frame.gene_id[0]).toBe('ENSG00000162772');
    expect(frame.symbol.slice(0, 2)).toEqual(['ATF3', 'FKBP5']);
    expect(frame.log2fc[1]).toBeCloseTo(4.96, 2);
    expect(frame.ave_log_expr.every((v) => v === null)).toBe(true);
  });

  it('keeps missing values and p-values of 0 as the reference counts them', async () => {
    expect(frame.padj.filter((v) => v === null)).toHaveLength(counts1.n_padj_missing);
    expect(frame.pvalue.filter((v) => v === null)).toHaveLength(counts1.n_pvalue_missing);
    expect(frame.pvalue.filter((v) => v === 0)).toHaveLength(counts1.n_pvalue_zero);
    for (const symbol of ['FKBP5', 'ATF3']) {
      const i = frame.symbol.indexOf(symbol);
      expect([frame.pvalue[i], frame.padj[i]]).toEqual([0, 0]);
    }
  });

  it('answers 304 to its ETag, and stays out of the browser’s HTTP cache', async () => {
    const first = await w.get(frameUrl(), w.owner.headers);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"g\d+-\d+-f\d+"$/);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await w.get(frameUrl(), { ...w.owner.headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await w.get(frameUrl(), { ...w.owner.headers, 'if-none-match': `W/"other", ${etag}` });
    expect(listed.statusCode).toBe(304);
    const stale = await w.get(frameUrl(), { ...w.owner.headers, 'if-none-match': 'W/"g1-0-f1"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('is compressed with gzip or brotli when asked, and the same once decoded', async () => {
    const plain = await w.get(frameUrl(), { ...w.owner.headers, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await w.get(frameUrl(), { ...w.owner.headers, 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const br = await w.get(frameUrl(), { ...w.owner.headers, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('is hidden with the genolist', async () => {
    expect((await w.get(`/api/genolists/${w.g2}/frame`, w.other.headers)).statusCode).toBe(404);
    const edgeR = (await w.get(`/api/genolists/${w.g2}/frame`, w.staff.headers)).json() as FrameColumns;
    expect(edgeR.n).toBe(3453);
    expect(edgeR.base_mean.every((v) => v === null)).toBe(true);
    expect(edgeR.ave_log_expr.every((v) => typeof v === 'number')).toBe(true);
    expect(edgeR.symbol[0]).toBe('ALB');
  });
});

describe('values pages', () => {
  it('pages the transcriptomic values in file order', async () => {
    const page = (await w.get(`/api/transcriptovalues/?genolist=${w.g1}`, w.other.headers)).json();
    expect(page.count).toBe(49_506);
    expect(page.results).toHaveLength(100);
    expect(page.previous).toBeNull();
    expect(page.next).toBe(`/api/transcriptovalues/?genolist=${w.g1}&page=2`);
    expect(page.results[1]).toMatchObject({
      position: 1,
      genoref: { symbols: 'FKBP5', id_reference_database: 'ENSG00000096060', biotype: expect.any(String) },
      base_mean: 1061.16,
      log_2_FC: 4.96263,
      pvalue: 0,
      pvalue_adj: 0,
    });
    const last = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&page=50&page_size=1000`, w.other.headers)
    ).json();
    expect(last.results).toHaveLength(506);
    expect(last.next).toBeNull();
    expect(last.results.at(-1).position).toBe(49_505);
    expect(
      (await w.get(`/api/transcriptovalues/?genolist=${w.g1}&page_size=1001`, w.other.headers)).statusCode,
    ).toBe(400);
    expect((await w.get('/api/transcriptovalues/', w.other.headers)).statusCode).toBe(400);
  });

  it('orders by fold change or adjusted p-value, missing values last', async () => {
    const top = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&ordering=-log_2_FC&page_size=5`, w.owner.headers)
    ).json();
    const max = Math.max(...frame.log2fc.filter((v): v is number => v !== null));
    expect(top.results[0].log_2_FC).toBe(max);
    const byPadj = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&ordering=pvalue_adj&page_size=3`, w.owner.headers)
    ).json();
    expect(byPadj.results.map((r: { pvalue_adj: number }) => r.pvalue_adj)).toEqual([
      0,
      0,
      expect.any(Number),
    ]);
    const worst = (
      await w.get(
        `/api/transcriptovalues/?genolist=${w.g1}&ordering=pvalue_adj&page=496&page_size=100`,
        w.owner.headers,
      )
    ).json();
    expect(worst.results.at(-1).pvalue_adj).toBeNull();
    const limit = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&ordering=-abs_log_2_FC&limit=2`, w.owner.headers)
    ).json();
    expect(limit.results).toHaveLength(2);
  });

  it('searches symbol, gene id and gene name in any case', async () => {
    const bySymbol = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&search=fkbp5`, w.other.headers)
    ).json();
    expect(bySymbol.count).toBe(1);
    expect(bySymbol.results[0].genoref.symbols).toBe('FKBP5');
    const byId = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&search=ENSG00000162772`, w.other.headers)
    ).json();
    expect(byId.results.map((r: { genoref: { symbols: string } }) => r.genoref.symbols)).toEqual(['ATF3']);
    const byName = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&search=prolyl%20isomerase%205`, w.other.headers)
    ).json();
    expect(byName.results[0].genoref.symbols).toBe('FKBP5');
    const none = (
      await w.get(`/api/transcriptovalues/?genolist=${w.g1}&search=100%25`, w.other.headers)
    ).json();
    expect(none.count).toBe(0);
  });

  it('follows the genolist visibility; proteomic values are empty for a transcriptomic list', async () => {
    expect((await w.get(`/api/transcriptovalues/?genolist=${w.g2}`, w.other.headers)).statusCode).toBe(404);
    expect((await w.get(`/api/transcriptovalues/?genolist=${w.g2}`, w.staff.headers)).json().count).toBe(
      3453,
    );
    const proteo = (await w.get(`/api/proteovalues/?genolist=${w.g1}`, w.other.headers)).json();
    expect(proteo).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await w.get(`/api/proteovalues/?genolist=${w.g2}`, w.owner.headers)).statusCode).toBe(404);
  });
});

describe('gene rows for charts', () => {
  it('are the genes the list calls with its cutoffs, p = 0 flagged', async () => {
    const rows = (await w.get(`/api/genolists/${w.g1}/genes/`, w.other.headers)).json();
    expect(rows).toHaveLength(counts1.by_fold_change['1.5'].total);
    for (const row of rows) {
      expect(row.adjusted_p_value).toBeLessThanOrEqual(0.05);
      expect(Math.abs(row.log2_fold_change)).toBeGreaterThanOrEqual(Math.log2(1.5));
    }
    expect(rows.filter((r: { regulation: string }) => r.regulation === 'up')).toHaveLength(
      counts1.by_fold_change['1.5'].up,
    );
    const fkbp5 = rows.find((r: { symbols: string }) => r.symbols === 'FKBP5');
    expect(fkbp5).toMatchObject({
      gene_id: 'ENSG00000096060',
      gene_name: 'FKBP prolyl isomerase 5',
      genoref: { symbols: 'FKBP5' },
      pvalue: 0,
      minus_log10_pvalue: null,
      p_zero: true,
      regulation: 'up',
    });
    expect(rows[2].minus_log10_pvalue).toBeCloseTo(-Math.log10(rows[2].pvalue), 9);
    expect((await w.get(`/api/genolists/${w.g2}/genes/`, w.other.headers)).statusCode).toBe(404);
  });
});

describe('GO enrichment', () => {
  it('lists every GO row of the archive, most significant first', async () => {
    const go1 = (await w.get(`/api/govalues/?genolist=${w.g1}`, w.other.headers)).json();
    expect(go1).toHaveLength(1744);
    expect(go1[0]).toMatchObject({
      go_id: 'GO:0071944',
      go_term: 'cell periphery',
      goref: { term: 'GO:0071944', description: 'cell periphery', ontology: 'CC' },
      count: 435,
      nb_genes_in_term: 2425,
      pvalue: 1.26726e-18,
      pvalue_adj: 2.46469e-14,
    });
    expect(go1[0].genes_in_term).toHaveLength(435);
    const padj = go1.map((r: { pvalue_adj: number }) => r.pvalue_adj);
    expect(padj).toEqual([...padj].sort((a, b) => a - b));
    expect((await w.get(`/api/govalues/?genolist=${w.g2}`, w.staff.headers)).json()).toHaveLength(1291);
    expect((await w.get(`/api/govalues/?genolist=${w.g2}`, w.other.headers)).statusCode).toBe(404);
  });

  it("resolves a GO row's genes to the genes of the list", async () => {
    const [first] = (await w.get(`/api/govalues/?genolist=${w.g1}`, w.other.headers)).json();
    const genes = (await w.get(`/api/govalues/${first.id}/genorefs`, w.other.headers)).json();
    expect(genes.map((g: { gene: string }) => g.gene)).toEqual(first.genes_in_term);
    expect(genes.filter((g: { genoref: unknown }) => g.genoref === null)).toEqual([]);
    const abca12 = genes.find((g: { gene: string }) => g.gene === 'ABCA12');
    expect(abca12).toMatchObject({
      genoref: { symbols: 'ABCA12', id_reference_database: expect.stringMatching(/^ENSG/) },
    });
    expect(typeof abca12.log_2_FC).toBe('number');
    const [hidden] = (await w.get(`/api/govalues/?genolist=${w.g2}`, w.staff.headers)).json();
    expect((await w.get(`/api/govalues/${hidden.id}/genorefs`, w.other.headers)).statusCode).toBe(404);
    expect((await w.get(`/api/govalues/${hidden.id}/genorefs`, w.staff.headers)).statusCode).toBe(200);
    expect((await w.get('/api/govalues/99999999/genorefs', w.staff.headers)).statusCode).toBe(404);
  });
});

describe('volcano and MA data', () => {
  it('plots the genes with an adjusted p-value, draws p = 0 at the top and counts the rest', async () => {
    const data = (await w.get(`/api/genolists/${w.g1}/volcano-MA-data`, w.other.headers)).json();
    const plotted = counts1.n_rows - counts1.n_padj_missing;
    expect(data.counts).toEqual({
      total: counts1.n_rows,
      plotted,
      missing_pvalue: counts1.n_padj_missing,
      p_zero: counts1.n_pvalue_zero,
    });
    expect(data.ma_x_kind).toBe('log10_base_mean');
    for (const key of ['gene_ref_id', 'gene_id', 'symbol', 'log2fc', 'minus_log10_padj', 'p_zero', 'ma_x']) {
      expect(data[key], key).toHaveLength(plotted);
    }
    const fkbp5 = data.symbol.indexOf('FKBP5');
    expect(data.p_zero[fkbp5]).toBe(true);
    expect(data.minus_log10_padj[fkbp5]).toBeNull();
    expect(data.log2fc[fkbp5]).toBeCloseTo(4.96263, 5);
    expect(data.ma_x[fkbp5]).toBeCloseTo(Math.log10(1061.16), 9);
    const sat1 = data.symbol.indexOf('SAT1');
    expect(data.minus_log10_padj[sat1]).toBeCloseTo(-Math.log10(7.26233e-254), 6);
    expect(data.max_minus_log10_padj).toBe(
      Math.max(...data.minus_log10_padj.filter((v: number | null) => v !== null)),
    );
  });

  it('uses logCPM for edgeR results, and follows the genolist visibility', async () => {
    const data = (await w.get(`/api/genolists/${w.g2}/volcano-MA-data`, w.staff.headers)).json();
    expect(data.ma_x_kind).toBe('ave_log_expr');
    expect(data.counts).toEqual({ total: 3453, plotted: 3453, missing_pvalue: 0, p_zero: 1 });
    expect(data.symbol[0]).toBe('ALB');
    expect(data.ma_x[0]).toBeCloseTo(16.6697, 4);
    expect((await w.get(`/api/genolists/${w.g2}/volcano-MA-data`, w.other.headers)).statusCode).toBe(404);
    const first = await w.get(`/api/genolists/${w.g2}/volcano-MA-data`, w.staff.headers);
    const again = await w.get(`/api/genolists/${w.g2}/volcano-MA-data`, {
      ...w.staff.headers,
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('box plot', () => {
  const expected = async (geneId: string) => {
    const lines = (await archiveFile('SLC001', 'counts.tsv')).split('\n');
    const header = (lines[0] as string).split('\t');
    const row = (lines.find((line) => line.startsWith(`${geneId}\t`)) as string).split('\t');
    const values = new Map<string, number>();
    for (const sample of ref1.samples as string[]) {
      const count = Number(row[header.indexOf(sample)]);
      values.set(sample, Math.log2(count / ref1.size_factors[sample] + 1));
    }
    return values;
  };
  const samplesOf = (points: { sample: string; value: number }[]) => points.map((p) => p.sample);

  it("gives FKBP5's log2 expression per condition, as computed from the archive's counts", async () => {
    const fkbp5 = frame.gene_ref_id[frame.symbol.indexOf('FKBP5')];
    const response = await w.get(`/api/genolists/${w.g1}/boxplot-data?genoref=${fkbp5}`, w.other.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data).toMatchObject({
      gene: { id: fkbp5, symbol: 'FKBP5', gene_id: 'ENSG00000096060' },
      factor: 'condition',
      condition_1_name: 'DHT',
      condition_2_name: 'control',
      other_values: [],
    });
    expect(samplesOf(data.condition_1_values)).toEqual(['lane5', 'lane6', 'lane8']);
    expect(samplesOf(data.condition_2_values)).toEqual(['lane1', 'lane2', 'lane3', 'lane4']);
    const want = await expected('ENSG00000096060');
    for (const point of [...data.condition_1_values, ...data.condition_2_values]) {
      expect(point.value).toBeCloseTo(want.get(point.sample) as number, 5);
    }
  });

  it('matches the reference heatmap expression of STEAP4', async () => {
    const heatmap = ref1.heatmap;
    const row = heatmap.symbols.indexOf('STEAP4');
    const geneRef = frame.gene_ref_id[frame.gene_id.indexOf(heatmap.gene_ids[row])];
    const data = (
      await w.get(`/api/genolists/${w.g1}/boxplot-data?genoref=${geneRef}`, w.owner.headers)
    ).json();
    for (const point of [...data.condition_1_values, ...data.condition_2_values]) {
      const column = heatmap.sample_names.indexOf(point.sample);
      expect(point.value).toBeCloseTo(heatmap.expression[row][column], 5);
    }
  });

  it('answers 404 for a gene without expression in the project, or a hidden genolist', async () => {
    const none = await w.get(`/api/genolists/${w.g1}/boxplot-data?genoref=99999999`, {
      ...w.other.headers,
      'accept-language': 'fr',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'no_expression',
      detail: "Aucune donnée d'expression disponible pour ce gène.",
    });
    expect((await w.get(`/api/genolists/${w.g2}/boxplot-data?genoref=1`, w.other.headers)).statusCode).toBe(
      404,
    );
    expect((await w.get(`/api/genolists/${w.g1}/boxplot-data`, w.other.headers)).statusCode).toBe(400);
  });
});

describe('expression matrix for the heatmap', () => {
  const post = (id: number, body: unknown, headers: Record<string, string>) =>
    w.t.app.inject({
      method: 'POST',
      url: `/api/genolists/${id}/expression/`,
      headers,
      payload: body as object,
    });

  it("gives the reference heatmap's genes in the order asked, samples grouped by condition", async () => {
    const heatmap = ref1.heatmap;
    const ids = (heatmap.gene_ids as string[]).map(
      (geneId) => frame.gene_ref_id[frame.gene_id.indexOf(geneId)],
    );
    const asked = [...ids].reverse();
    const response = await post(w.g1, { gene_ref_ids: [...asked, asked[0], 99999999] }, w.other.headers);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data).toMatchObject({
      genolist_id: w.g1,
      factor: 'condition',
      condition_1_name: 'DHT',
      condition_2_name: 'control',
      missing_gene_ref_ids: [99999999],
    });
    const names = data.samples.map((s: { name: string }) => s.name);
    expect(names).toEqual(['lane5', 'lane6', 'lane8', 'lane1', 'lane2', 'lane3', 'lane4']);
    expect(data.samples.map((s: { condition: number | null }) => s.condition)).toEqual([1, 1, 1, 2, 2, 2, 2]);
    expect(data.genes.map((g: { gene_ref_id: number }) => g.gene_ref_id)).toEqual(asked);
    for (const gene of data.genes as { gene_id: string; values: number[] }[]) {
      const row = heatmap.gene_ids.indexOf(gene.gene_id);
      names.forEach((name: string, column: number) => {
        expect(gene.values[column]).toBeCloseTo(
          heatmap.expression[row][heatmap.sample_names.indexOf(name)],
          5,
        );
      });
    }
  });

  it('refuses an empty or oversized request, and hides a genolist the user may not see', async () => {
    const empty = await post(w.g1, { gene_ref_ids: [] }, w.other.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/gene_ref_ids/);
    const tooMany = Array.from({ length: 5001 }, (_, i) => i + 1);
    expect((await post(w.g1, { gene_ref_ids: tooMany }, w.other.headers)).statusCode).toBe(400);
    expect((await post(w.g1, { gene_ref_ids: [1] }, {})).statusCode).toBe(401);
    expect((await post(w.g2, { gene_ref_ids: [1] }, w.other.headers)).statusCode).toBe(404);
    expect((await post(w.g2, { gene_ref_ids: [1] }, w.staff.headers)).statusCode).toBe(200);
  });
});

describe('samples of a factor level', () => {
  it("lists the samples of each of the comparison's levels", async () => {
    const g = (await w.get(`/api/genolists/${w.g1}/`, w.other.headers)).json();
    const main = (
      await w.get(`/api/samples/?factors=${g.comparison.main_factor.id}`, w.other.headers)
    ).json();
    expect(main.map((s: { name: string }) => s.name)).toEqual(['lane5', 'lane6', 'lane8']);
    expect(main[0]).toMatchObject({
      factors: [{ id: g.comparison.main_factor.id, factor: 'condition', level: 'DHT' }],
      size_factor: expect.closeTo(ref1.size_factors.lane5, 6),
      quality_control: { status: expect.stringMatching(/^(PASS|WARNING|FAIL)$/) },
    });
    const secondary = (
      await w.get(`/api/samples/?factors=${g.comparison.secondary_factor.id}`, w.owner.headers)
    ).json();
    expect(secondary).toHaveLength(4);
  });

  it('follows the visibility of the project, or of a genolist comparing the level', async () => {
    const g2 = (await w.get(`/api/genolists/${w.g2}/`, w.staff.headers)).json();
    const level = g2.comparison.main_factor.id;
    expect((await w.get(`/api/samples/?factors=${level}`, w.staff.headers)).json()).toHaveLength(5);
    expect((await w.get(`/api/samples/?factors=${level}`, w.other.headers)).statusCode).toBe(404);
    // A public genolist of a private project shows its samples.
    await w.t.app.inject({
      method: 'PATCH',
      url: `/api/genolists/${w.g2}/`,
      headers: w.staff.headers,
      payload: { public: true },
    });
    expect((await w.get(`/api/samples/?factors=${level}`, w.other.headers)).json()).toHaveLength(5);
    await w.t.app.inject({
      method: 'PATCH',
      url: `/api/genolists/${w.g2}/`,
      headers: w.staff.headers,
      payload: { public: false },
    });
    expect((await w.get('/api/samples/?factors=99999999', w.staff.headers)).statusCode).toBe(404);
  });
});
