import { describe, expect, it } from 'vitest';
import type { GoValue } from '../../../../src/features/genolists/api/get-go-values';
import { pValueText, UNDERFLOW_P } from '../../../../src/features/genolists/cell-format';
import { exportGenes, exportGoTerms } from '../../../../src/features/genolists/gene-exports';
import { toGeneFrame } from '../../../../src/features/genolists/gene-frame';

const frame = toGeneFrame({
  genolist_id: 1,
  n: 3,
  gene_ref_id: [1, 2, 3],
  gene_id: ['ENSG00000162772', 'ENSG00000096060', 'ENSG00000215688'],
  symbol: ['ATF3', 'FKBP5', null],
  base_mean: [1206.33, 1061.16, 0],
  ave_log_expr: [null, null, null],
  log2fc: [3.39293, 4.96263, null],
  pvalue: [0, 0, null],
  padj: [0, 0, null],
});

describe('the filtered genes export', () => {
  it('writes the rows given, in that order, with labelled columns and the analysis values', async () => {
    const csv = exportGenes('csv', frame, Uint32Array.of(1, 0, 2));
    expect(csv.fileName).toBe('genolist_1_genes.csv');
    expect((await csv.blob.text()).split('\r\n')).toEqual([
      'Gene ID,Symbol,Base mean,log2 fold change,p-value,Adjusted p-value',
      'ENSG00000096060,FKBP5,1061.16,4.96263,0,0',
      'ENSG00000162772,ATF3,1206.33,3.39293,0,0',
      'ENSG00000215688,,0,,,',
      '',
    ]);
  });

  it("adds a result's own extra columns, under their names, after the analysis values", async () => {
    const local = {
      ...frame,
      genolistId: -4,
      extras: [
        { name: 'lfcSE', kind: 'number' as const, values: Float64Array.of(0.21, 0.18, Number.NaN) },
        { name: 'symbol', kind: 'text' as const, values: ['chr1', 'chr6', null] },
      ],
    };
    const csv = exportGenes('csv', local, Uint32Array.of(1, 2));
    expect(csv.fileName).toBe('on_this_device_4_genes.csv');
    expect((await csv.blob.text()).split('\r\n')).toEqual([
      'Gene ID,Symbol,Base mean,log2 fold change,p-value,Adjusted p-value,lfcSE,symbol',
      'ENSG00000096060,FKBP5,1061.16,4.96263,0,0,0.18,chr6',
      'ENSG00000215688,,0,,,,,',
      '',
    ]);
    // In JSON, an extra column named like one of GenoApp's keeps both.
    const [row] = JSON.parse(await exportGenes('json', local, Uint32Array.of(1)).blob.text());
    expect(row).toMatchObject({ symbol: 'FKBP5', lfcSE: 0.18, extra_symbol: 'chr6' });
  });

  it('writes JSON with null for missing values and the average log expression for edgeR results', async () => {
    const edger = toGeneFrame({
      genolist_id: 2,
      n: 1,
      gene_ref_id: [1],
      gene_id: ['ENSG1'],
      symbol: ['ALB'],
      base_mean: [null],
      ave_log_expr: [12.5],
      log2fc: [9.1],
      pvalue: [null],
      padj: [null],
    });
    const json = exportGenes('json', edger, Uint32Array.of(0));
    expect(JSON.parse(await json.blob.text())).toEqual([
      {
        gene_id: 'ENSG1',
        symbol: 'ALB',
        ave_log_expr: 12.5,
        log2_fold_change: 9.1,
        pvalue: null,
        padj: null,
      },
    ]);
    expect((await exportGenes('tsv', edger, Uint32Array.of(0)).blob.text()).split('\n')[0]).toBe(
      'Gene ID\tSymbol\tAverage log expression\tlog2 fold change\tp-value\tAdjusted p-value',
    );
  });
});

describe('the GO terms export', () => {
  it('writes every term with its genes in one quoted cell', async () => {
    const term: GoValue = {
      id: 1,
      genolist_id: 1,
      go_id: 'GO:0071944',
      go_term: 'cell periphery',
      goref: { id: 9, term: 'GO:0071944', description: 'cell periphery', ontology: 'CC' },
      count: 2,
      nb_genes_in_term: 2425,
      pvalue: 1.26726e-18,
      pvalue_adj: 2.46469e-14,
      genes_in_term: ['ABCA12', 'ABCA2'],
    };
    const file = exportGoTerms(1, [term]);
    expect(file.fileName).toBe('genolist_1_go_terms.csv');
    // A result on this device (its caches' id is negative) is named as such, never "genolist_-3".
    expect(exportGoTerms(-3, [term]).fileName).toBe('on_this_device_3_go_terms.csv');
    expect(await file.blob.text()).toBe(
      'GO ID,Term,Ontology,Count,Term size,p-value,Adjusted p-value,Genes\r\n' +
        'GO:0071944,cell periphery,CC,2,2425,1.26726e-18,2.46469e-14,"ABCA12, ABCA2"\r\n',
    );
  });
});

describe('p-values on screen', () => {
  it("writes an underflowed p = 0 as '< 1e-300', missing as 'N/A', others with 3 decimals", () => {
    expect(pValueText(0)).toBe(UNDERFLOW_P);
    expect(pValueText(null)).toBe('N/A');
    expect(pValueText(0.0421)).toBe('0.042');
    expect(pValueText(1.69998e-257)).toBe('1.700e-257');
  });
});
