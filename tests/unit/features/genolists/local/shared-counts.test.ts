import { describe, expect, it } from 'vitest';
import { parseCountMatrix } from '../../../../../genomics/formats/counts';
import {
  countsTablePieces,
  gzippedCountsTable,
  sampleFactorsBody,
} from '../../../../../src/features/genolists/local/shared-counts';
import { localCounts, TISSUE_AND_RUN } from '../../../../support/local-counts';

/**
 * What "Share to GenoApp" sends of a result's counts is what the server's data file reader
 * (the archive's counts parser) reads back as the very matrix kept on the device, whatever the
 * pieces it is written in; its sample sheet goes as the factors every sample has a level of.
 */

const SAMPLES = ['L1', 'L2', 'K1', 'K "2"'];
const values = Float64Array.from([
  500, 520, 100, 12, 40, 38.5, 300, 29, 90, 95, 85, 9, 7, 0, 60, 5, 1, 2, 3, 4,
]);
const counts = localCounts({
  samples: SAMPLES,
  geneIds: ['G1', 'G2', 'G3', 'G4', 'G5'],
  symbols: ['ALB', null, 'odd\tname', 'APOA2', null],
  values,
  factors: [
    ...TISSUE_AND_RUN,
    { name: 'age', values: ['51', '62', '51', '62'], levels: ['51', '62'], numeric: true },
  ],
});

function readBack(text: string) {
  return parseCountMatrix('counts.tsv', text);
}

describe('countsTablePieces', () => {
  it.each([1, 2, 3, 1000])('writes a matrix the server reads back unchanged, %i genes a piece', (rows) => {
    const pieces = [...countsTablePieces(counts, rows)];
    expect(pieces).toHaveLength(Math.ceil(5 / rows));
    const matrix = readBack(pieces.join(''));
    expect(matrix.sampleNames).toEqual(SAMPLES);
    expect(matrix.geneIds).toEqual(counts.geneIds);
    expect(matrix.symbols).toEqual(counts.symbols);
    expect(matrix.values).toEqual(values);
  });

  it('writes the header alone for a matrix without genes (the server then names what is wrong)', () => {
    expect([
      ...countsTablePieces({ ...counts, geneIds: [], symbols: [], values: new Float64Array() }),
    ]).toEqual(['gene_id\tgene_symbol\tL1\tL2\tK1\t"K ""2"""\n']);
  });
});

describe('gzippedCountsTable', () => {
  it('is the same text, gzip-compressed', async () => {
    const blob = await gzippedCountsTable(counts);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    const text = await new Response(
      new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text();
    expect(text).toBe([...countsTablePieces(counts)].join(''));
  });
});

describe('sampleFactorsBody', () => {
  it("sends the matrix's samples and every factor each sample has a level of, numeric ones as their texts", () => {
    expect(sampleFactorsBody(counts)).toEqual({
      samples: SAMPLES,
      factors: [
        { name: 'tissue', levels: ['Liver', 'Liver', 'Kidney', 'Kidney'] },
        { name: 'age', levels: ['51', '62', '51', '62'] },
      ],
    });
  });
});
