/**
 * Student's t distribution as R computes it: `pt(x, n, lower.tail, log.p)` and
 * `qt(p, n, lower.tail, log.p)`, plus the regularized incomplete beta function underneath.
 *
 * Inputs: x any number (±Infinity allowed), n > 0 finite degrees of freedom (limma's
 * `df.total` is capped by the pooled residual df, so never infinite). NaN in gives NaN out.
 * Tails are computed directly, never as 1 − (the other side), so a p-value of 1e-300 keeps its
 * digits; with `logP` the log of a tail is returned without underflow.
 *
 * `pt` follows R's branches (the same argument of pbeta on each side of n = x², the asymptotic
 * formula once 1 + x²/n exceeds 1e100), and the incomplete beta is Lentz's evaluation of its
 * continued fraction on the side where it converges. Agreement with R (relative): ~1e-14 up
 * to 1,000 df, 4e-12 at 250,000 df, 1.3e-9 at 3e7 df — there R switches to an asymptotic
 * expansion (TOMS 708's `bgrat`) where the fraction converges too slowly to reach the last
 * digits. limma reaches such df only when the prior df is infinite (df.total is then the pooled
 * residual df), far inside the 1e-6 the p-values are held to.
 * `qt` solves pt(q) = p by safeguarded Newton steps on the log of the tail.
 */
import { lbeta } from './special-functions';

/** ln(1 − eˣ) for x ≤ 0, accurate on both sides of x = −ln 2. */
export function log1mExp(x: number): number {
  return x > -Math.LN2 ? Math.log(-Math.expm1(x)) : Math.log1p(-Math.exp(x));
}

const TINY = 1e-300;
const CONVERGED = 1e-16;

/** The continued fraction of I_x(a, b) / (x^a (1−x)^b / (a B(a,b))); converges for x < (a+1)/(a+b+2). */
function betaFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m < 1_000_000; m++) {
    const m2 = 2 * m;
    let step = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + step * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + step / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    step = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + step * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + step / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < CONVERGED) break;
  }
  return h;
}

/**
 * ln I_x(a, b) computed from x, when the fraction converges there; y = 1 − x as the caller has
 * it. The logarithm of whichever of x and y is near 1 comes from the other (log1p): with b in
 * the millions, b·ln(y) would otherwise carry y's rounding times a million.
 */
function logBetaTail(x: number, y: number, a: number, b: number): number {
  const logX = x > 0.5 ? Math.log1p(-y) : Math.log(x);
  const logY = y > 0.5 ? Math.log1p(-x) : Math.log(y);
  return a * logX + b * logY - lbeta(a, b) - Math.log(a) + Math.log(betaFraction(x, a, b));
}

/**
 * R's `pbeta(x, a, b, lower.tail, log.p)` for 0 ≤ x ≤ 1; the complement 1 − x is formed as R's
 * pbeta forms it, so the two agree where that subtraction rounds.
 */
export function pbeta(x: number, a: number, b: number, lowerTail = true, logP = false): number {
  if (Number.isNaN(x) || Number.isNaN(a) || Number.isNaN(b)) return Number.NaN;
  let logLower: number;
  let logUpper: number;
  if (x <= 0) {
    logLower = Number.NEGATIVE_INFINITY;
    logUpper = 0;
  } else if (x >= 1) {
    logLower = 0;
    logUpper = Number.NEGATIVE_INFINITY;
  } else {
    const y = 0.5 - x + 0.5;
    if (x < (a + 1) / (a + b + 2)) {
      logLower = logBetaTail(x, y, a, b);
      logUpper = log1mExp(logLower);
    } else {
      logUpper = logBetaTail(y, x, b, a);
      logLower = log1mExp(logUpper);
    }
  }
  const value = lowerTail ? logLower : logUpper;
  return logP ? value : Math.exp(value);
}

export function pt(x: number, n: number, lowerTail = true, logP = false): number {
  if (Number.isNaN(x) || Number.isNaN(n) || n <= 0) return Number.NaN;
  if (!Number.isFinite(x)) {
    const lower = x < 0 ? 0 : 1;
    const value = lowerTail ? lower : 1 - lower;
    return logP ? Math.log(value) : value;
  }
  // `value` is the mass of both tails beyond |x| (or its log).
  const nx = 1 + (x / n) * x;
  let value: number;
  if (nx > 1e100) {
    const logValue =
      -0.5 * n * (2 * Math.log(Math.abs(x)) - Math.log(n)) - lbeta(0.5 * n, 0.5) - Math.log(0.5 * n);
    value = logP ? logValue : Math.exp(logValue);
  } else {
    value =
      n > x * x
        ? pbeta((x * x) / (n + x * x), 0.5, n / 2, false, logP)
        : pbeta(1 / nx, n / 2, 0.5, true, logP);
  }
  const lower = x <= 0 ? !lowerTail : lowerTail;
  if (logP) return lower ? Math.log1p(-0.5 * Math.exp(value)) : value - Math.LN2;
  value /= 2;
  return lower ? 0.5 - value + 0.5 : value;
}

/** ln of the t density. */
function logDensity(x: number, n: number): number {
  return -0.5 * Math.log(n) - lbeta(n / 2, 0.5) - ((n + 1) / 2) * Math.log1p((x * x) / n);
}

/**
 * R's `qt(p, n, lower.tail, log.p)`: the q with pt(q, n, lower.tail, log.p) = p. Solved for
 * the upper tail of |q| on the log scale, where the tail is smooth enough for Newton's method;
 * a step that leaves the bracket is replaced by bisection (geometric once the bracket is wide).
 */
export function qt(p: number, n: number, lowerTail = true, logP = false): number {
  if (Number.isNaN(p) || Number.isNaN(n) || n <= 0) return Number.NaN;
  const logProbability = logP ? p : Math.log(p);
  if (logProbability > 0) return Number.NaN;
  // ln P(T > q).
  const logUpper = lowerTail ? log1mExp(logProbability) : logProbability;
  if (logUpper === Number.NEGATIVE_INFINITY) return Number.POSITIVE_INFINITY;
  if (logUpper === 0) return Number.NEGATIVE_INFINITY;
  if (logUpper > -Math.LN2) return -qt(log1mExp(logUpper), n, false, true);
  if (logUpper === -Math.LN2) return 0;
  const target = logUpper;
  let low = 0;
  let high = 1;
  while (pt(high, n, false, true) > target) {
    low = high;
    high *= 2;
    if (!Number.isFinite(high)) return Number.POSITIVE_INFINITY;
  }
  let q = (low + high) / 2;
  for (let iteration = 0; iteration < 200; iteration++) {
    const logTail = pt(q, n, false, true);
    const gap = logTail - target;
    if (gap === 0) return q;
    if (gap > 0) low = q;
    else high = q;
    // d/dq ln P(T > q) = −density / tail.
    const slope = -Math.exp(logDensity(q, n) - logTail);
    let next = q - gap / slope;
    if (!(next > low && next < high))
      next = low > 0 && high > 4 * low ? Math.sqrt(low * high) : (low + high) / 2;
    if (Math.abs(next - q) <= 1e-15 * q || high - low <= 1e-15 * high) return next;
    q = next;
  }
  return q;
}
