/**
 * Hierarchical clustering at the heatmap's scale against R (tests/fixtures/hclust/, made by
 * hclust_average.R there): 2,000 genes on float64 distances, 10,000 on float32 distances with
 * exact heights; and the WebAssembly kernels against the JavaScript ones they must equal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Dendrogram, hclustAverage } from '../../../../workers/kernels/hclust';
import { jsLinkage } from '../../../../workers/kernels/hclust-average';
import { wasmLinkageKernels } from '../../../../workers/kernels/hclust-wasm';
import { zScoreRows } from '../../../../workers/kernels/heatmap-cluster';
import { syntheticExpression } from '../../../support/synthetic-expression';

interface Reference {
  genes: number;
  samples: number;
  flat: boolean;
  heights: number[];
  order: number[];
  merge: number[];
}

const reference = (genes: number) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../../fixtures/hclust/hclust_average_${genes}.json`), 'utf8'),
  ) as Reference;

const wasm = wasmLinkageKernels();

function expectR(tree: Dendrogram, ref: Reference) {
  const heights = Array.from(tree.heights).sort((x, y) => x - y);
  const expected = [...ref.heights].sort((x, y) => x - y);
  let worst = 0;
  heights.forEach((height, i) => {
    worst = Math.max(worst, Math.abs(height - (expected[i] as number)));
  });
  expect(worst).toBeLessThan(1e-9);
  expect(Array.from(tree.order, (i) => i + 1)).toEqual(ref.order);
  expect(Array.from(tree.merge)).toEqual(ref.merge);
}

describe('hclust average linkage against R', () => {
  it('compiles the WebAssembly kernels here (Node, as in Chromium)', () => {
    expect(wasm).not.toBeNull();
  });

  it('2,000 genes, float64 distances: R merges, heights and leaf order', { timeout: 60_000 }, () => {
    const ref = reference(2000);
    const z = zScoreRows(syntheticExpression(ref.genes, ref.samples, ref), ref.genes, ref.samples);
    const tree = hclustAverage(z, ref.genes, ref.samples);
    expectR(tree, ref);
    tree.heights.forEach((height, s) => {
      expect(Math.abs(height - (ref.heights[s] as number))).toBeLessThan(1e-12);
    });
  });

  // 260 s measured on a 2-core machine at load average ≈ 25.
  it('10,000 genes, float32 distances and exact heights: R to 1e-9', { timeout: 360_000 }, () => {
    const ref = reference(10000);
    const z = zScoreRows(syntheticExpression(ref.genes, ref.samples, ref), ref.genes, ref.samples);
    expectR(hclustAverage(z, ref.genes, ref.samples), ref);
  });
});

describe('WebAssembly kernels equal the JavaScript ones', () => {
  const rows = 1_200;
  const cols = 37;
  const z = zScoreRows(syntheticExpression(rows, cols, { flat: true, seed: 99 }), rows, cols);
  for (const float32 of [false, true]) {
    it(`${float32 ? 'float32' : 'float64'} distances: the same merges and heights, bit for bit`, () => {
      const fromJs = hclustAverage(z, rows, cols, { kernels: jsLinkage, float32 });
      const fromWasm = hclustAverage(z, rows, cols, { kernels: wasm ?? jsLinkage, float32 });
      expect(Array.from(fromWasm.merge)).toEqual(Array.from(fromJs.merge));
      expect(Array.from(fromWasm.heights)).toEqual(Array.from(fromJs.heights));
      expect(Array.from(fromWasm.order)).toEqual(Array.from(fromJs.order));
    });
  }
});
