// AssemblyScript: the WebAssembly twin of workers/kernels/hclust-average.ts, step for step and bit
// for bit (same sums in the same order, same rounding, same ties), with 128-bit SIMD for the
// distances. Built by `npm run wasm:build` into workers/kernels/hclust-wasm-binary.ts.
// Every pointer is a byte offset into the module's memory, laid out by workers/kernels/hclust-wasm.ts.

function rowBase(i: i32, n: i32): i32 {
  return i * n - ((i * (i + 1)) >> 1) - i - 1;
}

function lanes(sum: v128): f64 {
  return Math.sqrt(f64x2.extract_lane(sum, 0) + f64x2.extract_lane(sum, 1));
}

function square(sum: v128, x: v128, y: v128): v128 {
  const t = f64x2.sub(x, y);
  return f64x2.add(sum, f64x2.mul(t, t));
}

function pairDistance(a: usize, b: usize, rowBytes: usize): f64 {
  let sum = f64x2.splat(0);
  for (let c: usize = 0; c < rowBytes; c += 16) sum = square(sum, v128.load(a + c), v128.load(b + c));
  return lanes(sum);
}

// Rows i and i + 1 (from ≤ i < to, from even) against four rows j… at a time: each row of values
// loaded once for eight pairs.
function distances<T>(values: usize, n: i32, stride: i32, out: usize, from: i32, to: i32): void {
  const rowBytes = (<usize>stride) << 3;
  const size = <usize>sizeof<T>();
  for (let i = from; i < to; i += 2) {
    const a = values + <usize>i * rowBytes;
    if (i + 1 >= n) break;
    const a2 = a + rowBytes;
    let p = out + <usize>(rowBase(i, n) + i + 1) * size;
    let q = out + <usize>(rowBase(i + 1, n) + i + 2) * size;
    store<T>(p, <T>pairDistance(a, a2, rowBytes));
    p += size;
    let j = i + 2;
    for (; j + 3 < n; j += 4) {
      const b0 = values + <usize>j * rowBytes;
      const b1 = b0 + rowBytes;
      const b2 = b1 + rowBytes;
      const b3 = b2 + rowBytes;
      let s0 = f64x2.splat(0);
      let s1 = f64x2.splat(0);
      let s2 = f64x2.splat(0);
      let s3 = f64x2.splat(0);
      let r0 = f64x2.splat(0);
      let r1 = f64x2.splat(0);
      let r2 = f64x2.splat(0);
      let r3 = f64x2.splat(0);
      for (let c: usize = 0; c < rowBytes; c += 16) {
        const x = v128.load(a + c);
        const y = v128.load(a2 + c);
        const w0 = v128.load(b0 + c);
        const w1 = v128.load(b1 + c);
        const w2 = v128.load(b2 + c);
        const w3 = v128.load(b3 + c);
        s0 = square(s0, x, w0);
        s1 = square(s1, x, w1);
        s2 = square(s2, x, w2);
        s3 = square(s3, x, w3);
        r0 = square(r0, y, w0);
        r1 = square(r1, y, w1);
        r2 = square(r2, y, w2);
        r3 = square(r3, y, w3);
      }
      store<T>(p, <T>lanes(s0));
      store<T>(p + size, <T>lanes(s1));
      store<T>(p + 2 * size, <T>lanes(s2));
      store<T>(p + 3 * size, <T>lanes(s3));
      store<T>(q, <T>lanes(r0));
      store<T>(q + size, <T>lanes(r1));
      store<T>(q + 2 * size, <T>lanes(r2));
      store<T>(q + 3 * size, <T>lanes(r3));
      p += 4 * size;
      q += 4 * size;
    }
    for (; j < n; j++) {
      const b = values + <usize>j * rowBytes;
      store<T>(p, <T>pairDistance(a, b, rowBytes));
      store<T>(q, <T>pairDistance(a2, b, rowBytes));
      p += size;
      q += size;
    }
  }
}

export function distances64(values: usize, n: i32, stride: i32, out: usize, from: i32, to: i32): void {
  distances<f64>(values, n, stride, out, from, to);
}

export function distances32(values: usize, n: i32, stride: i32, out: usize, from: i32, to: i32): void {
  distances<f32>(values, n, stride, out, from, to);
}

// Sum of the distances between rows [from, split) and rows [split, to), row by row.
export function blockDistanceSum(values: usize, stride: i32, from: i32, split: i32, to: i32): f64 {
  const rowBytes = (<usize>stride) << 3;
  let sum: f64 = 0;
  for (let i = from; i < split; i++) {
    const a = values + <usize>i * rowBytes;
    let row: f64 = 0;
    let j = split;
    for (; j + 3 < to; j += 4) {
      const b0 = values + <usize>j * rowBytes;
      const b1 = b0 + rowBytes;
      const b2 = b1 + rowBytes;
      const b3 = b2 + rowBytes;
      let s0 = f64x2.splat(0);
      let s1 = f64x2.splat(0);
      let s2 = f64x2.splat(0);
      let s3 = f64x2.splat(0);
      for (let c: usize = 0; c < rowBytes; c += 16) {
        const x = v128.load(a + c);
        s0 = square(s0, x, v128.load(b0 + c));
        s1 = square(s1, x, v128.load(b1 + c));
        s2 = square(s2, x, v128.load(b2 + c));
        s3 = square(s3, x, v128.load(b3 + c));
      }
      row += lanes(s0);
      row += lanes(s1);
      row += lanes(s2);
      row += lanes(s3);
    }
    for (; j < to; j++) row += pairDistance(a, values + <usize>j * rowBytes, rowBytes);
    sum += row;
  }
  return sum;
}

function at<T>(d: usize, index: i32): f64 {
  return <f64>load<T>(d + <usize>index * sizeof<T>());
}

function put<T>(d: usize, index: i32, value: f64): f64 {
  const stored = <T>value;
  store<T>(d + <usize>index * sizeof<T>(), stored);
  return <f64>stored;
}

function rescan<T>(d: usize, n: i32, i: i32, nn: usize, nnDistance: usize): void {
  let best = Infinity;
  let found = -1;
  const row = rowBase(i, n);
  for (let j = i + 1; j < n; j++) {
    const v = at<T>(d, row + j);
    if (v < best) {
      best = v;
      found = j;
    }
  }
  store<i32>(nn + ((<usize>i) << 2), found);
  store<f64>(nnDistance + ((<usize>i) << 3), best);
}

// R's hclust, method "average" (see hclust-average.ts), in calls of a few rows or steps each:
// V8 runs a call to its end in the code it started with, and the first is its baseline compiler's,
// so one long call would never run optimised. Scratch: size, nnDistance f64[n]; nn, live i32[n].
export function linkageStart(n: i32, size: usize, nn: usize, nnDistance: usize, live: usize): void {
  for (let i = 0; i < n; i++) {
    store<f64>(size + ((<usize>i) << 3), 1);
    store<i32>(nn + ((<usize>i) << 2), -1);
    store<f64>(nnDistance + ((<usize>i) << 3), Infinity);
    store<i32>(live + ((<usize>i) << 2), i);
  }
}

function rescanRows<T>(d: usize, n: i32, nn: usize, nnDistance: usize, from: i32, to: i32): void {
  for (let i = from; i < to; i++) rescan<T>(d, n, i, nn, nnDistance);
}

export function rescanRows64(d: usize, n: i32, nn: usize, nnDistance: usize, from: i32, to: i32): void {
  rescanRows<f64>(d, n, nn, nnDistance, from, to);
}

export function rescanRows32(d: usize, n: i32, nn: usize, nnDistance: usize, from: i32, to: i32): void {
  rescanRows<f32>(d, n, nn, nnDistance, from, to);
}

// Merge steps [from, to) with `count` clusters live; answers how many are left.
function linkageSteps<T>(
  d: usize,
  n: i32,
  size: usize,
  nn: usize,
  nnDistance: usize,
  live: usize,
  outA: usize,
  outB: usize,
  outHeight: usize,
  from: i32,
  to: i32,
  liveCount: i32,
): i32 {
  let count = liveCount;
  for (let step = from; step < to; step++) {
    let least = Infinity;
    let im = -1;
    for (let p = 0; p < count; p++) {
      const i = load<i32>(live + ((<usize>p) << 2));
      const v = load<f64>(nnDistance + ((<usize>i) << 3));
      if (v < least) {
        least = v;
        im = i;
      }
    }
    const other = load<i32>(nn + ((<usize>im) << 2));
    const i2 = min(im, other);
    const j2 = max(im, other);
    store<i32>(outA + ((<usize>step) << 2), i2);
    store<i32>(outB + ((<usize>step) << 2), j2);
    store<f64>(outHeight + ((<usize>step) << 3), least);
    const s1 = load<f64>(size + ((<usize>i2) << 3));
    const s2 = load<f64>(size + ((<usize>j2) << 3));
    const total = s1 + s2;
    const rowI = rowBase(i2, n);
    const rowJ = rowBase(j2, n);
    let best = Infinity;
    let found = -1;
    let dead = -1;
    for (let p = 0; p < count; p++) {
      const k = load<i32>(live + ((<usize>p) << 2));
      if (k < i2) {
        const rowK = rowBase(k, n);
        const stored = put<T>(d, rowK + i2, (s1 * at<T>(d, rowK + i2) + s2 * at<T>(d, rowK + j2)) / total);
        put<T>(d, rowK + j2, Infinity);
        if (stored < load<f64>(nnDistance + ((<usize>k) << 3))) {
          store<f64>(nnDistance + ((<usize>k) << 3), stored);
          store<i32>(nn + ((<usize>k) << 2), i2);
        }
      } else if (k === i2) {
      } else if (k < j2) {
        const rowK = rowBase(k, n);
        const stored = put<T>(d, rowI + k, (s1 * at<T>(d, rowI + k) + s2 * at<T>(d, rowK + j2)) / total);
        put<T>(d, rowK + j2, Infinity);
        if (stored < best) {
          best = stored;
          found = k;
        }
      } else if (k === j2) {
        dead = p;
      } else {
        const stored = put<T>(d, rowI + k, (s1 * at<T>(d, rowI + k) + s2 * at<T>(d, rowJ + k)) / total);
        if (stored < best) {
          best = stored;
          found = k;
        }
      }
    }
    put<T>(d, rowI + j2, Infinity);
    memory.copy(
      live + ((<usize>dead) << 2),
      live + ((<usize>(dead + 1)) << 2),
      (<usize>(count - dead - 1)) << 2,
    );
    count--;
    store<f64>(size + ((<usize>i2) << 3), total);
    store<i32>(nn + ((<usize>i2) << 2), found);
    store<f64>(nnDistance + ((<usize>i2) << 3), best);
    store<i32>(nn + ((<usize>j2) << 2), -1);
    store<f64>(nnDistance + ((<usize>j2) << 3), Infinity);
    for (let p = 0; p < count; p++) {
      const i = load<i32>(live + ((<usize>p) << 2));
      const target = load<i32>(nn + ((<usize>i) << 2));
      if (target === i2 || target === j2) rescan<T>(d, n, i, nn, nnDistance);
    }
  }
  return count;
}

export function linkageSteps64(
  d: usize,
  n: i32,
  size: usize,
  nn: usize,
  nnDistance: usize,
  live: usize,
  outA: usize,
  outB: usize,
  outHeight: usize,
  from: i32,
  to: i32,
  count: i32,
): i32 {
  return linkageSteps<f64>(d, n, size, nn, nnDistance, live, outA, outB, outHeight, from, to, count);
}

export function linkageSteps32(
  d: usize,
  n: i32,
  size: usize,
  nn: usize,
  nnDistance: usize,
  live: usize,
  outA: usize,
  outB: usize,
  outHeight: usize,
  from: i32,
  to: i32,
  count: i32,
): i32 {
  return linkageSteps<f32>(d, n, size, nn, nnDistance, live, outA, outB, outHeight, from, to, count);
}
