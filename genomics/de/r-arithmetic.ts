/**
 * Sums and means the way R's `sum` and `mean` come out. R accumulates in 80-bit long double;
 * Neumaier's compensated sum carries the rounding error of a double sum, which gives the same
 * result to the last bit or one unit off, instead of the ~√n units a plain loop drifts by.
 * R's `mean` then adds the mean of the deviations from that first mean, which makes the mean of
 * equal values that value exactly. Inputs: finite numbers (NaN propagates).
 */

export function sum(values: ArrayLike<number>, from = 0, to = values.length): number {
  let total = 0;
  let compensation = 0;
  for (let i = from; i < to; i++) {
    const value = values[i] as number;
    const next = total + value;
    compensation += Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total;
    total = next;
  }
  return total + compensation;
}

export function mean(values: ArrayLike<number>, from = 0, to = values.length): number {
  const n = to - from;
  const first = sum(values, from, to) / n;
  if (!Number.isFinite(first)) return first;
  let deviation = 0;
  let compensation = 0;
  for (let i = from; i < to; i++) {
    const value = (values[i] as number) - first;
    const next = deviation + value;
    compensation +=
      Math.abs(deviation) >= Math.abs(value) ? deviation - next + value : value - next + deviation;
    deviation = next;
  }
  return first + (deviation + compensation) / n;
}

/** R's `median`: the middle value, or the mean of the two middle values. Does not modify `values`. */
export function median(values: ArrayLike<number>): number {
  const sorted = Float64Array.from(values as ArrayLike<number>).sort();
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const half = n >> 1;
  return n % 2 === 1 ? (sorted[half] as number) : mean([sorted[half - 1] as number, sorted[half] as number]);
}
