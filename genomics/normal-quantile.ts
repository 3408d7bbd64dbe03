/**
 * The standard normal's upper quantile: the z with P(Z > z) = q, R's `qnorm(q, lower.tail =
 * FALSE)`. Wichura's algorithm AS 241 (PPND16, as R 4.2 computes it), accurate to about 1e-16
 * relative. Taking the upper tail directly keeps small q exact: 1 − q would round to 1 below
 * q ≈ 1e-16, where the two-sided p-values of strongly called genes lie. q = 0 gives Infinity,
 * q = 1 −Infinity, q outside [0, 1] or NaN gives NaN.
 *
 * Each region is a ratio of two degree-7 polynomials, their coefficients lowest degree first (as
 * doubles: the published 20-digit values rounded to the nearest one).
 */

/** |q − ½| ≤ 0.425, in r = 0.180625 − (q − ½)²; the ratio is multiplied by ½ − q. */
const CENTRAL_NUMERATOR = [
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
  67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const CENTRAL_DENOMINATOR = [
  1.0, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
  28729.085735721943, 5226.495278852546,
];
/** r = √(−ln min(q, 1 − q)) ≤ 5, in r − 1.6. */
const NEAR_NUMERATOR = [
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
  0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const NEAR_DENOMINATOR = [
  1.0, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008, 0.015198666563616457,
  0.0005475938084995345, 1.0507500716444169e-9,
];
/** r > 5, in r − 5 (q below about 1e-11). */
const FAR_NUMERATOR = [
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487, 0.026532189526576124,
  0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
];
const FAR_DENOMINATOR = [
  1.0, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
  1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
];

function polynomial(coefficients: readonly number[], x: number): number {
  let sum = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) sum = sum * x + (coefficients[i] as number);
  return sum;
}

export function normalUpperQuantile(q: number): number {
  if (!(q >= 0 && q <= 1)) return Number.NaN;
  if (q === 0) return Number.POSITIVE_INFINITY;
  if (q === 1) return Number.NEGATIVE_INFINITY;
  // The lower-tail quantile of 1 − q, which is minus that of q: AS 241 works on the lower tail.
  const d = 0.5 - q;
  if (Math.abs(d) <= 0.425) {
    const r = 0.180625 - d * d;
    return (d * polynomial(CENTRAL_NUMERATOR, r)) / polynomial(CENTRAL_DENOMINATOR, r);
  }
  const r = Math.sqrt(-Math.log(Math.min(q, 1 - q)));
  const z =
    r <= 5
      ? polynomial(NEAR_NUMERATOR, r - 1.6) / polynomial(NEAR_DENOMINATOR, r - 1.6)
      : polynomial(FAR_NUMERATOR, r - 5) / polynomial(FAR_DENOMINATOR, r - 5);
  return d < 0 ? -z : z;
}
