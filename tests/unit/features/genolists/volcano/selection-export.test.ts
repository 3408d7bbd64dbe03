import { describe, expect, it } from 'vitest';
import type { GeneFrame } from '../../../../../src/features/genolists/gene-frame';
import { selectionColumns } from '../../../../../src/features/genolists/volcano/selection-export';
import { toCsv } from '../../../../../src/lib/export';

const FRAME: GeneFrame = {
  genolistId: 1,
  n: 2,
  geneRefId: Int32Array.from([10, 11]),
  geneId: ['ENSG1', 'ENSG2'],
  symbol: ['FKBP5', null],
  expression: Float64Array.from([120.5, Number.NaN]),
  expressionKind: 'base_mean',
  log2fc: Float64Array.from([2.5, -1]),
  pvalue: Float64Array.from([1e-6, 0.2]),
  padj: Float64Array.from([1e-4, Number.NaN]),
  searchKey: ['', ''],
};

describe('selection export', () => {
  it('writes the selected rows in the order picked, missing values empty', () => {
    const columns = selectionColumns(FRAME, (key) => key.replace('export.', '').toUpperCase());
    expect(columns.map((column) => column.key)).toEqual([
      'gene_id',
      'symbol',
      'expression',
      'log2fc',
      'pvalue',
      'padj',
    ]);
    expect(toCsv([1, 0], columns)).toBe(
      'GENEID,SYMBOL,EXPRESSION,LOG2FC,PVALUE,PADJ\r\nENSG2,,,-1,0.2,\r\nENSG1,FKBP5,120.5,2.5,0.000001,0.0001\r\n',
    );
  });
});
