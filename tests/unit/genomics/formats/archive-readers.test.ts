import { describe, expect, it } from 'vitest';
import { parseCounts } from '../../../../genomics/formats/counts';
import { parseGenes } from '../../../../genomics/formats/genes';
import { parseGo } from '../../../../genomics/formats/go';
import { parseResults } from '../../../../genomics/formats/results';
import { parseSamples, type Sample } from '../../../../genomics/formats/samples';
import { TableError } from '../../../../genomics/formats/table-error';
import { tsv } from '../../../fixtures/archives/build';

const csv = (...rows: string[][]) => `${rows.map((row) => row.join(',')).join('\n')}\n`;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    return (error as TableError).message;
  }
  throw new Error('expected a TableError');
};

const SAMPLES: Sample[] = ['a', 'b', 'c'].map((name) => ({ name, factors: {}, genus: null, species: null }));

describe('parseSamples', () => {
  it('reads names, levels in factor order, and optional organism columns', () => {
    const text = tsv(
      ['batch', 'sample', 'species', 'treatment', 'note'],
      ['b1', 's1', 'sapiens', 'ctrl', 'x'],
      ['b2', 's2', 'NA', 'dex', ''],
    );
    expect(parseSamples('samples.tsv', text, ['treatment', 'batch'])).toEqual([
      { name: 's1', factors: { treatment: 'ctrl', batch: 'b1' }, genus: null, species: 'sapiens' },
      { name: 's2', factors: { treatment: 'dex', batch: 'b2' }, genus: null, species: null },
    ]);
  });

  it.each([
    [tsv(['sample', 'dose'], ['s1', '1']), 'samples.tsv, line 1: column "treatment" is missing'],
    [tsv(['name', 'treatment'], ['s1', 'a']), 'samples.tsv, line 1: column "sample" is missing'],
    [
      tsv(['sample', 'treatment'], ['s1', 'a'], ['s2', 'b'], ['s1', 'c']),
      'samples.tsv, line 4, column sample: sample "s1" already appears on line 2',
    ],
    [
      tsv(['sample', 'treatment'], ['s1', 'NA']),
      'samples.tsv, line 2, column treatment: a value is required',
    ],
    [tsv(['sample', 'treatment'], ['', 'a']), 'samples.tsv, line 2, column sample: a value is required'],
    [tsv(['sample', 'treatment']), 'samples.tsv: no samples'],
  ])('refuses %j', (text, message) => {
    expect(refusal(() => parseSamples('samples.tsv', text, ['treatment']))).toBe(message);
  });
});

describe('parseCounts', () => {
  it('orders the columns as the samples table, whatever the file order', () => {
    const text = tsv(
      ['c', 'gene_id', 'a', 'gene_symbol', 'b'],
      ['3', 'G1', '1', 'TP53', '2'],
      ['0.5', 'G2', '0', '', '7'],
    );
    const counts = parseCounts('counts.tsv', text, SAMPLES, 'samples.tsv');
    expect(counts.sampleNames).toEqual(['a', 'b', 'c']);
    expect(counts.geneIds).toEqual(['G1', 'G2']);
    expect(counts.symbols).toEqual(['TP53', null]);
    expect([...counts.values]).toEqual([1, 2, 3, 0, 7, 0.5]);
    expect(counts.values.length).toBe(6);
  });

  it('accepts a file without symbols, with CRLF line ends and a trailing blank line', () => {
    const counts = parseCounts('counts.csv', 'gene_id,a,b,c\r\nG1,1,2,3\r\n\r\n', SAMPLES, 'samples.tsv');
    expect(counts.symbols).toEqual([null]);
    expect([...counts.values]).toEqual([1, 2, 3]);
  });

  it('fills a file whose line ends are bare CR (more rows than the line count guessed)', () => {
    const counts = parseCounts(
      'counts.tsv',
      'gene_id\ta\tb\tc\rG1\t1\t2\t3\rG2\t4\t5\t6\rG3\t7\t8\t9',
      SAMPLES,
      's.tsv',
    );
    expect([...counts.values]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([
    [
      tsv(['gene_id', 'a', 'b', 'x', 'y']),
      'counts.tsv, line 1: sample columns do not match samples.tsv: no column for "c"; columns not in samples.tsv: "x", "y"',
    ],
    [
      tsv(['gene_id', 'a', 'b']),
      'counts.tsv, line 1: sample columns do not match samples.tsv: no column for "c"',
    ],
    [tsv(['id', 'a', 'b', 'c']), 'counts.tsv, line 1: column "gene_id" is missing'],
    [
      tsv(['gene_id', 'a', 'b', 'c'], ['G1', '1', '2', 'abc']),
      'counts.tsv, line 2, column c: "abc" is not a number',
    ],
    [tsv(['gene_id', 'a', 'b', 'c'], ['G1', '1', '-2', '3']), 'counts.tsv, line 2, column b: -2 is negative'],
    [
      tsv(['gene_id', 'a', 'b', 'c'], ['G1', '1', 'Inf', '3']),
      'counts.tsv, line 2, column b: "Inf" is not a finite number',
    ],
    [
      tsv(['gene_id', 'a', 'b', 'c'], ['G1', 'NA', '2', '3']),
      'counts.tsv, line 2, column a: a count is missing (counts may not be NA or empty)',
    ],
    [
      tsv(['gene_id', 'a', 'b', 'c'], ['G1', '1', '2', '3'], ['G2', '1', '2', '3'], ['G1', '1', '2', '3']),
      'counts.tsv, line 4, column gene_id: gene "G1" already appears on line 2',
    ],
    [
      tsv(['gene_id', 'a', 'b', 'c'], ['', '1', '2', '3']),
      'counts.tsv, line 2, column gene_id: a value is required',
    ],
    [tsv(['gene_id', 'a', 'b', 'c']), 'counts.tsv: no genes'],
  ])('refuses %j', (text, message) => {
    expect(refusal(() => parseCounts('counts.tsv', text, SAMPLES, 'samples.tsv'))).toBe(message);
  });

  it('lists at most ten missing names', () => {
    const many: Sample[] = Array.from({ length: 12 }, (_, i) => ({
      name: `s${i}`,
      factors: {},
      genus: null,
      species: null,
    }));
    expect(refusal(() => parseCounts('counts.tsv', tsv(['gene_id']), many, 'samples.tsv'))).toBe(
      'counts.tsv, line 1: sample columns do not match samples.tsv: no column for "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9" … (12 in all)',
    );
  });
});

describe('parseResults', () => {
  it('reads DESeq2, keeping missing values as NaN and p = 0 as 0', () => {
    const table = parseResults(
      'de.tsv',
      tsv(
        ['gene_id', 'symbol', 'baseMean', 'log2FoldChange', 'lfcSE', 'stat', 'pvalue', 'padj'],
        ['G1', 'FKBP5', '1061.16', '4.96263', '0.1', '43', '0', '0'],
        ['G2', 'NA', '0', 'NA', 'NA', 'NA', 'NA', 'NA'],
      ),
    );
    expect(table.dialect).toBe('DESeq2');
    expect(table.symbols).toEqual(['FKBP5', null]);
    expect([...table.baseMean]).toEqual([1061.16, 0]);
    expect([...table.aveLogExpr]).toEqual([Number.NaN, Number.NaN]);
    expect([...table.log2fc]).toEqual([4.96263, Number.NaN]);
    expect([...table.pvalue]).toEqual([0, Number.NaN]);
    expect([...table.padj]).toEqual([0, Number.NaN]);
  });

  it('reads edgeR from a quoted csv, ignoring extra columns such as F', () => {
    const table = parseResults(
      'de.csv',
      csv(
        ['"gene_id"', '"gene_symbol"', '"logFC"', '"logCPM"', '"F"', '"PValue"', '"FDR"'],
        ['"G1"', '"ALB"', '6.45504', '16.6697', '189797', '0', '0'],
      ),
    );
    expect(table).toMatchObject({ dialect: 'edgeR', geneIds: ['G1'], symbols: ['ALB'] });
    expect([...table.aveLogExpr, ...table.log2fc, ...table.pvalue, ...table.padj]).toEqual([
      16.6697, 6.45504, 0, 0,
    ]);
    expect(table.baseMean[0]).toBeNaN();
  });

  it('reads limma', () => {
    const table = parseResults(
      'de.tsv',
      tsv(
        ['gene_id', 'logFC', 'AveExpr', 't', 'P.Value', 'adj.P.Val', 'B'],
        ['G1', '-1.5', '7.2', '-9', '1e-8', '2e-6', '9.1'],
      ),
    );
    expect(table.dialect).toBe('limma');
    expect(table.symbols).toEqual([null]);
    expect([...table.aveLogExpr, ...table.log2fc, ...table.pvalue, ...table.padj]).toEqual([
      7.2, -1.5, 1e-8, 2e-6,
    ]);
  });

  it.each([
    [
      tsv(['gene_id', 'logFC', 'pvalue'], ['G1', '1', '0.5']),
      'de.tsv, line 1: unknown result dialect: expected DESeq2 (baseMean, log2FoldChange, pvalue, padj), edgeR (logFC, logCPM, PValue, FDR) or limma (logFC, AveExpr, P.Value, adj.P.Val) columns',
    ],
    [tsv(['id', 'logFC', 'AveExpr', 'P.Value', 'adj.P.Val']), 'de.tsv, line 1: column "gene_id" is missing'],
    [
      tsv(['gene_id', 'logFC', 'AveExpr', 'P.Value', 'adj.P.Val'], ['G1', '1', '2', '1.2', '1']),
      'de.tsv, line 2, column P.Value: 1.2 is not between 0 and 1',
    ],
    [
      tsv(['gene_id', 'logFC', 'AveExpr', 'P.Value', 'adj.P.Val'], ['G1', '1', '2', '0.1', '-0.1']),
      'de.tsv, line 2, column adj.P.Val: -0.1 is not between 0 and 1',
    ],
    [
      tsv(['gene_id', 'logFC', 'AveExpr', 'P.Value', 'adj.P.Val'], ['G1', 'up', '2', '0.1', '0.1']),
      'de.tsv, line 2, column logFC: "up" is not a number',
    ],
    [
      tsv(
        ['gene_id', 'logFC', 'AveExpr', 'P.Value', 'adj.P.Val'],
        ['G1', '1', '2', '0.1', '0.1'],
        ['G1', '1', '2', '0.1', '0.1'],
      ),
      'de.tsv, line 3, column gene_id: gene "G1" already appears on line 2',
    ],
    [tsv(['gene_id', 'logFC', 'AveExpr', 'P.Value', 'adj.P.Val']), 'de.tsv: no genes'],
  ])('refuses %j', (text, message) => {
    expect(refusal(() => parseResults('de.tsv', text))).toBe(message);
  });
});

describe('parseGo', () => {
  it('reads the native dialect, splitting genes on ; / or ,', () => {
    const terms = parseGo(
      'go.tsv',
      tsv(
        ['go_id', 'term', 'ontology', 'count', 'term_size', 'pvalue', 'padj', 'genes'],
        ['GO:0005886', 'plasma membrane', 'CC', '3', '2284', '7.9e-16', '6.1e-12', 'ABCA12;ABCA2; ABCA5'],
        ['GO:0008150', 'biological_process', 'bp', 'NA', 'NA', 'NA', 'NA', 'A/B,C'],
      ),
    );
    expect(terms).toEqual([
      {
        go_id: 'GO:0005886',
        term: 'plasma membrane',
        ontology: 'CC',
        count: 3,
        term_size: 2284,
        pvalue: 7.9e-16,
        padj: 6.1e-12,
        genes: ['ABCA12', 'ABCA2', 'ABCA5'],
      },
      {
        go_id: 'GO:0008150',
        term: 'biological_process',
        ontology: 'BP',
        count: 3,
        term_size: null,
        pvalue: null,
        padj: null,
        genes: ['A', 'B', 'C'],
      },
    ]);
  });

  it('reads clusterProfiler, taking term_size from BgRatio and ignoring qvalue', () => {
    const terms = parseGo(
      'go.csv',
      csv(
        [
          'ONTOLOGY',
          'ID',
          'Description',
          'GeneRatio',
          'BgRatio',
          'pvalue',
          'p.adjust',
          'qvalue',
          'geneID',
          'Count',
        ],
        [
          'MF',
          'GO:0003677',
          '"DNA binding, sequence-specific"',
          '2/150',
          '1300/18000',
          '0.001',
          '0.02',
          '0.018',
          'TP53/MYC',
          '2',
        ],
        ['BP', 'GO:0006915', 'apoptotic process', '5/150', '', '0.01', '0.2', '0.2', '', 'NA'],
      ),
    );
    expect(terms).toEqual([
      {
        go_id: 'GO:0003677',
        term: 'DNA binding, sequence-specific',
        ontology: 'MF',
        count: 2,
        term_size: 1300,
        pvalue: 0.001,
        padj: 0.02,
        genes: ['TP53', 'MYC'],
      },
      {
        go_id: 'GO:0006915',
        term: 'apoptotic process',
        ontology: 'BP',
        count: 5,
        term_size: null,
        pvalue: 0.01,
        padj: 0.2,
        genes: [],
      },
    ]);
  });

  it('accepts a header-only table (no enriched term)', () => {
    expect(parseGo('go.tsv', tsv(['go_id', 'term']))).toEqual([]);
  });

  it.each([
    [tsv(['term', 'pvalue']), /^go\.tsv, line 1: unknown GO dialect: expected native \(go_id, term, /],
    [
      tsv(['go_id', 'term', 'p_value']),
      /^go\.tsv, line 1: column "p_value" is not one of go_id, term, ontology, /,
    ],
    [tsv(['ID', 'Description', 'padj']), /^go\.tsv, line 1: column "padj" is not one of ID, Description, /],
    [
      tsv(['go_id', 'term', 'ontology'], ['GO:1', 'x', 'XX']),
      /^go\.tsv, line 2, column ontology: "XX" is not BP, MF or CC$/,
    ],
    [tsv(['go_id', 'term', 'count'], ['GO:1', 'x', '-1']), /^go\.tsv, line 2, column count: -1 is negative$/],
    [
      tsv(['go_id', 'term', 'padj'], ['GO:1', 'x', '2']),
      /^go\.tsv, line 2, column padj: 2 is not between 0 and 1$/,
    ],
    [
      tsv(['ID', 'Description', 'BgRatio'], ['GO:1', 'x', '0.5']),
      /^go\.tsv, line 2, column BgRatio: "0\.5" is not a ratio like 12\/345$/,
    ],
    [
      tsv(['go_id', 'term'], ['GO:1', 'x'], ['GO:1', 'y']),
      /^go\.tsv, line 3, column go_id: term "GO:1" already appears on line 2$/,
    ],
  ])('refuses %j', (text, message) => {
    expect(refusal(() => parseGo('go.tsv', text))).toMatch(message);
  });
});

describe('parseGenes', () => {
  it('reads annotations with missing cells as null', () => {
    const text = tsv(
      ['gene_id', 'symbol', 'description', 'biotype', 'chr'],
      ['G1', 'TP53', 'tumor protein p53', 'protein-coding', '17'],
      ['G2', '', '', '', '1'],
    );
    expect(parseGenes('genes.tsv', text)).toEqual([
      { geneId: 'G1', symbol: 'TP53', description: 'tumor protein p53', biotype: 'protein-coding' },
      { geneId: 'G2', symbol: null, description: null, biotype: null },
    ]);
  });

  it('refuses a missing symbol column and a gene twice', () => {
    expect(refusal(() => parseGenes('genes.tsv', tsv(['gene_id', 'name'])))).toBe(
      'genes.tsv, line 1: column "symbol" is missing',
    );
    expect(refusal(() => parseGenes('genes.tsv', tsv(['gene_id', 'symbol'], ['G1', 'A'], ['G1', 'B'])))).toBe(
      'genes.tsv, line 3, column gene_id: gene "G1" already appears on line 2',
    );
  });
});
