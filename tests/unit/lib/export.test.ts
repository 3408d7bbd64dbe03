import { describe, expect, it } from 'vitest';
import {
  type ExportColumn,
  fileNameFromDisposition,
  makeExport,
  toCsv,
  toJson,
  toTsv,
} from '../../../src/lib/export';

interface Row {
  symbol: string | null;
  note: string;
  value: number | null;
}

const columns: ExportColumn<Row>[] = [
  { key: 'symbol', label: 'Symbol', value: (row) => row.symbol },
  { key: 'note', label: 'Note, free text', value: (row) => row.note },
  { key: 'value', label: 'p-value', value: (row) => row.value },
];

const rows: Row[] = [
  { symbol: 'FKBP5', note: 'up, strongly', value: 0 },
  { symbol: null, note: 'says "hi"\nthen leaves', value: 1.69998e-257 },
  { symbol: 'ATF3', note: 'tab\there', value: Number.NaN },
];

describe('CSV', () => {
  it('writes a labelled header and one CRLF-ended line a row, numbers in their exact shortest form', () => {
    expect(toCsv(rows, columns)).toBe(
      'Symbol,"Note, free text",p-value\r\n' +
        'FKBP5,"up, strongly",0\r\n' +
        ',"says ""hi""\nthen leaves",1.69998e-257\r\n' +
        'ATF3,tab\there,\r\n',
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv([], columns)).toBe('Symbol,"Note, free text",p-value\r\n');
  });
});

describe('TSV', () => {
  it('turns tabs and line breaks inside cells into spaces, one LF-ended line a row', () => {
    expect(toTsv(rows, columns)).toBe(
      'Symbol\tNote, free text\tp-value\n' +
        'FKBP5\tup, strongly\t0\n' +
        '\tsays "hi" then leaves\t1.69998e-257\n' +
        'ATF3\ttab here\t\n',
    );
  });
});

describe('formulas', () => {
  it('defuses text a spreadsheet would run, in CSV and TSV, and keeps it as it is in JSON', () => {
    const risky: Row[] = [{ symbol: '=HYPERLINK("http://x","FKBP5")', note: '@SUM(A1)', value: -2.5 }];
    expect(toCsv(risky, columns)).toBe(
      `Symbol,"Note, free text",p-value\r\n"'=HYPERLINK(""http://x"",""FKBP5"")",'@SUM(A1),-2.5\r\n`,
    );
    expect(toTsv(risky, columns)).toBe(
      `Symbol\tNote, free text\tp-value\n'=HYPERLINK("http://x","FKBP5")\t'@SUM(A1)\t-2.5\n`,
    );
    expect(JSON.parse(toJson(risky, columns))[0].symbol).toBe('=HYPERLINK("http://x","FKBP5")');
  });
});

describe('JSON', () => {
  it('writes objects keyed by the columns, null for missing values, numbers as numbers', () => {
    expect(JSON.parse(toJson(rows, columns))).toEqual([
      { symbol: 'FKBP5', note: 'up, strongly', value: 0 },
      { symbol: null, note: 'says "hi"\nthen leaves', value: 1.69998e-257 },
      { symbol: 'ATF3', note: 'tab\there', value: null },
    ]);
  });
});

describe('makeExport', () => {
  it('names the file with the format extension and types the blob', async () => {
    const csv = makeExport('csv', 'genes', rows, columns);
    expect(csv.fileName).toBe('genes.csv');
    expect(csv.blob.type).toBe('text/csv;charset=utf-8');
    expect(await csv.blob.text()).toBe(toCsv(rows, columns));
    expect(makeExport('tsv', 'genes', rows, columns).fileName).toBe('genes.tsv');
    expect(makeExport('json', 'genes.JSON', rows, columns).fileName).toBe('genes.JSON');
  });

  it('reads rows from any iterable, such as indices into columns', async () => {
    const symbols = ['A', 'B', 'C'];
    const file = makeExport('csv', 'x', Uint32Array.of(2, 0), [
      { key: 'symbol', label: 'Symbol', value: (row: number) => symbols[row] },
    ]);
    expect(await file.blob.text()).toBe('Symbol\r\nC\r\nA\r\n');
  });
});

describe('file names', () => {
  it('reads the name from Content-Disposition, without any directory part', () => {
    expect(fileNameFromDisposition('attachment; filename="genolist_1_report.xlsx"', 'x')).toBe(
      'genolist_1_report.xlsx',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.tsv", 'x')).toBe(
      'résumé.tsv',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(fileNameFromDisposition(null, 'genolist_1.xlsx')).toBe('genolist_1.xlsx');
    expect(fileNameFromDisposition('inline', 'fallback.tsv')).toBe('fallback.tsv');
    expect(fileNameFromDisposition('attachment; filename=".."', 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameFromDisposition('attachment; filename="a\u0007b.pdf"', 'x')).toBe('ab.pdf');
    expect(
      fileNameFromDisposition(
        'attachment; filename="rapport_etude.pdf"; filename*=UTF-8\'\'rapport_%C3%A9tude.pdf',
        'x.pdf',
      ),
    ).toBe('rapport_étude.pdf');
  });
});
