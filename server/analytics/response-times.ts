/**
 * How long this process took to answer its API requests, kept in a ring buffer of fixed size
 * (the newest `capacity` requests), for the median over the last hour. Per process: behind a
 * load balancer each process reports its own.
 */
export class ResponseTimes {
  private readonly at: Float64Array;
  private readonly ms: Float64Array;
  private next = 0;
  private filled = 0;

  constructor(readonly capacity = 20_000) {
    this.at = new Float64Array(capacity);
    this.ms = new Float64Array(capacity);
  }

  record(durationMs: number, now = Date.now()) {
    this.at[this.next] = now;
    this.ms[this.next] = durationMs;
    this.next = (this.next + 1) % this.capacity;
    this.filled = Math.min(this.filled + 1, this.capacity);
  }

  /** The median duration of the requests answered in the last `windowMs`, null when there were none. */
  median(windowMs = 3_600_000, now = Date.now()): { median_ms: number | null; requests: number } {
    const since = now - windowMs;
    const recent: number[] = [];
    for (let i = 0; i < this.filled; i++) {
      if ((this.at[i] as number) >= since) recent.push(this.ms[i] as number);
    }
    if (recent.length === 0) return { median_ms: null, requests: 0 };
    recent.sort((a, b) => a - b);
    const mid = recent.length >> 1;
    const median =
      recent.length % 2
        ? (recent[mid] as number)
        : ((recent[mid - 1] as number) + (recent[mid] as number)) / 2;
    return { median_ms: Math.round(median * 100) / 100, requests: recent.length };
  }
}
