import { describe, expect, it } from 'vitest';
import { TableError } from '../../../../../genomics/formats/table-error';
import { parseQc, parseSequenceDistribution } from '../../../../../server/imports/archive/qc';
import { tsv } from '../../../../fixtures/archives/build';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableError);
    return (error as TableError).message;
  }
  throw new Error('expected a TableError');
};

describe('parseQc and parseSequenceDistribution', () => {
  const names = ['a', 'b', 'c'];

  it('reads statuses in any case, with optional numbers', () => {
    const text = tsv(['sample', 'status', 'genes_detected'], ['a', 'pass', '15784'], ['c', 'FAIL', 'NA']);
    expect(parseQc('qc.tsv', text, names, 'samples.tsv')).toEqual([
      { sample: 'a', status: 'PASS', nuclear_transcripts: null, genes_detected: 15784 },
      { sample: 'c', status: 'FAIL', nuclear_transcripts: null, genes_detected: null },
    ]);
  });

  it.each([
    [
      tsv(['sample', 'status'], ['a', 'OK']),
      'qc.tsv, line 2, column status: "OK" is not PASS, WARNING or FAIL',
    ],
    [
      tsv(['sample', 'status'], ['z', 'PASS']),
      'qc.tsv, line 2, column sample: sample "z" is not in samples.tsv',
    ],
    [
      tsv(['sample', 'status'], ['a', 'PASS'], ['a', 'FAIL']),
      'qc.tsv, line 3, column sample: sample "a" already appears on line 2',
    ],
    [
      tsv(['sample', 'status', 'genes_detected'], ['a', 'PASS', '-4']),
      'qc.tsv, line 2, column genes_detected: -4 is negative',
    ],
  ])('refuses the qc table %j', (text, message) => {
    expect(refusal(() => parseQc('qc.tsv', text, names, 'samples.tsv'))).toBe(message);
  });

  it('reads the sequence distribution', () => {
    const text = tsv(['sample', 'category', 'reads'], ['a', 'exonic', '1200'], ['a', 'intronic', '300']);
    expect(parseSequenceDistribution('seq.tsv', text, names, 'samples.tsv')).toEqual([
      { sample: 'a', category: 'exonic', reads: 1200 },
      { sample: 'a', category: 'intronic', reads: 300 },
    ]);
  });

  it.each([
    [
      tsv(['sample', 'category', 'reads'], ['a', 'exonic', 'NA']),
      'seq.tsv, line 2, column reads: a value is required',
    ],
    [
      tsv(['sample', 'category', 'reads'], ['a', 'exonic', '-1']),
      'seq.tsv, line 2, column reads: -1 is negative',
    ],
    [
      tsv(['sample', 'category', 'reads'], ['q', 'exonic', '1']),
      'seq.tsv, line 2, column sample: sample "q" is not in samples.tsv',
    ],
    [
      tsv(['sample', 'category', 'reads'], ['a', 'exonic', '1'], ['a', 'exonic', '2']),
      'seq.tsv, line 3, column category: category "exonic" of sample "a" already appears on line 2',
    ],
    [tsv(['sample', 'reads']), 'seq.tsv, line 1: column "category" is missing'],
  ])('refuses the sequence distribution %j', (text, message) => {
    expect(refusal(() => parseSequenceDistribution('seq.tsv', text, names, 'samples.tsv'))).toBe(message);
  });
});
