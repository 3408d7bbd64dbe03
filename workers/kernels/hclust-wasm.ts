/**
 * The WebAssembly build of the clustering kernels (workers/wasm/hclust.ts, 128-bit SIMD): the
 * same merges and sums as jsLinkage, bit for bit, about three times faster. Each job gets a
 * memory of its own, sized for it and released with it; null where WebAssembly SIMD is missing
 * or refused (a content security policy without 'wasm-unsafe-eval').
 */
import type { LinkageKernels, Merges } from './hclust-average';
import { padRows, permuteRows, strideOf } from './hclust-average';
import { HCLUST_WASM_BASE64 } from './hclust-wasm-binary';

type Kernel = (...pointersAndCounts: number[]) => number;

interface Exports {
  distances64: Kernel;
  distances32: Kernel;
  blockDistanceSum(values: number, stride: number, from: number, split: number, to: number): number;
  linkageStart: Kernel;
  rescanRows64: Kernel;
  rescanRows32: Kernel;
  linkageSteps64: Kernel;
  linkageSteps32: Kernel;
}

/**
 * Rows or merge steps per call: V8 runs each call to its end in the code it began with, its
 * baseline compiler's at first, and swaps in optimised code between calls.
 */
const CHUNK = 32;

const PAGE = 65_536;
const align = (bytes: number) => Math.ceil(bytes / 16) * 16;

let compiled: WebAssembly.Module | null | undefined;

function hclustModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Uint8Array.from(atob(HCLUST_WASM_BASE64), (c) => c.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

export function wasmLinkageKernels(): LinkageKernels | null {
  const module = hclustModule();
  if (!module) return null;
  return (values, n, cols, precise) => {
    const stride = strideOf(cols);
    const valueBytes = align(n * stride * 8);
    // A float32 job lays its rows out again over the triangle once the merges are known.
    const triangle = align(Math.max(((n * (n - 1)) / 2) * (precise ? 8 : 4), precise ? 0 : n * stride * 8));
    const d = valueBytes;
    const size = d + triangle;
    const nn = size + align(n * 8);
    const nnDistance = nn + align(n * 4);
    const live = nnDistance + align(n * 8);
    const outA = live + align(n * 4);
    const outB = outA + align(n * 4);
    const outHeight = outB + align(n * 4);
    const pages = Math.ceil((outHeight + align(n * 8)) / PAGE);
    const memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
    const kernels = new WebAssembly.Instance(module, { env: { memory } }).exports as unknown as Exports;
    padRows(values, n, cols, new Float64Array(memory.buffer, 0, n * stride));
    return {
      merges(): Merges {
        const distances = precise ? kernels.distances64 : kernels.distances32;
        for (let from = 0; from < n; from += CHUNK)
          distances(0, n, stride, d, from, Math.min(n, from + CHUNK));
        kernels.linkageStart(n, size, nn, nnDistance, live);
        const rescan = precise ? kernels.rescanRows64 : kernels.rescanRows32;
        for (let from = 0; from < n - 1; from += CHUNK)
          rescan(d, n, nn, nnDistance, from, Math.min(n - 1, from + CHUNK));
        const steps = precise ? kernels.linkageSteps64 : kernels.linkageSteps32;
        let count = n;
        for (let from = 0; from < n - 1; from += CHUNK)
          count = steps(
            d,
            n,
            size,
            nn,
            nnDistance,
            live,
            outA,
            outB,
            outHeight,
            from,
            Math.min(n - 1, from + CHUNK),
            count,
          );
        const { buffer } = memory;
        return {
          a: new Int32Array(buffer, outA, n - 1).slice(),
          b: new Int32Array(buffer, outB, n - 1).slice(),
          height: new Float64Array(buffer, outHeight, n - 1).slice(),
        };
      },
      blockSums(order, spans) {
        permuteRows(
          new Float64Array(memory.buffer, 0, n * stride),
          stride,
          order,
          new Float64Array(memory.buffer, d, n * stride),
        );
        const sums = new Float64Array(spans.length / 3);
        for (let s = 0; s < sums.length; s++)
          sums[s] = kernels.blockDistanceSum(
            d,
            stride,
            spans[3 * s] as number,
            spans[3 * s + 1] as number,
            spans[3 * s + 2] as number,
          );
        return sums;
      },
    };
  };
}
