/**
 * Seeded made-up RNA-seq counts for the limma-voom bench rows, in Node and in the bench page:
 * gene means log-normal (many low, a few very high, 5 % zero everywhere), negative binomial
 * counts whose dispersion falls with the mean, library sizes varying ±40 %, two conditions
 * with 10 % of genes changed and a batch of two levels.
 */
import type { LimmaVoomRequest } from '../../genomics/de/limma-voom';
import { seededRandom } from './measure';

export function syntheticDeRequest(nGenes: number, nSamples: number, seed = 3): LimmaVoomRequest {
  const next = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  const gamma = (shape: number): number => {
    if (shape < 1) return gamma(shape + 1) * next() ** (1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = normal();
      const v = (1 + c * x) ** 3;
      if (v > 0 && Math.log(next() || 1e-12) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  };
  const poisson = (mean: number): number => {
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    for (let p = next(); p > limit; p *= next()) k++;
    return k;
  };
  const condition = Array.from({ length: nSamples }, (_, s) => (s % 2 === 0 ? 'control' : 'treated'));
  const batch = Array.from({ length: nSamples }, (_, s) => (s % 4 < 2 ? 'b1' : 'b2'));
  const depth = Array.from({ length: nSamples }, () => 0.6 + 0.8 * next());
  const counts = new Float64Array(nGenes * nSamples);
  for (let g = 0; g < nGenes; g++) {
    if (next() < 0.05) continue;
    const mean = Math.exp(normal() * 2 + 3);
    const dispersion = 0.03 + 0.6 / Math.sqrt(mean);
    const fold = next() < 0.1 ? Math.exp(normal()) : 1;
    for (let s = 0; s < nSamples; s++) {
      const mu = mean * (depth[s] as number) * (condition[s] === 'treated' ? fold : 1);
      counts[g * nSamples + s] = poisson(mu * gamma(1 / dispersion) * dispersion);
    }
  }
  return {
    counts,
    nGenes,
    nSamples,
    comparison: {
      factor: { name: 'condition', values: condition },
      covariates: [{ name: 'batch', values: batch }],
      numerator: 'treated',
      reference: 'control',
    },
  };
}
