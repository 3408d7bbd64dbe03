/**
 * Pearson correlation between samples, as R's `cor(expr[keep, ])`, over the genes with at
 * least one non-zero count (`keep`; genes absent from every sample would only add identical
 * zeros to all samples).
 *
 * Input: expression (see `expression`), gene-major `values[g * nSamples + s]`, finite; and the
 * counts it came from (same shape), which choose the genes.
 * Output: `matrix`, n × n row-major (`matrix[i * n + j]`), symmetric, diagonal 1, values
 * clamped to [−1, 1] against rounding; `nGenes`, the genes it was computed over. A sample whose
 * expression is the same for every kept gene has no correlation: its row and column are NaN
 * (R gives NA).
 *
 * Cost: each sample's mean and norm come first (three passes over the rows); then, one block
 * of genes at a time, the centred and scaled values are laid out sample-major, so r(i, j) is a
 * sum of dot products. Each block's n²/2 dot products run tile by tile (2 × 4 samples at a
 * time, the block's rows staying in cache), so each value loaded serves several products: ≈ 2 s
 * for 60,000 genes × 384 samples on one core. Only one block is laid out at a time (6 MB at 384
 * samples), not a second copy of the expression (176 MiB), which set the import's peak memory.
 */
import { type Counts, matrixShape } from './counts-shape';

export interface SampleCorrelation {
  nGenes: number;
  matrix: Float64Array;
}

// Genes per block: 2 + 4 rows of 16 KiB stay in L1/L2 while the tile is accumulated.
const GENE_BLOCK = 2048;

export function sampleCorrelation(expression: Float64Array, counts: Counts): SampleCorrelation {
  if (expression.length !== counts.values.length) {
    throw new Error(
      `Expected ${counts.values.length} expression values, like the counts, got ${expression.length}`,
    );
  }
  return correlationOverGenes(expression, counts.sampleNames.length, genesWithCounts(counts));
}

/**
 * The correlation over the genes `kept` (`genesWithCounts`), for a caller that no longer holds
 * the counts: the import's worker turns them into the expression in place.
 */
export function correlationOverGenes(
  expression: Float64Array,
  n: number,
  kept: Int32Array,
): SampleCorrelation {
  matrixShape(expression, n);
  const { mean, scale } = columnStandardisation(expression, n, kept);
  // Rows padded to a multiple of 4 samples so every tile is whole; padding rows stay zero.
  const nPadded = Math.ceil(n / 4) * 4;
  const dots = new Float64Array(nPadded * nPadded);
  const z = new Float64Array(nPadded * GENE_BLOCK);
  for (let g0 = 0; g0 < kept.length; g0 += GENE_BLOCK) {
    const len = Math.min(GENE_BLOCK, kept.length - g0);
    for (let k = 0; k < len; k++) {
      const row = (kept[g0 + k] as number) * n;
      for (let s = 0; s < n; s++)
        z[s * len + k] = ((expression[row + s] as number) - (mean[s] as number)) * (scale[s] as number);
    }
    addTiledDotProducts(z, nPadded, len, dots);
  }
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const valid = (scale[i] as number) > 0;
    matrix[i * n + i] = valid ? 1 : Number.NaN;
    for (let j = i + 1; j < n; j++) {
      const r =
        valid && (scale[j] as number) > 0
          ? Math.min(1, Math.max(-1, dots[i * nPadded + j] as number))
          : Number.NaN;
      matrix[i * n + j] = r;
      matrix[j * n + i] = r;
    }
  }
  return { nGenes: kept.length, matrix };
}

/** The genes with at least one non-zero count, in order. */
export function genesWithCounts(counts: Counts): Int32Array {
  const { nGenes, nSamples: n } = matrixShape(counts.values, counts.sampleNames.length);
  const values = counts.values;
  const kept = new Int32Array(nGenes);
  let len = 0;
  for (let g = 0, row = 0; g < nGenes; g++, row += n) {
    for (let s = 0; s < n; s++) {
      if ((values[row + s] as number) > 0) {
        kept[len++] = g;
        break;
      }
    }
  }
  return kept.subarray(0, len);
}

/**
 * Each sample's mean over the kept genes and the factor that scales its centred values to unit
 * norm (0 when they are all equal: zero norm), summed gene by gene in the kept order.
 */
function columnStandardisation(
  expression: Float64Array,
  n: number,
  kept: Int32Array,
): { mean: Float64Array; scale: Float64Array } {
  const len = kept.length;
  const mean = new Float64Array(n);
  for (let k = 0; k < len; k++) {
    const row = (kept[k] as number) * n;
    for (let s = 0; s < n; s++) mean[s] = (mean[s] as number) + (expression[row + s] as number);
  }
  for (let s = 0; s < n; s++) mean[s] = (mean[s] as number) / len;
  // A second pass corrects the mean's rounding (as R does) before the deviations are squared.
  const residual = new Float64Array(n);
  for (let k = 0; k < len; k++) {
    const row = (kept[k] as number) * n;
    for (let s = 0; s < n; s++)
      residual[s] = (residual[s] as number) + ((expression[row + s] as number) - (mean[s] as number));
  }
  for (let s = 0; s < n; s++) mean[s] = (mean[s] as number) + (residual[s] as number) / len;
  const squares = new Float64Array(n);
  for (let k = 0; k < len; k++) {
    const row = (kept[k] as number) * n;
    for (let s = 0; s < n; s++) {
      const dev = (expression[row + s] as number) - (mean[s] as number);
      squares[s] = (squares[s] as number) + dev * dev;
    }
  }
  const scale = squares.map((sum) => (sum > 0 ? 1 / Math.sqrt(sum) : 0));
  return { mean, scale };
}

/**
 * Adds the upper triangle (j ≥ i, in tiles) of Z Zᵀ to `out` (rows × rows), for Z with `rows`
 * rows (a multiple of 4) of `len` values, row-major; entries below the tiles are not set.
 */
function addTiledDotProducts(z: Float64Array, rows: number, len: number, out: Float64Array): void {
  for (let i = 0; i < rows; i += 2) {
    const a0 = i * len;
    const a1 = a0 + len;
    // Tiles of 4 columns start at the multiple of 4 at or below i, so j ≥ i is covered.
    for (let j = i - (i % 4); j < rows; j += 4) {
      const b0 = j * len;
      const b1 = b0 + len;
      const b2 = b1 + len;
      const b3 = b2 + len;
      let c00 = 0;
      let c01 = 0;
      let c02 = 0;
      let c03 = 0;
      let c10 = 0;
      let c11 = 0;
      let c12 = 0;
      let c13 = 0;
      for (let g = 0; g < len; g++) {
        const x0 = z[a0 + g] as number;
        const x1 = z[a1 + g] as number;
        const y0 = z[b0 + g] as number;
        const y1 = z[b1 + g] as number;
        const y2 = z[b2 + g] as number;
        const y3 = z[b3 + g] as number;
        c00 += x0 * y0;
        c01 += x0 * y1;
        c02 += x0 * y2;
        c03 += x0 * y3;
        c10 += x1 * y0;
        c11 += x1 * y1;
        c12 += x1 * y2;
        c13 += x1 * y3;
      }
      const r0 = i * rows + j;
      const r1 = r0 + rows;
      out[r0] = (out[r0] as number) + c00;
      out[r0 + 1] = (out[r0 + 1] as number) + c01;
      out[r0 + 2] = (out[r0 + 2] as number) + c02;
      out[r0 + 3] = (out[r0 + 3] as number) + c03;
      out[r1] = (out[r1] as number) + c10;
      out[r1 + 1] = (out[r1 + 1] as number) + c11;
      out[r1 + 2] = (out[r1 + 2] as number) + c12;
      out[r1 + 3] = (out[r1 + 3] as number) + c13;
    }
  }
}
