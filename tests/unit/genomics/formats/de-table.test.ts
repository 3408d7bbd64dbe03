/**
 * A researcher's own results tables, as DESeq2, edgeR and limma users write them (the files R
 * wrote: tests/fixtures/formats/make-fixtures.R): the dialect recognised, the genes and values
 * read as R wrote them; a table it is unsure of answered with a suggestion, candidates and a
 * preview, then read with the mapping the user chose; bad tables refused with file, line, column.
 */
import { describe, expect, it } from 'vitest';
import type { DeColumnMapping } from '../../../../genomics/formats/de-columns';
import { type DeTable, readDeTable } from '../../../../genomics/formats/de-table';
import { readTextFile } from '../../../../genomics/formats/read-file';
import { fixtureBytes, fixtureRows, fixtureText, refusal } from '../../../support/format-fixtures';

function table(file: string, text = fixtureText(file), mapping?: DeColumnMapping): DeTable {
  const read = readDeTable(file.replace(/\.gz$/, ''), text, mapping);
  if (read.kind !== 'table') throw new Error(`${file} needs a mapping: ${read.inspection.doubts.join(', ')}`);
  return read.table;
}

function inspection(file: string, text: string) {
  const read = readDeTable(file, text);
  if (read.kind !== 'needs-mapping') throw new Error(`${file} was read without asking`);
  return read.inspection;
}

const values = (read: DeTable) => ({
  geneIds: read.geneIds,
  log2fc: read.log2fc,
  pvalue: read.pvalue,
  padj: read.padj,
  baseMean: read.baseMean,
  aveLogExpr: read.aveLogExpr,
  statistic: read.statistic,
});

describe('DESeq2 tables', () => {
  const csv = table('deseq2.csv');

  it('reads write.csv(as.data.frame(res)): row names as genes, every row as R wrote it', () => {
    expect(csv.dialect).toBe('DESeq2');
    expect(csv.mapping).toEqual({
      gene: '',
      symbol: null,
      log2fc: 'log2FoldChange',
      pvalue: 'pvalue',
      padj: 'padj',
      expression: 'baseMean',
      expressionScale: 'linear',
      statistic: 'stat',
    });
    expect(csv.geneIds).toHaveLength(fixtureRows('deseq2.csv'));
    expect(csv.geneIds[0]).toBe('ENSG00000177757');
    expect(csv.baseMean[0]).toBe(0.986072816860408);
    expect(csv.log2fc[0]).toBe(-0.538004711878081);
    expect(csv.statistic[0]).toBe(-0.414312694275814);
    expect(csv.pvalue[0]).toBe(0.678645118315079);
    expect(csv.padj[0]).toBe(0.740814314956643);
    expect(csv.aveLogExpr.every(Number.isNaN)).toBe(true);
    expect(csv.padjComputed).toBe(false);
    expect(csv.genes).toEqual({ kind: 'ensembl', versioned: false });
    expect(csv.symbols.every((symbol) => symbol === null)).toBe(true);
    expect(csv.extras.map(({ name, kind }) => [name, kind])).toEqual([['lfcSE', 'number']]);
  });

  it('keeps the rows DESeq2 leaves without an adjusted p-value, as missing', () => {
    const lines = fixtureText('deseq2.csv').trimEnd().split('\n').slice(1);
    const withNa = lines.findIndex((line) => line.endsWith(',NA'));
    expect(withNa).toBeGreaterThan(0);
    expect(csv.padj[withNa]).toBeNaN();
    expect(csv.pvalue[withNa]).not.toBeNaN();
  });

  it('reads the same table tab-separated by write.table (header one cell short) and as a workbook', async () => {
    expect(values(table('deseq2.tsv'))).toEqual(values(csv));
    const workbook = await readTextFile('deseq2.xlsx', fixtureBytes('deseq2.xlsx'));
    expect(workbook.source).toBe('xlsx');
    expect(values(table('deseq2.xlsx', workbook.text))).toEqual(values(csv));
  });

  it('reads named gene and symbol columns instead of row names', () => {
    const named = table('deseq2-gene-column.csv');
    expect(named.mapping.gene).toBe('gene');
    expect(named.mapping.symbol).toBe('symbol');
    expect(named.symbols.slice(0, 2)).toEqual(['FAM87B', 'SAMD11']);
    expect(values(named)).toEqual(values(csv));
  });

  it('reads write.table’s default: space-separated, quoted', () => {
    const text =
      '"baseMean" "log2FoldChange" "pvalue" "padj"\n"ENSG00000141510" 12.5 -1.25 0.001 0.01\n"ENSG00000012048" 3 0.5 NA NA\n';
    const read = table('de.txt', text);
    expect(read.geneIds).toEqual(['ENSG00000141510', 'ENSG00000012048']);
    expect(Array.from(read.log2fc)).toEqual([-1.25, 0.5]);
    expect(read.pvalue[1]).toBeNaN();
  });

  it('leaves out the empty column a spreadsheet’s trailing delimiters make', () => {
    const read = table('de.csv', 'gene,baseMean,log2FoldChange,pvalue,padj,\nTP53,1,2,0.1,0.2,\n');
    expect(read.dialect).toBe('DESeq2');
    expect(read.extras).toEqual([]);
  });

  it('reads a semicolon-separated table with decimal commas, as French spreadsheets save it', () => {
    const text =
      'gene;baseMean;log2FoldChange;pvalue;padj;note\nTP53;100,5;-1,5;0,01;0,02;ok\nMDM2;7;2;1e-5;0,001;x\n';
    const read = table('resultats.csv', text);
    expect(read.dialect).toBe('DESeq2');
    expect(Array.from(read.baseMean)).toEqual([100.5, 7]);
    expect(Array.from(read.log2fc)).toEqual([-1.5, 2]);
    expect(read.genes.kind).toBe('symbol');
    expect(read.symbols).toEqual(['TP53', 'MDM2']);
    expect(read.extras).toEqual([{ name: 'note', kind: 'text', values: ['ok', 'x'] }]);
  });
});

describe('edgeR tables', () => {
  it('reads topTags with the DGEList’s annotation columns: GeneID, Symbol and the F statistic', () => {
    const read = table('edger-genes.txt');
    expect(read.dialect).toBe('edgeR');
    expect(read.mapping).toMatchObject({
      gene: 'GeneID',
      symbol: 'Symbol',
      statistic: 'F',
      expressionScale: 'log2',
    });
    expect(read.symbols.slice(0, 2)).toEqual(['ALB', 'FGB']);
    expect(read.aveLogExpr[0]).toBe(16.6697350925414);
    expect(read.baseMean.every(Number.isNaN)).toBe(true);
    // p-values that underflow to 0 stay 0; the smallest representable ones are kept.
    expect(read.pvalue[0]).toBe(0);
    expect(read.pvalue[1]).toBe(1.46276297860886e-301);
    expect(read.extras).toEqual([]);
  });

  it('takes the gene column over the DGEList’s row numbers, and symbols beside row-name ids', () => {
    const edger = table(
      'e.csv',
      '"","GeneID","logFC","logCPM","PValue","FDR"\n"812","ENSG00000163631",6.4,16.6,0,0\n"17","ENSG00000171564",6.9,14.7,1e-300,1e-298\n',
    );
    expect(edger.mapping.gene).toBe('GeneID');
    expect(edger.geneIds).toEqual(['ENSG00000163631', 'ENSG00000171564']);
    const deseq2 = table(
      'd.csv',
      '"","gene","baseMean","log2FoldChange","pvalue","padj"\n"ENSG00000163631","ALB",10,6,0.001,0.01\n"ENSG00000171564","FGB",5,7,0.002,0.02\n',
    );
    expect(deseq2.mapping).toMatchObject({ gene: '', symbol: 'gene' });
    expect(deseq2.symbols).toEqual(['ALB', 'FGB']);
  });

  it('reads topTags written with row names, tab-separated and comma-separated (exact test)', () => {
    const qlf = table('edger.tsv');
    expect(values(qlf)).toEqual(values(table('edger-genes.txt')));
    const exact = table('edger-exact.csv');
    expect(exact.dialect).toBe('edgeR');
    expect(exact.mapping.statistic).toBeNull();
    expect(exact.geneIds).toHaveLength(30);
  });

  it('asks which fold change to take from a table of several coefficients', () => {
    const text =
      '"","logFC.A","logFC.B","logCPM","F","PValue","FDR"\n"G1",1,2,5,3,0.01,0.02\n"G2",-1,0.5,4,2,0.2,0.3\n';
    const asked = inspection('anova.csv', text);
    expect(asked.doubts).toEqual(['renamed-columns', 'several-fold-changes']);
    expect(asked.candidates.log2fc.slice(0, 2)).toEqual(['logFC.A', 'logFC.B']);
    const read = table('anova.csv', text, { ...asked.suggested, log2fc: 'logFC.B' });
    expect(Array.from(read.log2fc)).toEqual([2, 0.5]);
    expect(read.extras.map((extra) => extra.name)).toEqual(['logFC.A']);
    expect(read.dialect).toBeNull();
  });
});

describe('limma tables', () => {
  it('reads topTable written with row names: t as the statistic, B as an extra column', () => {
    const read = table('limma.txt');
    expect(read.dialect).toBe('limma');
    expect(read.mapping).toMatchObject({ gene: '', statistic: 't', expression: 'AveExpr' });
    expect(read.log2fc[0]).toBe(6.45364178500245);
    expect(read.padj[0]).toBe(2.1446331745806e-91);
    expect(read.extras.map(({ name, kind }) => [name, kind])).toEqual([['B', 'number']]);
  });

  it('reads topTable with limma’s gene annotation (ENTREZID, SYMBOL) and no row names', () => {
    const text =
      'ENTREZID\tSYMBOL\tlogFC\tAveExpr\tt\tP.Value\tadj.P.Val\tB\n7157\tTP53\t1.2\t8.1\t5.5\t1e-6\t1e-4\t4.2\n672\tBRCA1\t-0.8\t6\t-3\t0.003\t0.04\t-1\n';
    const read = table('limma.txt', text);
    expect(read.mapping).toMatchObject({ gene: 'ENTREZID', symbol: 'SYMBOL' });
    expect(read.geneIds).toEqual(['7157', '672']);
    expect(read.genes.kind).toBe('entrez');
    expect(read.symbols).toEqual(['TP53', 'BRCA1']);
  });

  it('reads topTable’s ID column, gzip-compressed', async () => {
    const file = await readTextFile('limma-id.csv.gz', fixtureBytes('limma-id.csv.gz'));
    expect(file).toMatchObject({ name: 'limma-id.csv', source: 'gzip' });
    const read = table(file.name, file.text);
    expect(read.mapping.gene).toBe('ID');
    expect(values(read)).toEqual(values(table('limma.txt')));
  });
});

describe('a table whose columns are not a tool’s', () => {
  const renamed =
    'Gene,Symbol,log2FC,p_value,q_value,mean_counts,chromosome\nENSG00000141510.17,TP53,1.5,0.001,0.01,120,17\nENSG00000135679.25,MDM2,-0.7,0.2,0.4,80,12\n';

  it('answers a suggestion, the candidates of each role and a preview', () => {
    const asked = inspection('mine.csv', renamed);
    expect(asked.dialect).toBeNull();
    expect(asked.certain).toBe(false);
    expect(asked.doubts).toEqual(['renamed-columns']);
    expect(asked.suggested).toEqual({
      gene: 'Gene',
      symbol: 'Symbol',
      log2fc: 'log2FC',
      pvalue: 'p_value',
      padj: 'q_value',
      expression: null,
      expressionScale: 'log2',
      statistic: null,
    });
    expect(asked.candidates.pvalue).toEqual(['p_value', 'q_value']);
    expect(asked.columns).toEqual([
      { name: 'Gene', kind: 'text' },
      { name: 'Symbol', kind: 'text' },
      { name: 'log2FC', kind: 'number' },
      { name: 'p_value', kind: 'number' },
      { name: 'q_value', kind: 'number' },
      { name: 'mean_counts', kind: 'number' },
      { name: 'chromosome', kind: 'number' },
    ]);
    expect(asked.preview).toEqual([
      ['ENSG00000141510.17', 'TP53', '1.5', '0.001', '0.01', '120', '17'],
      ['ENSG00000135679.25', 'MDM2', '-0.7', '0.2', '0.4', '80', '12'],
    ]);
  });

  it('reads the table with the mapping the user confirms, other columns kept as extras', () => {
    const { suggested } = inspection('mine.csv', renamed);
    const read = table('mine.csv', renamed, {
      ...suggested,
      expression: 'mean_counts',
      expressionScale: 'linear',
    });
    expect(read.dialect).toBeNull();
    expect(read.genes).toEqual({ kind: 'ensembl', versioned: true });
    expect(Array.from(read.baseMean)).toEqual([120, 80]);
    expect(read.extras).toEqual([
      { name: 'chromosome', kind: 'number', values: Float64Array.from([17, 12]) },
    ]);
  });

  it('asks when the p-values are missing, then computes no adjusted p-values from nothing', () => {
    const text = '"","baseMean","log2FoldChange","lfcSE"\n"G1",10,1,0.2\n"G2",20,-2,0.3\n';
    const asked = inspection('shrunk.csv', text);
    expect(asked.doubts).toEqual(['renamed-columns', 'no-p-value', 'no-adjusted-p-value']);
    const read = table('shrunk.csv', text, asked.suggested);
    expect(Array.from(read.log2fc)).toEqual([1, -2]);
    expect(read.pvalue.every(Number.isNaN)).toBe(true);
    expect(read.padj.every(Number.isNaN)).toBe(true);
    expect(read.padjComputed).toBe(false);
  });

  it('computes Benjamini–Hochberg adjusted p-values when only p-values are given', () => {
    const text = 'gene,logFC,PValue\nA,1,0.01\nB,2,0.04\nC,3,0.03\nD,4,NA\n';
    const asked = inspection('p-only.csv', text);
    expect(asked.doubts).toEqual(['renamed-columns', 'no-adjusted-p-value']);
    const read = table('p-only.csv', text, asked.suggested);
    expect(read.padjComputed).toBe(true);
    // R: p.adjust(c(0.01, 0.04, 0.03, NA), "BH") → 0.03 0.04 0.04 NA
    expect(Array.from(read.padj.subarray(0, 3)).map((p) => Number(p.toFixed(12)))).toEqual([
      0.03, 0.04, 0.04,
    ]);
    expect(read.padj[3]).toBeNaN();
  });
});

describe('a refused results table', () => {
  const deseq2 = fixtureText('deseq2.csv');

  it.each([
    [
      'no fold-change column',
      '"","baseMean","pvalue","padj"\n"G1",1,0.1,0.2\n',
      'de.csv, line 1: no log2 fold-change column: a results table needs one (log2FoldChange for DESeq2, logFC for edgeR and limma)',
    ],
    [
      'no gene column',
      'logFC,AveExpr,P.Value,adj.P.Val\n1,2,0.1,0.2\n',
      'de.csv, line 1: no column names the genes: the first column, or one named gene_id, GeneID or ID, must hold gene ids or symbols',
    ],
    [
      'a p-value above 1',
      'gene,logFC,AveExpr,P.Value,adj.P.Val\nG1,1,2,1.5,0.2\n',
      'de.csv, line 2, column P.Value: 1.5 is not between 0 and 1',
    ],
    ['an empty file', '', 'de.csv: the file is empty'],
    ['a header and no rows', 'gene,logFC,AveExpr,P.Value,adj.P.Val\n', 'de.csv: no genes'],
    [
      'a short row',
      'gene,logFC,AveExpr,P.Value,adj.P.Val\nG1,1,2,0.1,0.2\nG2,1,2\n',
      'de.csv, line 3: 3 fields where the header has 5 columns',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(refusal(() => readDeTable('de.csv', text)).message).toBe(message);
  });

  it('refuses text in a numeric column, naming its line and column', () => {
    const lines = deseq2.split('\n');
    lines[3] = (lines[3] as string).replace(/^("[^"]+",[^,]+),[^,]+/, '$1,abc');
    const error = refusal(() => readDeTable('deseq2.csv', lines.join('\n')));
    expect(error.message).toBe('deseq2.csv, line 4, column log2FoldChange: "abc" is not a number');
    expect(error.info).toEqual({
      code: 'not-a-number',
      params: { value: 'abc' },
      where: { file: 'deseq2.csv', line: 4, column: 'log2FoldChange' },
    });
  });

  it('refuses a gene twice, naming both lines (row names have no column name)', () => {
    const lines = deseq2.split('\n');
    lines[5] = (lines[5] as string).replace(/^"[^"]+"/, '"ENSG00000177757"');
    expect(refusal(() => readDeTable('deseq2.csv', lines.join('\n'))).message).toBe(
      'deseq2.csv, line 6: gene "ENSG00000177757" already appears on line 2',
    );
  });

  it('refuses a mapping that names an absent column or one column twice', () => {
    const mapping: DeColumnMapping = {
      gene: '',
      symbol: null,
      log2fc: 'log2FoldChange',
      pvalue: 'pvalue',
      padj: 'pvalue',
      expression: null,
      expressionScale: 'linear',
      statistic: null,
    };
    expect(refusal(() => readDeTable('deseq2.csv', deseq2, mapping)).message).toBe(
      'deseq2.csv, line 1: column "pvalue" is chosen for two different roles',
    );
    expect(refusal(() => readDeTable('deseq2.csv', deseq2, { ...mapping, padj: 'FDR' })).message).toBe(
      'deseq2.csv, line 1: column "FDR" is missing',
    );
  });
});
