import { describe, expect, it } from 'vitest';
import { countRegulation, selectGenes } from '../../../../workers/kernels/genes-filter';
import {
  BIN_BELOW_FOLD,
  BIN_COUNT,
  BIN_DOWN_FIRST,
  BIN_MISSING,
  BIN_NO_PADJ,
  BIN_NOT_SIGNIFICANT,
  BIN_UP_FIRST,
  regulationCounts,
  volcanoBins,
} from '../../../../workers/kernels/volcano-bins';

const NaN_ = Number.NaN;
const thresholds = { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) };

describe('volcano colour bins', () => {
  it('sorts genes into missing, no padj, not significant, below the fold change, up and down bands', () => {
    const log2fc = Float64Array.from([NaN_, 2, 2, 0.3, 0.7, -0.7, 3.5, -1.2, 0.585, -4, 0]);
    const padj = Float64Array.from([0.01, NaN_, 0.2, 0.01, 0.01, 0.04, 0, 0.05, 1e-10, 1e-300, 0.001]);
    const { bins, counts } = volcanoBins(log2fc, padj, thresholds);
    expect(Array.from(bins)).toEqual([
      BIN_MISSING,
      BIN_NO_PADJ,
      BIN_NOT_SIGNIFICANT,
      BIN_BELOW_FOLD,
      BIN_UP_FIRST + 1,
      BIN_DOWN_FIRST + 1,
      BIN_UP_FIRST + 5,
      BIN_DOWN_FIRST + 2,
      // log2(1.5) is 0.58496…: 0.585 is beyond it, in the 0.5–1 band.
      BIN_UP_FIRST + 1,
      BIN_DOWN_FIRST + 5,
      BIN_BELOW_FOLD,
    ]);
    expect(counts.length).toBe(BIN_COUNT);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(log2fc.length);
    expect(regulationCounts(counts)).toEqual({ up: 3, down: 3 });
  });

  it('moves genes between bins when the thresholds change', () => {
    const log2fc = Float64Array.from([0.4, 1.2, -0.9]);
    const padj = Float64Array.from([0.03, 0.08, 0.009]);
    const strict = volcanoBins(log2fc, padj, { maxPadj: 0.01, minAbsLog2fc: 1 });
    expect(Array.from(strict.bins)).toEqual([BIN_NOT_SIGNIFICANT, BIN_NOT_SIGNIFICANT, BIN_BELOW_FOLD]);
    const loose = volcanoBins(log2fc, padj, { maxPadj: 0.1, minAbsLog2fc: Math.log2(1.2) });
    expect(Array.from(loose.bins)).toEqual([BIN_UP_FIRST, BIN_UP_FIRST + 2, BIN_DOWN_FIRST + 1]);
  });

  it('counts as many up and down genes as the genes table filter, boundaries included', () => {
    let seed = 11;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const n = 5000;
    const log2fc = new Float64Array(n);
    const padj = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      // Values on the thresholds themselves, missing values and p = 0 all occur.
      const r = next();
      log2fc[i] =
        r < 0.05 ? Number.NaN : r < 0.1 ? Math.log2(1.5) * (next() < 0.5 ? -1 : 1) : (next() - 0.5) * 8;
      const q = next();
      padj[i] = q < 0.1 ? Number.NaN : q < 0.15 ? 0.05 : q < 0.2 ? 0 : next() ** 3;
    }
    const searchKey = new Array<string>(n).fill('');
    for (const fc of [1.2, 1.5, 2]) {
      for (const maxPadj of [0.01, 0.05, 0.1]) {
        const minAbsLog2fc = Math.log2(fc);
        const rows = selectGenes(
          { n, expression: new Float64Array(n), log2fc, pvalue: padj, padj, searchKey },
          Uint32Array.from({ length: n }, (_, i) => i),
          { maxPadj, minAbsLog2fc, regulation: 'all', search: '' },
        );
        const table = countRegulation(log2fc, rows);
        expect(regulationCounts(volcanoBins(log2fc, padj, { maxPadj, minAbsLog2fc }).counts)).toEqual(table);
      }
    }
  });
});
