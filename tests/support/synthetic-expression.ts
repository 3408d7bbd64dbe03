/**
 * The seeded expression matrices of tests/fixtures/hclust/hclust_average.R, rebuilt bit for bit:
 * six gene programmes over four sample groups plus noise from a Park–Miller generator (exact in
 * doubles, in R as here); every 250th gene repeats the one before and, with `flat`, gene 7 is
 * constant.
 */
export const SYNTHETIC_SEED = 20240607;

export function syntheticExpression(
  genes: number,
  samples: number,
  { flat = false, seed = SYNTHETIC_SEED }: { flat?: boolean; seed?: number } = {},
): Float64Array {
  const out = new Float64Array(genes * samples);
  let state = seed;
  for (let k = 0; k < out.length; k++) {
    state = (16807 * state) % 2147483647;
    const g = Math.floor(k / samples);
    const s = k % samples;
    out[k] = 8 + (((g % 6) + (s % 4)) % 3) + 0.8 * (state / 2147483647);
  }
  for (let r = 250; r <= genes - 1; r += 250) out.copyWithin(r * samples, (r - 1) * samples, r * samples);
  if (flat && genes >= 7) out.fill(5, 6 * samples, 7 * samples);
  return out;
}
