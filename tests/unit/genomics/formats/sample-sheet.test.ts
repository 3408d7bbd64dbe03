/**
 * A sample sheet matched to a count matrix's sample columns: R's write.csv(colData) for SLC002,
 * the sheet of the featureCounts fixture (by sample name or by aligned file), rows in another
 * order; a sheet that does not match refused with the unmatched names on either side.
 */
import { describe, expect, it } from 'vitest';
import { readCountMatrixFile } from '../../../../genomics/formats/count-matrix';
import { readSampleSheet } from '../../../../genomics/formats/sample-sheet';
import { fixtureText, refusal } from '../../../support/format-fixtures';

const SLC002 = {
  file: 'counts.tsv',
  sampleNames: [
    'R1L1Kidney',
    'R1L2Liver',
    'R1L3Kidney',
    'R1L4Liver',
    'R1L6Liver',
    'R1L7Kidney',
    'R1L8Liver',
    'R2L2Kidney',
    'R2L3Liver',
    'R2L6Kidney',
  ],
};

describe('a sample sheet', () => {
  it('reads write.csv(colData): samples as row names, every other column a factor', () => {
    const sheet = readSampleSheet('samples.csv', fixtureText('samples.csv'), SLC002);
    expect(sheet.sampleColumn).toBe('');
    expect(sheet.samples).toEqual(SLC002.sampleNames);
    expect(sheet.factors.map(({ name, levels, numeric }) => ({ name, levels, numeric }))).toEqual([
      { name: 'tissue', levels: ['Kidney', 'Liver'], numeric: false },
      { name: 'run', levels: ['run1', 'run2'], numeric: false },
    ]);
    expect(sheet.factors[0]?.values.slice(0, 3)).toEqual(['Kidney', 'Liver', 'Kidney']);
  });

  it('matches featureCounts’ samples by their short names or by their aligned files', () => {
    const matrix = readCountMatrixFile('featurecounts.txt', fixtureText('featurecounts.txt'));
    const byName = readSampleSheet('s.csv', fixtureText('featurecounts-samples.csv'), matrix);
    expect(byName.factors[0]?.values).toEqual(['Liver', 'Liver', 'Kidney', 'Kidney']);
    const byFile = readSampleSheet(
      's.tsv',
      'file\ttissue\trin\nkidney_2_Aligned.sortedByCoord.out.bam\tKidney\t8.1\nstar/liver_1_Aligned.sortedByCoord.out.bam\tLiver\t7.5\nLIVER_2\tLiver\tNA\nkidney_1\tKidney\t9\n',
      matrix,
    );
    expect(byFile.sampleColumn).toBe('file');
    expect(byFile.factors).toEqual([
      {
        name: 'tissue',
        values: ['Liver', 'Liver', 'Kidney', 'Kidney'],
        levels: ['Liver', 'Kidney'],
        numeric: false,
      },
      { name: 'rin', values: ['7.5', null, '9', '8.1'], levels: ['7.5', '9', '8.1'], numeric: true },
    ]);
  });

  it('finds the sample column beside R’s row numbers', () => {
    const sheet = readSampleSheet('s.csv', '"","condition","sample"\n"1","ctrl","B"\n"2","dex","A"\n', {
      file: 'm.csv',
      sampleNames: ['A', 'B'],
    });
    expect(sheet.sampleColumn).toBe('sample');
    expect(sheet.factors).toEqual([
      { name: 'condition', values: ['dex', 'ctrl'], levels: ['dex', 'ctrl'], numeric: false },
    ]);
    expect(sheet.lines).toEqual([3, 2]);
  });

  it('refuses rows naming no sample of the matrix, listing them, at the first one’s line', () => {
    const text = `${fixtureText('samples.csv').trimEnd()}\n"R3L1Kidney","Kidney","run3"\n"R3L2Liver","Liver","run3"\n`;
    const error = refusal(() => readSampleSheet('samples.csv', text, SLC002));
    expect(error.message).toBe(
      'samples.csv, line 12: the sample sheet does not match counts.tsv: "R3L1Kidney", "R3L2Liver" not among its sample columns',
    );
    expect(error.info.code).toBe('sheet-samples-not-in-matrix');
    expect(error.info.params.names).toEqual(['R3L1Kidney', 'R3L2Liver']);
  });

  it('refuses a matrix sample without a row, and both at once', () => {
    const text = 'sample,tissue\nR1L1Kidney,Kidney\nR1L2Liver,Liver\n';
    expect(
      refusal(() =>
        readSampleSheet('s.csv', text, { ...SLC002, sampleNames: SLC002.sampleNames.slice(0, 3) }),
      ).message,
    ).toBe(
      's.csv, line 1, column sample: the sample sheet does not match counts.tsv: no row for its sample columns "R1L3Kidney"',
    );
    expect(
      refusal(() =>
        readSampleSheet('s.csv', `${text}X1,Kidney\n`, {
          ...SLC002,
          sampleNames: ['R1L1Kidney', 'R1L2Liver', 'R1L3Kidney'],
        }),
      ).message,
    ).toBe(
      's.csv, line 4, column sample: the sample sheet does not match counts.tsv: "X1" not among its sample columns; no row for its sample columns "R1L3Kidney"',
    );
  });

  it('refuses a sample named twice and a row without a sample name', () => {
    const matrix = { file: 'm.csv', sampleNames: ['A', 'B'] };
    expect(refusal(() => readSampleSheet('s.csv', 'sample,group\nA,x\nB,y\na,z\n', matrix)).message).toBe(
      's.csv, line 4, column sample: sample "a" already appears on line 2',
    );
    expect(refusal(() => readSampleSheet('s.csv', 'sample,group\nA,x\n,y\n', matrix)).message).toBe(
      's.csv, line 3, column sample: a value is required',
    );
  });
});
