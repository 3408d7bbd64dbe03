import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeGenolistReport } from '../../../../genomics/genolist-report';
import { buildGenolistXlsx, type GenolistReportData } from '../../../../server/reports/genolist-xlsx';

const data = (
  overrides: Partial<GenolistReportData['genes']> = {},
  locale: GenolistReportData['locale'] = 'en',
): GenolistReportData => ({
  locale,
  summary: {
    name: 'Treated vs control',
    description: 'A list, with "quotes"',
    project: 'Demo',
    comparison: 'treated vs control',
    type: 'TRANSCRIPTO',
    pvalue_cutoff: 0.05,
    fold_change_cutoff: 1.5,
    gene_count: 2,
    deg: { pos: 1, neg: 0, total: 1 },
    go_term_count: 1,
  },
  generatedAt: new Date('2025-01-02T03:04:05Z'),
  genes: {
    n: 2,
    gene_id: ['G1', 'G2'],
    symbol: ['A', null],
    base_mean: [10.5, null],
    ave_log_expr: [null, null],
    log2fc: [2, null],
    pvalue: [0, null],
    padj: [0, null],
    regulation: ['Up', 'NS'],
    ...overrides,
  },
  go: [
    {
      go_id: 'GO:0000001',
      term: 'a term',
      ontology: 'BP',
      count: 1,
      term_size: 10,
      pvalue: 0.001,
      padj: 0.01,
      genes: ['A', 'B'],
    },
  ],
});

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('buildGenolistXlsx', () => {
  it('writes the Summary, Genes and GO sheets with numbers as numbers and blanks for missing values', async () => {
    const workbook = await read(await buildGenolistXlsx(data()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Genes', 'GO']);
    const summary = workbook.getWorksheet('Summary') as ExcelJS.Worksheet;
    expect(summary.getRow(2).values).toEqual([undefined, 'Genolist', 'Treated vs control']);
    expect(summary.getRow(14).values).toEqual([undefined, 'Generated', '2025-01-02T03:04:05.000Z']);
    const genes = workbook.getWorksheet('Genes') as ExcelJS.Worksheet;
    expect(genes.getRow(1).values).toEqual([
      undefined,
      'Gene ID',
      'Symbol',
      'Base mean',
      'log2 fold change',
      'p-value',
      'adjusted p-value',
      'Regulation',
    ]);
    expect(genes.getRow(2).values).toEqual([undefined, 'G1', 'A', 10.5, 2, 0, 0, 'Up']);
    expect(genes.getRow(3).getCell(1).value).toBe('G2');
    expect(genes.getRow(3).getCell(2).value).toBeNull();
    expect(genes.getRow(3).getCell(7).value).toBe('NS');
    const go = workbook.getWorksheet('GO') as ExcelJS.Worksheet;
    expect(go.getRow(2).values).toEqual([
      undefined,
      'GO:0000001',
      'a term',
      'BP',
      1,
      10,
      0.001,
      0.01,
      'A, B',
    ]);
  });

  it('words its sheets, fields, headers and regulations in French when asked', async () => {
    const workbook = await read(await buildGenolistXlsx(data({ regulation: ['Up', 'Down'] }, 'fr')));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Résumé', 'Gènes', 'GO']);
    const summary = workbook.getWorksheet('Résumé') as ExcelJS.Worksheet;
    expect(summary.getRow(1).values).toEqual([undefined, 'Champ', 'Valeur']);
    expect(summary.getRow(11).values).toEqual([undefined, 'Surexprimés', 1]);
    const genes = workbook.getWorksheet('Gènes') as ExcelJS.Worksheet;
    expect(genes.getRow(1).getCell(7).value).toBe('Régulation');
    expect([genes.getRow(2).getCell(7).value, genes.getRow(3).getCell(7).value]).toEqual([
      'Surexprimé',
      'Sous-exprimé',
    ]);
    const go = workbook.getWorksheet('GO') as ExcelJS.Worksheet;
    expect((go.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['ID GO', 'Terme', 'Ontologie']);
  });

  it('adds the average log expression column for edgeR and limma results', async () => {
    const workbook = await read(
      await buildGenolistXlsx(data({ base_mean: [null, null], ave_log_expr: [5.5, 1] })),
    );
    const genes = workbook.getWorksheet('Genes') as ExcelJS.Worksheet;
    expect(genes.getRow(1).getCell(4).value).toBe('Average log expression');
    expect(genes.getRow(2).getCell(4).value).toBe(5.5);
  });

  it('writes the same cells into an in-memory workbook, as the browser does from the offline copy', async () => {
    const streamed = await read(await buildGenolistXlsx(data()));
    const inMemory = new ExcelJS.Workbook();
    writeGenolistReport(inMemory, data());
    const written = await read(Buffer.from(await inMemory.xlsx.writeBuffer()));
    const cells = (workbook: ExcelJS.Workbook) =>
      workbook.worksheets.map((sheet) => ({
        name: sheet.name,
        frozen: sheet.views?.[0]?.state ?? 'normal',
        rows: sheet.getSheetValues().map((row) => (Array.isArray(row) ? [...row] : row)),
      }));
    expect(cells(written)).toEqual(cells(streamed));
    expect(written.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Genes', 'GO']);
  });
});
