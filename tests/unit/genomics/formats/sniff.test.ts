/**
 * The layout of a researcher's text table guessed from its first lines: delimiter, R's row
 * names, featureCounts' comment line, decimal commas; a preview of the first rows.
 */
import { describe, expect, it } from 'vitest';
import { PREVIEW_ROWS, sniffTable } from '../../../../genomics/formats/sniff';
import { fixtureText } from '../../../support/format-fixtures';

describe('sniffTable', () => {
  it.each([
    ['a.csv', 'gene,logFC\nG1,1\n', ','],
    ['a.txt', 'gene,logFC\nG1,1\n', ','],
    ['a.csv', 'gene\tlogFC\nG1\t1\n', '\t'],
    ['a.tsv', 'gene;logFC\nG1;1\n', ';'],
    ['a.txt', '"gene" "logFC"\n"G 1" 1\n', ' '],
    ['a.csv', 'gene,note\tx\nG1,"a, b"\tc\n', ','],
  ])('finds the delimiter of %s %j', (file, text, delimiter) => {
    expect(sniffTable(file, text).layout.delimiter).toBe(delimiter);
  });

  it('names R’s row names "" whether write.csv or write.table wrote them', () => {
    expect(sniffTable('d.csv', fixtureText('deseq2.csv')).columns[0]).toBe('');
    const tsv = sniffTable('d.tsv', fixtureText('deseq2.tsv'));
    expect(tsv.layout.headerPrefix).toEqual(['']);
    expect(tsv.columns).toEqual(['', 'baseMean', 'log2FoldChange', 'lfcSE', 'stat', 'pvalue', 'padj']);
  });

  it('drops featureCounts’ comment line, keeping the line numbers', () => {
    const sniffed = sniffTable('counts.txt', fixtureText('featurecounts.txt'));
    expect(sniffed.comments[0]).toMatch(/^ Program:featureCounts v2\.0\.3; Command:/);
    expect(sniffed.layout.firstLine).toBe(2);
    expect(sniffed.columns.slice(0, 6)).toEqual(['Geneid', 'Chr', 'Start', 'End', 'Strand', 'Length']);
    expect(sniffed.body.startsWith('Geneid\t')).toBe(true);
  });

  it('recognises decimal commas in a semicolon-separated table only', () => {
    expect(sniffTable('a.csv', 'g;x\nA;1,5\n').layout.decimalComma).toBe(true);
    expect(sniffTable('a.csv', 'g;x\nA;1.5\n').layout.decimalComma).toBe(false);
    expect(sniffTable('a.csv', 'g,x\nA,"1,5"\n').layout.decimalComma).toBe(false);
  });

  it(`previews the first ${PREVIEW_ROWS} rows`, () => {
    const sniffed = sniffTable('limma.txt', fixtureText('limma.txt'));
    expect(sniffed.preview).toHaveLength(PREVIEW_ROWS);
    expect(sniffed.preview[0]?.slice(0, 2)).toEqual(['ENSG00000163631', '6.45364178500245']);
  });
});
