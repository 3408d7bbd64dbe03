/**
 * Log-gamma, log-beta and the polygamma functions limma's empirical Bayes step needs
 * (`digamma`, `trigamma`, `psigamma(x, 2)`), for positive finite arguments only (what the
 * pipeline passes: half degrees of freedom). Accurate to a few units in the last place where
 * the value is not near zero, and to ~1e-15 absolute near a root; a NaN argument gives NaN.
 *
 * Each uses the same two steps: the recurrence (Γ(x+1) = xΓ(x), ψ(x+1) = ψ(x) + 1/x, …)
 * lifts a small argument to x ≥ 10, where the Stirling / Bernoulli asymptotic series has
 * converged to double precision with the terms kept here.
 */

const LN_SQRT_2PI = 0.9189385332046728;
const ASYMPTOTIC_FROM = 10;

/** lgamma(x) − ((x − ½)·ln x − x + ln √(2π)), for x ≥ 10 (Stirling's series, R's `lgammacor`). */
export function stirlingCorrection(x: number): number {
  const r = 1 / x;
  const r2 = r * r;
  return (
    r *
    (1 / 12 +
      r2 *
        (-1 / 360 + r2 * (1 / 1260 + r2 * (-1 / 1680 + r2 * (1 / 1188 + r2 * (-691 / 360360 + r2 / 156))))))
  );
}

export function lgamma(x: number): number {
  if (x >= ASYMPTOTIC_FROM) return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + stirlingCorrection(x);
  let product = 1;
  let y = x;
  while (y < ASYMPTOTIC_FROM) {
    product *= y;
    y += 1;
  }
  return lgamma(y) - Math.log(product);
}

/**
 * ln B(a, b). Written as R's `lbeta` does, with Stirling corrections rather than a difference
 * of log-gammas, so that ln B(n/2, ½) keeps its precision when n is in the millions.
 */
export function lbeta(a: number, b: number): number {
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  if (p >= ASYMPTOTIC_FROM) {
    const correction = stirlingCorrection(p) + stirlingCorrection(q) - stirlingCorrection(p + q);
    return (
      -0.5 * Math.log(q) +
      LN_SQRT_2PI +
      correction +
      (p - 0.5) * Math.log(p / (p + q)) +
      q * Math.log1p(-p / (p + q))
    );
  }
  if (q >= ASYMPTOTIC_FROM) {
    const correction = stirlingCorrection(q) - stirlingCorrection(p + q);
    return lgamma(p) + correction + p - p * Math.log(p + q) + (q - 0.5) * Math.log1p(-p / (p + q));
  }
  return lgamma(p) + lgamma(q) - lgamma(p + q);
}

/**
 * Sums the recurrence terms `term(y)` for y = x, x+1, … below 10, smallest first, and hands the
 * lifted argument to `series`.
 */
function lifted(x: number, term: (y: number) => number, series: (y: number) => number): number {
  const steps = x < ASYMPTOTIC_FROM ? Math.ceil(ASYMPTOTIC_FROM - x) : 0;
  let sum = series(x + steps);
  for (let k = steps - 1; k >= 0; k--) sum += term(x + k);
  return sum;
}

export function digamma(x: number): number {
  return lifted(
    x,
    (y) => -1 / y,
    (y) => {
      const r = 1 / y;
      const r2 = r * r;
      return (
        Math.log(y) -
        0.5 * r -
        r2 *
          (1 / 12 -
            r2 * (1 / 120 - r2 * (1 / 252 - r2 * (1 / 240 - r2 * (1 / 132 - r2 * (691 / 32760 - r2 / 12))))))
      );
    },
  );
}

export function trigamma(x: number): number {
  return lifted(
    x,
    (y) => 1 / (y * y),
    (y) => {
      const r = 1 / y;
      const r2 = r * r;
      return (
        r +
        0.5 * r2 +
        r *
          r2 *
          (1 / 6 -
            r2 * (1 / 30 - r2 * (1 / 42 - r2 * (1 / 30 - r2 * (5 / 66 - r2 * (691 / 2730 - (7 / 6) * r2))))))
      );
    },
  );
}

/** ψ''(x), R's `psigamma(x, deriv = 2)`. */
export function tetragamma(x: number): number {
  return lifted(
    x,
    (y) => -2 / (y * y * y),
    (y) => {
      const r = 1 / y;
      const r2 = r * r;
      return (
        -r2 -
        r * r2 -
        0.5 * r2 * r2 +
        r2 *
          r2 *
          r2 *
          (1 / 6 - r2 * (1 / 6 - r2 * (3 / 10 - r2 * (5 / 6 - r2 * (691 / 210 - (35 / 2) * r2)))))
      );
    },
  );
}
