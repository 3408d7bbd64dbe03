/**
 * A researcher's count matrix: featureCounts' own output (tests/fixtures/formats/featurecounts.txt,
 * written by featureCounts from made-up alignments), the archive's counts, R's write.csv with row
 * names, annotation columns beside the counts; bad matrices refused with file, line and column.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readCountMatrixFile, sampleNamesOf } from '../../../../genomics/formats/count-matrix';
import { parseCountMatrix } from '../../../../genomics/formats/counts';
import { demoCounts } from '../../../support/data-files';
import { fixtureText, refusal } from '../../../support/format-fixtures';

describe('featureCounts output', () => {
  const text = fixtureText('featurecounts.txt');

  it('reads Geneid and the counts, and names the samples after their aligned files', () => {
    const matrix = readCountMatrixFile('counts.txt', text);
    expect(matrix.format).toBe('featureCounts');
    expect(matrix.sampleNames).toEqual(['liver_1', 'liver_2', 'kidney_1', 'kidney_2']);
    expect(matrix.sampleColumns).toEqual([
      'star/liver_1_Aligned.sortedByCoord.out.bam',
      'star/liver_2_Aligned.sortedByCoord.out.bam',
      'star/kidney_1_Aligned.sortedByCoord.out.bam',
      'star/kidney_2_Aligned.sortedByCoord.out.bam',
    ]);
    expect(matrix.geneIds).toEqual([
      'ENSG00000000003.15',
      'ENSG00000000005.6',
      'ENSG00000000419.14',
      'ENSG00000000457.14',
      'ENSG00000000460.17',
      'ENSG00000000938.13',
    ]);
    expect(matrix.genes).toEqual({ kind: 'ensembl', versioned: true });
    expect(Array.from(matrix.values.subarray(0, 8))).toEqual([8, 12, 12, 12, 9, 10, 16, 14]);
    expect(matrix.symbols.every((symbol) => symbol === null)).toBe(true);
  });

  it('names the line of a bad count as an editor shows it, the comment line counted', () => {
    const lines = text.split('\n');
    lines[4] = (lines[4] as string).replace(/\t58\t/, '\tfifty-eight\t');
    expect(refusal(() => readCountMatrixFile('counts.txt', lines.join('\n'))).message).toBe(
      'counts.txt, line 5, column star/liver_2_Aligned.sortedByCoord.out.bam: "fifty-eight" is not a number',
    );
  });
});

describe('sample names from aligned files', () => {
  it.each([
    [
      ['/data/star/S1Aligned.sortedByCoord.out.bam', '/data/star/S2Aligned.sortedByCoord.out.bam'],
      ['S1', 'S2'],
    ],
    [
      ['a/ctrl_1.sorted.bam', 'a/ctrl_2.sorted.bam', 'b/dex_1.sorted.bam'],
      ['ctrl_1', 'ctrl_2', 'dex_1'],
    ],
    [
      ['run1/S1.bam', 'run2/S1.bam'],
      ['run1/S1.bam', 'run2/S1.bam'],
    ],
    [['liver.bam'], ['liver']],
    [
      ['S1_dedup.bam', 'S2_dedup.bam'],
      ['S1', 'S2'],
    ],
    [
      ['liver_1', 'liver_2'],
      ['liver_1', 'liver_2'],
    ],
    [
      ['star/S1/Aligned.sortedByCoord.out.bam', 'star/S2/Aligned.sortedByCoord.out.bam'],
      ['S1', 'S2'],
    ],
  ])('%j → %j', (columns, names) => {
    expect(sampleNamesOf(columns)).toEqual(names);
  });
});

describe('a count matrix as R or a spreadsheet wrote it', () => {
  let archiveCounts = '';
  beforeAll(async () => {
    archiveCounts = await demoCounts('SLC002');
  });

  it('reads the archive’s counts (gene_id, gene_symbol, samples) as the archive does', {
    timeout: 60_000,
  }, () => {
    const matrix = readCountMatrixFile('counts.tsv', archiveCounts);
    const archive = parseCountMatrix('counts.tsv', archiveCounts);
    expect(matrix.format).toBe('matrix');
    expect(matrix.sampleNames).toEqual(archive.sampleNames);
    expect(matrix.geneIds).toEqual(archive.geneIds);
    expect(matrix.symbols).toEqual(archive.symbols);
    expect(matrix.values).toEqual(archive.values);
  });

  it('reads write.csv(counts): the genes are the row names', () => {
    const text = '"","S1","S2","S3"\n"ENSMUSG00000051951",0,3,1\n"ENSMUSG00000025900",12.5,8,0\n';
    const matrix = readCountMatrixFile('counts.csv', text);
    expect(matrix.geneIds).toEqual(['ENSMUSG00000051951', 'ENSMUSG00000025900']);
    expect(matrix.sampleNames).toEqual(['S1', 'S2', 'S3']);
    expect(Array.from(matrix.values)).toEqual([0, 3, 1, 12.5, 8, 0]);
  });

  it('skips annotation and text columns, takes the symbols, drops R’s row numbers', () => {
    const text =
      '"","gene_id","gene_name","gene_biotype","Length","A","B"\n"1","ENSG00000141510","TP53","protein_coding",2512,10,20\n"2","ENSG00000012048","BRCA1","protein_coding",7088,3,4\n';
    const matrix = readCountMatrixFile('counts.csv', text);
    expect(matrix.geneIds).toEqual(['ENSG00000141510', 'ENSG00000012048']);
    expect(matrix.symbols).toEqual(['TP53', 'BRCA1']);
    expect(matrix.sampleNames).toEqual(['A', 'B']);
    expect(Array.from(matrix.values)).toEqual([10, 20, 3, 4]);
  });

  it('leaves out a trailing empty column, and takes gene ids that are symbols as symbols too', () => {
    const matrix = readCountMatrixFile('m.csv', 'Geneid,S1,S2,\nTP53,1,2,\nMDM2,3,4,\n');
    expect(matrix.sampleNames).toEqual(['S1', 'S2']);
    expect(matrix.genes.kind).toBe('symbol');
    expect(matrix.symbols).toEqual(['TP53', 'MDM2']);
  });

  it.each([
    [
      'one sample',
      'gene,S1\nG1,3\n',
      'm.csv, line 1: a count matrix needs a gene column then sample columns of counts (at least 2; found: 1)',
    ],
    [
      'a sample column without a name',
      'gene,S1,,S2\nG1,1,2,3\n',
      'm.csv, line 1: column 3 has no name: every sample column needs one',
    ],
    [
      'a gene twice',
      'gene,S1,S2\nG1,1,2\nG1,3,4\n',
      'm.csv, line 3, column gene: gene "G1" already appears on line 2',
    ],
    ['a negative count', 'gene,S1,S2\nG1,1,-2\n', 'm.csv, line 2, column S2: -2 is negative'],
    [
      'a missing count',
      'gene,S1,S2\nG1,NA,2\n',
      'm.csv, line 2, column S1: a count is missing (counts may not be NA or empty)',
    ],
    ['no genes', 'gene,S1,S2\n', 'm.csv: no genes'],
    [
      'no gene column',
      'S1,S2\n1,2\n',
      'm.csv, line 1: no column names the genes: the first column, or one named gene_id, GeneID or ID, must hold gene ids or symbols',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(refusal(() => readCountMatrixFile('m.csv', text)).message).toBe(message);
  });

  it('refuses a typo among the first counts rather than leaving the sample out', () => {
    expect(
      refusal(() => readCountMatrixFile('m.csv', 'gene,S1,S2,S3\nG1,1,2,3\nG2,4,5O,6\nG3,7,8,9\n')).message,
    ).toBe('m.csv, line 3, column S2: "5O" is not a number');
  });

  it('refuses text among counts beyond the first rows, naming its line and column', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `G${i},${i},${i + 1}`);
    rows[25] = 'G25,25,n/a';
    expect(refusal(() => readCountMatrixFile('m.csv', `gene,S1,S2\n${rows.join('\n')}\n`)).message).toBe(
      'm.csv, line 27, column S2: "n/a" is not a number',
    );
  });
});
