import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geneRefs, genolistFrames, genolists } from '../../server/db/schema';
import { archiveFile, type GenolistWorld, genolistWorld, reference } from './genolists-fixture';

/** Downloads of a genolist: the values TSV, the labelled CSV/TSV/JSON table and the XLSX report. */

let w: GenolistWorld;
beforeAll(async () => {
  w = await genolistWorld();
});
afterAll(() => w.t.close());

const counts1 = reference('SLC001').significant_counts[0];

describe('transcripto values TSV', () => {
  it('is every row of the results in file order, NA where missing', async () => {
    const response = await w.get(`/api/genolists/${w.g1}/download-transcripto-values`, w.other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/tab-separated-values/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="genolist_${w.g1}_transcripto_values.tsv"`,
    );
    const lines = response.body.trimEnd().split('\n');
    expect(lines[0]).toBe('gene_id\tsymbol\tbase_mean\tlog2FoldChange\tpvalue\tpadj');
    expect(lines).toHaveLength(49_507);
    expect(lines[1]).toBe('ENSG00000162772\tATF3\t1206.33\t3.39293\t0\t0');
    const archive = (await archiveFile('SLC001', 'de/DHT_vs_control.tsv')).trimEnd().split('\n');
    const value = (text: string | undefined) => (text === 'NA' ? 'NA' : Number(text));
    for (const i of [3, 30_000, 49_506]) {
      const [id, symbol, baseMean, lfc, , , p, padj] = (archive[i] as string).split('\t');
      const [gotId, gotSymbol, ...numbers] = (lines[i] as string).split('\t');
      expect([gotId, gotSymbol]).toEqual([id, symbol || 'NA']);
      expect(numbers.map(value)).toEqual([baseMean, lfc, p, padj].map(value));
    }
    expect(lines.filter((line) => line.endsWith('\tNA'))).toHaveLength(counts1.n_padj_missing);
    expect(
      (await w.get(`/api/genolists/${w.g2}/download-transcripto-values`, w.other.headers)).statusCode,
    ).toBe(404);
  });
});

describe('genolist table download', () => {
  it('is a CSV with labelled headers, quoting cells with commas', async () => {
    const response = await w.get(`/api/genolists/${w.g1}/download?format=csv`, w.other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="genolist_${w.g1}.csv"`);
    expect(response.body).toContain(',"abhydrolase domain containing 16A, phospholipase",');
    const parsed = Papa.parse<string[]>(response.body.trimEnd(), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([
      'Gene ID',
      'Symbol',
      'Description',
      'Base mean',
      'log2 fold change',
      'p-value',
      'Adjusted p-value',
      'Regulation',
    ]);
    expect(rows).toHaveLength(49_506);
    expect(rows.every((row) => row.length === 8)).toBe(true);
    const abhd16a = rows.find((row) => row[1] === 'ABHD16A') as string[];
    expect(abhd16a[2]).toBe('abhydrolase domain containing 16A, phospholipase');
    expect(rows[1]).toEqual([
      'ENSG00000096060',
      'FKBP5',
      'FKBP prolyl isomerase 5',
      '1061.16',
      '4.96263',
      '0',
      '0',
      'Up',
    ]);
    const regulation = (value: string) => rows.filter((row) => row[7] === value).length;
    expect(regulation('Up')).toBe(counts1.by_fold_change['1.5'].up);
    expect(regulation('Down')).toBe(counts1.by_fold_change['1.5'].down);
  });

  it('quotes a symbol with a comma or a quote', async () => {
    const db = w.t.app.ctx.database.db;
    const [atf3] = await db
      .select()
      .from(geneRefs)
      .where(eq(geneRefs.id_reference_database, 'ENSG00000162772'));
    await db
      .update(geneRefs)
      .set({ symbol: 'ATF3, "odd"' })
      .where(eq(geneRefs.id, atf3?.id as number));
    // An import that renames a gene drops the stored frames showing it; this edit goes around imports.
    await db.delete(genolistFrames).where(eq(genolistFrames.genolist_id, w.g1));
    try {
      const body = (await w.get(`/api/genolists/${w.g1}/download?format=csv`, w.owner.headers)).body;
      expect(body.split('\r\n')[1]).toBe(
        'ENSG00000162772,"ATF3, ""odd""",activating transcription factor 3,1206.33,3.39293,0,0,Up',
      );
      const parsed = Papa.parse<string[]>(body.trimEnd(), { newline: '\r\n' });
      expect(parsed.data[1]?.[1]).toBe('ATF3, "odd"');
    } finally {
      await db
        .update(geneRefs)
        .set({ symbol: 'ATF3' })
        .where(eq(geneRefs.id, atf3?.id as number));
      await db.delete(genolistFrames).where(eq(genolistFrames.genolist_id, w.g1));
    }
  });

  it('is also TSV or JSON; another format is refused', async () => {
    const tsv = await w.get(`/api/genolists/${w.g2}/download?format=tsv`, w.staff.headers);
    expect(tsv.headers['content-disposition']).toBe(`attachment; filename="genolist_${w.g2}.tsv"`);
    const lines = tsv.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Gene ID\tSymbol\tDescription\tBase mean\tAverage log expression\tlog2 fold change\tp-value\tAdjusted p-value\tRegulation',
    );
    expect(lines).toHaveLength(3454);
    expect(lines[1]?.split('\t').slice(0, 2)).toEqual(['ENSG00000163631', 'ALB']);
    const json = await w.get(`/api/genolists/${w.g2}/download?format=json`, w.staff.headers);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="genolist_${w.g2}.json"`);
    const rows = json.json();
    expect(rows).toHaveLength(3453);
    expect(rows[0]).toMatchObject({
      gene_id: 'ENSG00000163631',
      symbol: 'ALB',
      base_mean: null,
      ave_log_expr: 16.6697,
      log2_fold_change: 6.45504,
      pvalue: 0,
      padj: 0,
      regulation: 'Up',
    });
    const bad = await w.get(`/api/genolists/${w.g1}/download?format=xlsx`, w.owner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('querystring.format');
    expect((await w.get(`/api/genolists/${w.g2}/download?format=csv`, w.owner.headers)).statusCode).toBe(404);
  });
});

describe('XLSX report', () => {
  it('is available for a list with values, not for an empty one', async () => {
    expect((await w.get(`/api/genolists/${w.g1}/report/availability/`, w.other.headers)).json()).toEqual({
      available: true,
    });
    const [empty] = await w.t.app.ctx.database.db
      .insert(genolists)
      .values({
        project_id: w.p1,
        name: 'Empty',
        type_genolist: 'EXPERT',
        source: 'EXPERT_CREATED',
        pvalue_cutoff: 0.05,
        fold_change_cutoff: 1.5,
        owner_id: w.owner.user.id,
      })
      .returning({ id: genolists.id });
    const id = (empty as { id: number }).id;
    const availability = await w.get(`/api/genolists/${id}/report/availability/`, {
      ...w.owner.headers,
      'accept-language': 'fr',
    });
    expect(availability.json()).toEqual({
      available: false,
      reason: 'Cette genolist ne contient aucune valeur de gène à mettre dans un rapport.',
    });
    const refused = await w.get(`/api/genolists/${id}/report/download/`, w.owner.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('report_unavailable');
    expect((await w.get(`/api/genolists/${id}/report/availability/`, w.other.headers)).statusCode).toBe(404);
    expect((await w.get(`/api/genolists/${w.g2}/report/download/`, w.other.headers)).statusCode).toBe(404);
  });

  it('holds the summary, every gene and every GO term', async () => {
    const response = await w.get(`/api/genolists/${w.g1}/report/download/`, w.other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="genolist_${w.g1}_report.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Genes', 'GO']);

    const summary = workbook.getWorksheet('Summary') as ExcelJS.Worksheet;
    const field = (name: string) => {
      let value: unknown;
      summary.eachRow((row) => {
        if (row.getCell(1).value === name) value = row.getCell(2).value;
      });
      return value;
    };
    expect(field('Genolist')).toBe('DHT vs control');
    expect(field('Comparison')).toBe('DHT vs control');
    expect(field('Fold-change cutoff')).toBe(1.5);
    expect(field('Differential genes (total)')).toBe(counts1.by_fold_change['1.5'].total);
    expect(field('Up-regulated')).toBe(counts1.by_fold_change['1.5'].up);
    expect(field('GO terms')).toBe(1744);
    expect(field('Generated')).toMatch(/^\d{4}-\d\d-\d\dT/);

    const genes = workbook.getWorksheet('Genes') as ExcelJS.Worksheet;
    expect(genes.rowCount).toBe(49_507);
    expect((genes.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Gene ID',
      'Symbol',
      'Base mean',
      'log2 fold change',
      'p-value',
      'adjusted p-value',
      'Regulation',
    ]);
    expect((genes.getRow(3).values as unknown[]).slice(1)).toEqual([
      'ENSG00000096060',
      'FKBP5',
      1061.16,
      4.96263,
      0,
      0,
      'Up',
    ]);
    let down = 0;
    genes.eachRow((row) => {
      if (row.getCell(7).value === 'Down') down++;
    });
    expect(down).toBe(counts1.by_fold_change['1.5'].down);

    const go = workbook.getWorksheet('GO') as ExcelJS.Worksheet;
    expect(go.rowCount).toBe(1745);
    expect(go.getRow(2).getCell(1).value).toBe('GO:0071944');
    expect(go.getRow(2).getCell(2).value).toBe('cell periphery');
    expect(String(go.getRow(2).getCell(8).value).split(', ')).toHaveLength(435);
  });

  it('is worded in French when the request asks for it', async () => {
    const response = await w.get(`/api/genolists/${w.g1}/report/download/`, {
      ...w.other.headers,
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Résumé', 'Gènes', 'GO']);
    const genes = workbook.getWorksheet('Gènes') as ExcelJS.Worksheet;
    expect(genes.getRow(3).getCell(7).value).toBe('Surexprimé');
    const words = new Set<unknown>();
    genes.eachRow((row, n) => {
      if (n > 1) words.add(row.getCell(7).value);
    });
    expect([...words].sort()).toEqual(['NS', 'Sous-exprimé', 'Surexprimé']);
  });
});
