/**
 * Principal component analysis of the samples, as R's
 * `prcomp(t(expr[top, ]), center = TRUE, scale. = FALSE)`:
 * - genes with non-zero variance of expression (all values equal ⇒ zero, tested exactly so
 *   rounding never lets a constant gene in), ranked by variance (n − 1 denominator), the `top`
 *   highest (fewer when fewer genes vary); ties keep gene order;
 * - each gene centred across samples, not scaled;
 * - components from the n × n sample Gram matrix K = Xcᵀ Xc (Xc: genes × samples, centred).
 *   K = U D² Uᵀ where Xcᵀ = U D Vᵀ is the SVD prcomp uses, so the scores are U·D and
 *   sdev² = D² / (n − 1). Working on K costs O(top · n²) + O(n³), so 384 samples stay cheap.
 *
 * Input: expression (log2 scale, see `expression`), gene-major `values[g * nSamples + s]`,
 * finite (no missing values: it comes from counts).
 * Output:
 * - `nComponents` = min(nSamples, nGenesUsed), like prcomp (the last one has no variance,
 *   since centring removes one dimension; components with less than 1e-12 of PC1's variance
 *   are rounding noise and get exactly 0 variance and coordinates);
 * - `varianceExplained[c]`: percent, sdev²_c / Σ sdev² × 100 over all components;
 * - `scores[c * nSamples + s]`: coordinate of sample s on component c (log2 expression units).
 *   A component's sign is arbitrary in any PCA; here it is fixed so that the sample with the
 *   largest absolute coordinate is positive, so reruns give the same picture;
 * - `genesUsed`: gene indices, by decreasing variance; `nGenesNonzeroVariance`;
 *   `varianceOfLastGeneUsed` and `varianceOfFirstGeneLeftOut` (null when none is left out)
 *   show how clean the cut is.
 * With fewer than 2 samples, or no gene that varies, there is no PCA: nComponents is 0.
 */
import { matrixShape } from './counts-shape';
import { symmetricEigen } from './symmetric-eigen';

const NULL_EIGENVALUE_RATIO = 1e-12;

export interface PcaResult {
  nGenesNonzeroVariance: number;
  nGenesUsed: number;
  genesUsed: Int32Array;
  varianceOfLastGeneUsed: number | null;
  varianceOfFirstGeneLeftOut: number | null;
  nComponents: number;
  varianceExplained: Float64Array;
  scores: Float64Array;
}

export function pca(
  expression: Float64Array,
  nGenes: number,
  nSamples: number,
  options: { top: number } = { top: 500 },
): PcaResult {
  if (matrixShape(expression, nSamples).nGenes !== nGenes) {
    throw new Error(`Expected ${nGenes} × ${nSamples} expression values, got ${expression.length}`);
  }
  const variances = geneVariances(expression, nGenes, nSamples);
  const ranked: number[] = [];
  for (let g = 0; g < nGenes; g++) if ((variances[g] as number) > 0) ranked.push(g);
  ranked.sort((a, b) => (variances[b] as number) - (variances[a] as number) || a - b);

  const nUsed = Math.min(options.top, ranked.length);
  const genesUsed = Int32Array.from(ranked.slice(0, nUsed));
  const varianceOf = (rank: number) =>
    rank < ranked.length ? (variances[ranked[rank] as number] as number) : null;
  const nComponents = Math.min(nSamples, nUsed);
  const result: PcaResult = {
    nGenesNonzeroVariance: ranked.length,
    nGenesUsed: nUsed,
    genesUsed,
    varianceOfLastGeneUsed: nUsed > 0 ? varianceOf(nUsed - 1) : null,
    varianceOfFirstGeneLeftOut: varianceOf(nUsed),
    nComponents,
    varianceExplained: new Float64Array(nComponents),
    scores: new Float64Array(nComponents * nSamples),
  };
  if (nComponents === 0) return result;

  const gram = centredGram(expression, genesUsed, nSamples);
  const { values, vectors } = symmetricEigen(gram, nSamples);
  // Null directions (at least the one centring removes) come out of K as rounding noise, of
  // the order of 1e-16 × the largest eigenvalue, whose square root would put coordinates of
  // ≈ 1e-8 × the PC1 spread on a component with no variance: below 1e-12 × the largest
  // eigenvalue, a component is taken as exactly zero, as prcomp's SVD nearly gives it.
  const floor = (values[0] as number) * NULL_EIGENVALUE_RATIO;
  const eigenvalue = (c: number) => ((values[c] as number) > floor ? (values[c] as number) : 0);
  let total = 0;
  for (let c = 0; c < nComponents; c++) total += eigenvalue(c);
  for (let c = 0; c < nComponents; c++) {
    const lambda = eigenvalue(c);
    result.varianceExplained[c] = (lambda / total) * 100;
    const d = Math.sqrt(lambda);
    let largest = 0;
    for (let s = 0; s < nSamples; s++) {
      const u = vectors[s * nSamples + c] as number;
      if (Math.abs(u) > Math.abs(largest)) largest = u;
    }
    const sign = largest < 0 ? -d : d;
    for (let s = 0; s < nSamples; s++)
      result.scores[c * nSamples + s] = (vectors[s * nSamples + c] as number) * sign;
  }
  return result;
}

/** Sample variance (n − 1) of each gene; exactly 0 for a gene whose values are all equal. */
function geneVariances(x: Float64Array, nGenes: number, nSamples: number): Float64Array {
  const variances = new Float64Array(nGenes);
  if (nSamples < 2) return variances;
  for (let g = 0, row = 0; g < nGenes; g++, row += nSamples) {
    const first = x[row] as number;
    let sum = 0;
    let constant = true;
    for (let s = 0; s < nSamples; s++) {
      const value = x[row + s] as number;
      sum += value;
      if (value !== first) constant = false;
    }
    if (constant) continue;
    const mean = sum / nSamples;
    let squares = 0;
    for (let s = 0; s < nSamples; s++) {
      const dev = (x[row + s] as number) - mean;
      squares += dev * dev;
    }
    variances[g] = squares / (nSamples - 1);
  }
  return variances;
}

/** K = Xcᵀ Xc over the chosen genes, each centred across samples; n × n, row-major. */
function centredGram(x: Float64Array, genes: Int32Array, nSamples: number): Float64Array {
  const gram = new Float64Array(nSamples * nSamples);
  const centred = new Float64Array(nSamples);
  for (const g of genes) {
    const row = g * nSamples;
    let sum = 0;
    for (let s = 0; s < nSamples; s++) sum += x[row + s] as number;
    const mean = sum / nSamples;
    for (let s = 0; s < nSamples; s++) centred[s] = (x[row + s] as number) - mean;
    // Upper triangle only; mirrored below.
    for (let i = 0; i < nSamples; i++) {
      const ci = centred[i] as number;
      const offset = i * nSamples;
      for (let j = i; j < nSamples; j++)
        gram[offset + j] = (gram[offset + j] as number) + ci * (centred[j] as number);
    }
  }
  for (let i = 0; i < nSamples; i++) {
    for (let j = 0; j < i; j++) gram[i * nSamples + j] = gram[j * nSamples + i] as number;
  }
  return gram;
}
