/**
 * edgeR's `filterByExpr(y, design)` with its defaults (min.count 10, min.total.count 15,
 * large.n 10, min.prop 0.7), as the limma-voom workflow calls it on a fresh DGEList.
 *
 * Input: counts gene-major (`counts[g * n + s]`), library sizes (column sums), the design. A
 * gene is kept when its total count reaches 15 and its CPM reaches 10 / median(lib.size) × 10⁶
 * in at least as many samples as the smallest group: 1 / max leverage of the design (the
 * smallest group's size for `~0 + group`), shrunk towards 10 past 10 samples.
 * Output: one byte per gene, 1 = kept.
 */
import type { Design } from './design';
import { applyQ, decompose, qrWorkspace } from './qr';
import { median } from './r-arithmetic';

/** R's `hat(design)`: the leverages of the design plus an intercept column. */
export function leverages(design: Design): Float64Array {
  const { n, p, matrix } = design;
  const ws = qrWorkspace(n, p + 1);
  ws.qr.fill(1, 0, n);
  ws.qr.set(matrix, n);
  decompose(ws);
  const h = new Float64Array(n);
  const column = new Float64Array(n);
  for (let j = 0; j < ws.rank; j++) {
    column.fill(0);
    column[j] = 1;
    applyQ(ws, column);
    for (let i = 0; i < n; i++) h[i] = (h[i] as number) + (column[i] as number) * (column[i] as number);
  }
  return h;
}

export function filterByExpr(
  counts: Float64Array,
  nGenes: number,
  libSize: Float64Array,
  design: Design,
): Uint8Array {
  const n = design.n;
  let maxLeverage = 0;
  for (const h of leverages(design)) maxLeverage = Math.max(maxLeverage, h);
  let minSampleSize = 1 / maxLeverage;
  if (minSampleSize > 10) minSampleSize = 10 + (minSampleSize - 10) * 0.7;
  const cutoff = (10 / median(libSize)) * 1e6;
  const perMillion = Float64Array.from(libSize, (size) => 1e6 / size);
  const tolerance = 1e-14;
  const keep = new Uint8Array(nGenes);
  for (let g = 0; g < nGenes; g++) {
    let above = 0;
    let total = 0;
    for (let s = 0; s < n; s++) {
      const count = counts[g * n + s] as number;
      total += count;
      if (count * (perMillion[s] as number) >= cutoff) above++;
    }
    keep[g] = above >= minSampleSize - tolerance && total >= 15 - tolerance ? 1 : 0;
  }
  return keep;
}
