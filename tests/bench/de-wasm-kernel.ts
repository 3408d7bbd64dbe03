/**
 * The largest step of limma-voom at 60,000 × 384 in JavaScript (genomics/de, as the worker runs
 * it) and in WebAssembly (tests/bench/wasm/weighted-fit.ts, AssemblyScript, the same
 * operations), interleaved on the same input, design ~0 + condition + batch:
 * - `kernel`: the weighted least-squares fit of every gene alone (given E and weights);
 * - `step`: the whole "fit" step: each gene's log-CPM, its voom weights, its weighted fit, from
 *   seeded made-up counts (the unweighted fit and the trend made first, untimed).
 * Used by the Node rows and the Chromium page of the de bench suite; both versions must agree
 * before their times mean anything.
 */
import { buildDesign, type Design } from '../../genomics/de/design';
import { emptyFit, GeneFitter, type LinearModelFit } from '../../genomics/de/lm-fit';
import { columnSums } from '../../genomics/de/tmm';
import { logCountShift, logCpmRow, rowIsZero, voomTrend, voomWeightsRow } from '../../genomics/de/voom';
import { syntheticDeRequest } from './de-data';
import { seededRandom } from './measure';

export interface KernelTimes {
  js: number[];
  wasm: number[];
  /** Largest relative difference between the two kernels' coefficients and sigmas. */
  difference: number;
}

interface WasmExports {
  memory: WebAssembly.Memory;
  alloc(bytes: number): number;
  fitGenes(...args: number[]): void;
  voomFitGenes(...args: number[]): void;
}

async function instantiate(bytes: BufferSource) {
  const { instance } = await WebAssembly.instantiate(bytes, { env: { abort: () => {} } });
  const wasm = instance.exports as unknown as WasmExports;
  const copy = (values: Float64Array | Int32Array) => {
    const ptr = wasm.alloc(values.byteLength);
    (values instanceof Int32Array
      ? new Int32Array(wasm.memory.buffer, ptr, values.length)
      : new Float64Array(wasm.memory.buffer, ptr, values.length)
    ).set(values);
    return ptr;
  };
  const view = (ptr: number, length: number) => new Float64Array(wasm.memory.buffer, ptr, length);
  return { wasm, copy, view, alloc: (doubles: number) => wasm.alloc(doubles * 8) };
}

/** Times two runs interleaved, after one warm-up each. */
function interleave(runs: number, js: () => void, wasm: () => void): Pick<KernelTimes, 'js' | 'wasm'> {
  const times = { js: [] as number[], wasm: [] as number[] };
  js();
  wasm();
  for (let r = 0; r < runs; r++) {
    for (const [run, into] of [
      [js, times.js],
      [wasm, times.wasm],
    ] as const) {
      const started = performance.now();
      run();
      into.push(performance.now() - started);
    }
  }
  return times;
}

function largestDifference(pairs: [Float64Array, Float64Array][]): number {
  let difference = 0;
  for (const [ours, theirs] of pairs) {
    for (let i = 0; i < ours.length; i++) {
      const a = ours[i] as number;
      const b = theirs[i] as number;
      if (Number.isNaN(a) && Number.isNaN(b)) continue;
      difference = Math.max(difference, Math.abs(a - b) / Math.max(Math.abs(a), 1e-300));
    }
  }
  return difference;
}

function outputs(fit: LinearModelFit, view: (ptr: number, length: number) => Float64Array, ptrs: number[]) {
  const [coef, su, sigma] = ptrs as [number, number, number];
  return [
    [fit.coefficients, view(coef, fit.coefficients.length)],
    [fit.stdevUnscaled, view(su, fit.stdevUnscaled.length)],
    [fit.sigma, view(sigma, fit.sigma.length)],
  ] as [Float64Array, Float64Array][];
}

function outputPointers(alloc: (doubles: number) => number, genes: number, design: Design): number[] {
  return [alloc(genes * design.p), alloc(genes * design.p), alloc(genes), alloc(genes)];
}

/** The whole "fit" step of the pipeline, JavaScript against WebAssembly. */
export async function compareFitStep(
  wasmBytes: BufferSource,
  genes: number,
  samples: number,
  runs: number,
): Promise<KernelTimes> {
  const request = syntheticDeRequest(genes, samples);
  const design = buildDesign(request.comparison);
  const n = samples;
  const libSize = columnSums(request.counts, genes, n);
  const libPlusOne = Float64Array.from(libSize, (size) => size + 1);
  const unweighted = emptyFit(genes, design);
  const fitter = new GeneFitter(design);
  const row = new Float64Array(n);
  const allZero = new Uint8Array(genes);
  for (let g = 0; g < genes; g++) {
    logCpmRow(request.counts, g * n, libPlusOne, row);
    allZero[g] = rowIsZero(request.counts, g * n, n) ? 1 : 0;
    fitter.fit(unweighted, g, row, null);
  }
  const trend = voomTrend(unweighted, allZero, libSize).interpolator;
  const shift = logCountShift(libPlusOne);

  const fit = emptyFit(genes, design);
  const weights = new Float64Array(n);
  const runJs = () => {
    for (let g = 0; g < genes; g++) {
      logCpmRow(request.counts, g * n, libPlusOne, row);
      voomWeightsRow(design, unweighted.coefficients, g * design.p, shift, trend, weights);
      fitter.fit(fit, g, row, weights);
    }
  };

  const { wasm, copy, view, alloc } = await instantiate(wasmBytes);
  const inputs = [
    copy(request.counts),
    copy(libPlusOne),
    copy(shift),
    copy(unweighted.coefficients),
    copy(trend.x),
    copy(trend.y),
    trend.x.length,
    copy(trend.start),
    trend.start.length,
    trend.first,
    trend.last,
    trend.scale,
    copy(design.matrix),
  ];
  const out = outputPointers(alloc, genes, design);
  const work = alloc(n * design.p + 3 * n + 6 * design.p);
  const runWasm = () => wasm.voomFitGenes(...inputs, n, design.p, genes, ...out, work);
  const times = interleave(runs, runJs, runWasm);
  return { ...times, difference: largestDifference(outputs(fit, view, out)) };
}

export async function compareWeightedFit(
  wasmBytes: BufferSource,
  genes: number,
  samples: number,
  runs: number,
): Promise<KernelTimes> {
  const next = seededRandom(17);
  const design = buildDesign({
    factor: {
      name: 'condition',
      values: Array.from({ length: samples }, (_, s) => (s % 2 ? 'treated' : 'control')),
    },
    covariates: [
      { name: 'batch', values: Array.from({ length: samples }, (_, s) => (s % 4 < 2 ? 'b1' : 'b2')) },
    ],
    numerator: 'treated',
    reference: 'control',
  });
  const cells = genes * samples;
  const E = Float64Array.from({ length: cells }, () => 2 + 8 * next());
  const W = Float64Array.from({ length: cells }, () => 0.2 + 3 * next());

  const fit = emptyFit(genes, design);
  const fitter = new GeneFitter(design);
  const runJs = () => {
    for (let g = 0; g < genes; g++) fitter.fit(fit, g, E, W, g * samples);
  };
  const { wasm, copy, view, alloc } = await instantiate(wasmBytes);
  const inputs = [copy(E), copy(W), copy(design.matrix)];
  const out = outputPointers(alloc, genes, design);
  const work = alloc(samples * design.p + samples + 6 * design.p);
  const runWasm = () => wasm.fitGenes(...inputs, samples, design.p, genes, ...out, work);
  const times = interleave(runs, runJs, runWasm);
  return { ...times, difference: largestDifference(outputs(fit, view, out)) };
}
