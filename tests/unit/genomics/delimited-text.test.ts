import { describe, expect, it } from 'vitest';
import { csvCell, tsvCell } from '../../../genomics/delimited-text';

describe('CSV and TSV cells', () => {
  it('quote CSV cells holding a comma, a double quote or a line break, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('flatten tabs and line breaks in TSV cells', () => {
    expect(tsvCell('a\tb\r\nc')).toBe('a b c');
  });

  it('leave missing values empty and write numbers as they are, negative ones included', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(tsvCell(-1e-300)).toBe('-1e-300');
  });

  it('start text a spreadsheet would take for a formula with an apostrophe', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
      expect(tsvCell(formula)).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(tsvCell('\t=cmd')).toBe("' =cmd");
    expect(csvCell('FKBP5')).toBe('FKBP5');
    expect(csvCell('a=b')).toBe('a=b');
  });
});
