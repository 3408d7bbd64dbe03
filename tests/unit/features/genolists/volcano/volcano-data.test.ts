import { describe, expect, it } from 'vitest';
import type { GeneFrame } from '../../../../../src/features/genolists/gene-frame';
import {
  labelRows,
  maCoords,
  plotBins,
  pointStates,
  SHOW_ALL,
  volcanoCoords,
} from '../../../../../src/features/genolists/volcano/volcano-data';
import {
  BIN_DOWN_FIRST,
  BIN_NO_PADJ,
  BIN_NOT_SIGNIFICANT,
  BIN_UP_FIRST,
  volcanoBins,
} from '../../../../../workers/kernels/volcano-bins';

const NaN_ = Number.NaN;

function frame(
  columns: { log2fc: number[]; padj: number[]; expression?: number[] },
  kind: GeneFrame['expressionKind'] = 'base_mean',
): GeneFrame {
  const n = columns.log2fc.length;
  return {
    genolistId: 1,
    n,
    geneRefId: Int32Array.from({ length: n }, (_, i) => 100 + i),
    geneId: Array.from({ length: n }, (_, i) => `G${i}`),
    symbol: Array.from({ length: n }, (_, i) => (i === 2 ? null : `S${i}`)),
    expression: Float64Array.from(columns.expression ?? new Array(n).fill(100)),
    expressionKind: kind,
    log2fc: Float64Array.from(columns.log2fc),
    pvalue: Float64Array.from(columns.padj),
    padj: Float64Array.from(columns.padj),
    searchKey: new Array(n).fill(''),
  };
}

describe('volcano coordinates', () => {
  const genes = frame({ log2fc: [5, -2, 0.1, NaN_, 1, 3], padj: [0, 1e-8, 0.5, 0.01, NaN_, 0] });

  it('draws −log10 adjusted p, p = 0 on a line above the highest value, and counts the rest', () => {
    const coords = volcanoCoords(genes);
    expect(coords.ys[1]).toBeCloseTo(8, 12);
    expect(coords.ys[2]).toBeCloseTo(-Math.log10(0.5), 12);
    expect(coords.pZero).toBe(2);
    expect(coords.pZeroY).toBeCloseTo(8.5, 12);
    expect(coords.ys[0]).toBe(coords.pZeroY);
    expect(coords.ys[5]).toBe(coords.pZeroY);
    expect(Number.isNaN(coords.xs[3] as number)).toBe(true);
    expect(Number.isNaN(coords.xs[4] as number)).toBe(true);
    expect({ placed: coords.placed, unplaced: coords.unplaced }).toEqual({ placed: 4, unplaced: 2 });
    // Symmetric around log2FC = 0, from −log10 p = 0 to the p = 0 line, padded.
    expect(coords.home.x0).toBeCloseTo(-coords.home.x1, 12);
    expect(coords.home.x1).toBeGreaterThan(5);
    expect(coords.home.y0).toBeLessThan(0);
    expect(coords.home.y1).toBeGreaterThan(8.5);
  });

  it('draws log10 base mean in the MA plot, leaving out a base mean of 0 but keeping genes without padj', () => {
    const coords = maCoords(
      frame({ log2fc: [1, -1, 2, NaN_], padj: [0.01, NaN_, 0.2, 0.1], expression: [1000, 10, 0, 5] }),
    );
    expect(Array.from(coords.xs).slice(0, 2)).toEqual([3, 1]);
    expect(Array.from(coords.ys).slice(0, 2)).toEqual([1, -1]);
    expect({ placed: coords.placed, unplaced: coords.unplaced }).toEqual({ placed: 2, unplaced: 2 });
  });

  it('uses logCPM or AveExpr as they are', () => {
    const coords = maCoords(
      frame({ log2fc: [1, -1], padj: [0.01, 0.2], expression: [-1.5, 7.25] }, 'ave_log_expr'),
    );
    expect(Array.from(coords.xs)).toEqual([-1.5, 7.25]);
  });
});

describe('point states', () => {
  const genes = frame({ log2fc: [2, -2, 0.1, 1, 3], padj: [0.001, 0.001, 0.5, NaN_, 0.01] });
  const { bins } = volcanoBins(genes.log2fc, genes.padj, { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) });

  it('is the bin, 0 where the plot cannot place the gene, +64 when selected', () => {
    const volcano = pointStates(bins, volcanoCoords(genes), Uint8Array.from([0, 1, 0, 0, 0]), SHOW_ALL);
    expect(Array.from(volcano)).toEqual([
      BIN_UP_FIRST + 4,
      (BIN_DOWN_FIRST + 4) | 64,
      BIN_NOT_SIGNIFICANT,
      0,
      BIN_UP_FIRST + 5,
    ]);
    const ma = pointStates(bins, maCoords(genes), null, SHOW_ALL);
    expect(ma[3]).toBe(BIN_NO_PADJ);
  });

  it('hides (+128) what the expert filter leaves out, but never a selected gene', () => {
    const coords = volcanoCoords(genes);
    const degs = pointStates(bins, coords, Uint8Array.from([0, 0, 1, 0, 0]), {
      degsOnly: true,
      regulation: 'all',
    });
    expect(Array.from(degs).map((state) => state >= 128)).toEqual([false, false, false, false, false]);
    expect(degs[2]).toBe(BIN_NOT_SIGNIFICANT | 64);
    const up = pointStates(bins, coords, null, { degsOnly: true, regulation: 'up' });
    expect(Array.from(up).map((state) => state >= 128)).toEqual([false, true, true, false, false]);
  });

  it('keeps the last states without a selection, so those made at idle are the ones the plot opens with', () => {
    const coords = volcanoCoords(genes);
    const ahead = pointStates(bins, coords, null, SHOW_ALL);
    expect(pointStates(bins, coords, null, { ...SHOW_ALL })).toBe(ahead);
    // A selection, a filter or other coordinates are states of their own, and leave those kept.
    const selected = pointStates(bins, coords, Uint8Array.from([1, 0, 0, 0, 0]), SHOW_ALL);
    expect(selected).not.toBe(ahead);
    expect(selected[0]).toBe((BIN_UP_FIRST + 4) | 64);
    expect(pointStates(bins, coords, null, SHOW_ALL)).toBe(ahead);
    const down = pointStates(bins, coords, null, { degsOnly: false, regulation: 'down' });
    expect(down).not.toBe(ahead);
    expect(down[0]).toBe((BIN_UP_FIRST + 4) | 128);
    const ma = pointStates(bins, maCoords(genes), null, SHOW_ALL);
    expect(ma).not.toBe(ahead);
    expect(ma[3]).toBe(BIN_NO_PADJ);
  });
});

describe('gene labels', () => {
  it('labels the selected genes first, then the most significant up and down genes in turn', () => {
    const genes = frame({ log2fc: [2, -3, 0.1, 4, -1, 2.5], padj: [1e-5, 1e-9, 0.5, 1e-9, 0.01, 0.2] });
    const { bins } = volcanoBins(genes.log2fc, genes.padj, { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) });
    const states = pointStates(bins, volcanoCoords(genes), null, SHOW_ALL);
    // Ties on padj go to the larger |log2FC|; gene 2 is not significant and only labelled when selected.
    expect(labelRows(genes, bins, states, [2], 3)).toEqual([2, 3, 1, 0]);
    expect(labelRows(genes, bins, states, [], 10)).toEqual([3, 1, 0, 4]);
    expect(labelRows(genes, bins, states, [], 1)).toEqual([3]);
  });
});

describe('the volcano bins kept with the frame', () => {
  it('answers the same bins for the same thresholds and new ones, as the kernel makes them, for others', () => {
    const genes = frame({ log2fc: [2, -2, 0.1, 1], padj: [0.001, 0.02, 0.5, 0.08] });
    const first = plotBins(genes, 0.05, 1.5);
    expect(plotBins(genes, 0.05, 1.5)).toBe(first);
    expect(first.bins).toEqual(
      volcanoBins(genes.log2fc, genes.padj, { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) }).bins,
    );
    const looser = plotBins(genes, 0.1, 1.5);
    expect(looser).not.toBe(first);
    expect(looser.bins).toEqual(
      volcanoBins(genes.log2fc, genes.padj, { maxPadj: 0.1, minAbsLog2fc: Math.log2(1.5) }).bins,
    );
    expect(plotBins(frame({ log2fc: [2, -2, 0.1, 1], padj: [0.001, 0.02, 0.5, 0.08] }), 0.1, 1.5)).not.toBe(
      looser,
    );
  });
});
