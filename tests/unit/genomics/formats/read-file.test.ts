/**
 * A researcher's file turned into the text of a table, whatever it was saved as: gzip, a
 * workbook (read as the server reads one: same text, row for row), UTF-16 and Windows-1252 text;
 * and the files that are no table refused with their name.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTextFile } from '../../../../genomics/formats/read-file';
import { firstSheetAsTsv } from '../../../../server/imports/data-file/xlsx-sheet';
import { rawZip } from '../../../fixtures/archives/build';
import { xlsxOf } from '../../../support/data-files';
import { asyncRefusal, fixtureBytes, fixtureText } from '../../../support/format-fixtures';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a file read as text', () => {
  it('reads UTF-8 text as it is, from bytes or a Blob', async () => {
    expect(await readTextFile('de.csv', bytes('\uFEFFgene,logFC\nG1,1\n'))).toEqual({
      name: 'de.csv',
      text: 'gene,logFC\nG1,1\n',
      source: 'text',
      encoding: 'utf-8',
    });
    expect((await readTextFile('de.csv', new Blob(['a,b\n']))).text).toBe('a,b\n');
  });

  it('decompresses gzip, dropping .gz from the name the readers see', async () => {
    const file = await readTextFile('limma.txt.gz', gzipSync(fixtureText('limma.txt')));
    expect(file).toMatchObject({ name: 'limma.txt', source: 'gzip' });
    expect(file.text).toBe(fixtureText('limma.txt'));
  });

  it('reads Excel’s “Unicode text” (UTF-16) and its Windows “CSV” (Windows-1252)', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('sample\tgroupe\nS1\tcontrôle\n', 'utf16le')]);
    expect(await readTextFile('s.txt', utf16)).toMatchObject({
      text: 'sample\tgroupe\nS1\tcontrôle\n',
      encoding: 'utf-16',
    });
    const latin = new Uint8Array(Buffer.from('sample;groupe\nS1;contr\xf4le\n', 'latin1'));
    expect(await readTextFile('s.csv', latin)).toMatchObject({
      text: 'sample;groupe\nS1;contrôle\n',
      encoding: 'windows-1252',
    });
  });

  it('reads the first sheet of a workbook into the text the server’s reader makes of it', async () => {
    const rows = [
      ['gene_id', 'gene_symbol', 'S1', 'S2'],
      ['G1', 'A', '1.5', '1e-7'],
      [],
      ['G2', 'with "quotes"', '0', ''],
      ['G3', '', '3'],
    ];
    for (const sharedStrings of [true, false]) {
      const workbook = await xlsxOf(rows, { sharedStrings, extraSheets: ['notes'] });
      const path = join(mkdtempSync(join(tmpdir(), 'genoapp-xlsx-')), 'm.xlsx');
      writeFileSync(path, workbook);
      const file = await readTextFile('m.xlsx', new Uint8Array(workbook));
      expect(file.source).toBe('xlsx');
      expect(file.text).toBe(await firstSheetAsTsv(path, 'm.xlsx'));
      expect(file.text).toBe(
        'gene_id\tgene_symbol\tS1\tS2\nG1\tA\t1.5\t1e-7\n\nG2\t"with ""quotes"""\t0\t\nG3\t\t3\t\n',
      );
    }
  });

  it('reads a workbook R wrote (openxlsx), its numbers as the workbook stores them', async () => {
    const file = await readTextFile('deseq2.xlsx', fixtureBytes('deseq2.xlsx'));
    const [header, first] = file.text.split('\n');
    expect(header).toBe('\tbaseMean\tlog2FoldChange\tlfcSE\tstat\tpvalue\tpadj');
    expect(first).toBe(fixtureText('deseq2.tsv').split('\n')[1]);
  });
});

describe('a file that is no table', () => {
  it.each([
    ['an empty file', 'de.csv', new Uint8Array(0), 'de.csv: the file is empty'],
    ['an empty gzip file', 'de.csv.gz', new Uint8Array(gzipSync('')), 'de.csv: the file is empty'],
    [
      'a legacy .xls workbook',
      'de.xls',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'de.xls: an Excel 97–2003 .xls workbook, which cannot be read: save it as .xlsx, .csv or .tsv',
    ],
    [
      'binary data (an aligned BAM file)',
      'sample.bam.csv',
      new Uint8Array([0x42, 0x41, 0x4d, 0x01, 0x00, 0x00, 0x10, 0x00]),
      'sample.bam.csv: not a text table: it holds binary data (save it as .csv, .tsv or .xlsx)',
    ],
  ])('refuses %s', async (_, name, content, message) => {
    expect((await asyncRefusal(() => readTextFile(name, content))).message).toBe(message);
  });

  it('refuses a workbook that is a zip bomb or expands too far, before inflating it', async () => {
    const MB = 1024 ** 2;
    const sheet = (uncompressedSize: number, compressedSize: number) => ({
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from('<worksheet/>'),
      compressedSize,
      uncompressedSize,
    });
    const bomb = await asyncRefusal(() =>
      readTextFile('de.xlsx', new Uint8Array(rawZip([sheet(900 * MB, 100_000)]))),
    );
    expect(bomb.message).toBe(
      'de.xlsx: not a readable .xlsx workbook (Entry "xl/worksheets/sheet1.xml" has a suspicious compression ratio (possible zip bomb))',
    );
    const large = await asyncRefusal(() =>
      readTextFile('de.xlsx', new Uint8Array(rawZip([sheet(600 * MB, 20 * MB)], { zip64: true }))),
    );
    expect(large.message).toBe('de.xlsx: larger than 512 MB once decompressed: save it as a smaller file');
  });

  it('refuses a broken gzip stream and a broken workbook, naming the file', async () => {
    const gzip = gzipSync(fixtureText('limma.txt'));
    const broken = await asyncRefusal(() => readTextFile('limma.txt.gz', gzip.subarray(0, gzip.length / 2)));
    expect(broken.info.code).toBe('not-gzip');
    expect(broken.message).toMatch(/^limma\.txt: not a valid gzip file \(/);
    const workbook = fixtureBytes('deseq2.xlsx');
    const cut = await asyncRefusal(() => readTextFile('deseq2.xlsx', workbook.subarray(0, 2000)));
    expect(cut.info.code).toBe('xlsx-unreadable');
    expect(cut.message).toMatch(/^deseq2\.xlsx: not a readable \.xlsx workbook \(/);
  });
});
