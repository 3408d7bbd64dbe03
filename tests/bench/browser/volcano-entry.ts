/**
 * The volcano benchmark page (tests/bench/volcano.ts drives it in headless Chromium): the real
 * plot engine (src/gl) and the volcano's data path on seeded synthetic genolists, and the same
 * points drawn by Plotly's `scattergl` for comparison. Every function answers raw times in ms;
 * the runner takes medians and percentiles. Each timing waits for the GPU (a 1-pixel
 * readPixels), so it is the time until the frame is drawn, not until it is queued.
 *
 * Like with like: both draw at the page's pixel ratio without antialiasing (Plotly's config and
 * the context shim below), each first frame is of data neither has seen (a new seed), and only
 * canvases that hold a WebGL context are read back (reading would create one on the others).
 * Cold: the page's first plot, contexts created (the runner reloads the page between runs).
 * Warm: our plot mounted again (pooled context) against Plotly's `react` on its kept contexts.
 */
import type { Layout, ScatterglData } from 'plotly.js-dist-min';
import Plotly from 'plotly.js-dist-min';
import {
  BIN_COLORS,
  binLayers,
  binPalette,
  type PlotCoords,
  pointSizeFor,
  pointStates,
  SHOW_ALL,
  volcanoCoords,
} from '../../../src/features/genolists/volcano/volcano-data';
import { PLOT_MARGINS } from '../../../src/gl/overlay';
import { ScatterPlot } from '../../../src/gl/scatter-plot';
import { type Domain, panBy, toPixelX, toPixelY, zoomAt } from '../../../src/gl/view';
import { BIN_COUNT, volcanoBins } from '../../../workers/kernels/volcano-bins';

/**
 * The WebGL contexts the page creates, each with its canvas and kind: the read-back that ends a
 * timing touches only those. Plotly asks for antialiasing; ours (in the worker) has none: the
 * shim turns Plotly's off, for the same pixels to rasterise.
 */
const glCanvases = new Map<HTMLCanvasElement, 'webgl' | 'webgl2'>();
const getContext = HTMLCanvasElement.prototype.getContext;
HTMLCanvasElement.prototype.getContext = function (
  this: HTMLCanvasElement,
  kind: string,
  attributes?: Record<string, unknown>,
) {
  const webgl = kind === 'webgl' || kind === 'experimental-webgl' || kind === 'webgl2';
  const context = getContext.call(this, kind, webgl ? { ...attributes, antialias: false } : attributes);
  if (webgl && context) glCanvases.set(this, kind === 'webgl2' ? 'webgl2' : 'webgl');
  return context;
} as typeof HTMLCanvasElement.prototype.getContext;

/** Mulberry32: small, seeded. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
}

/** Shaped like DESeq2 results: most genes unchanged, a tail of strong changes, some p = 0, ~10 % without padj. */
function synthetic(n: number, seed = 17) {
  const next = random(seed);
  const log2fc = new Float64Array(n);
  const padj = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const changed = next() < 0.1;
    log2fc[i] = changed ? normal(next) * 2.5 : normal(next) * 0.3;
    const p = changed ? next() ** 8 : next();
    padj[i] = next() < 0.1 ? Number.NaN : next() < 0.0005 ? 0 : Math.min(1, p * 5);
  }
  return { n, log2fc, padj };
}

interface Prepared {
  data: ReturnType<typeof synthetic>;
  coords: PlotCoords;
  states: Uint8Array;
}

const prepared = new Map<number, Prepared>();
/** No plot drawn yet on this page: the next one creates the pooled surface. */
let firstPlot = true;
const now = () => performance.now();
const container = (id: string) => document.getElementById(id) as HTMLDivElement;

function data(n: number): Prepared {
  let entry = prepared.get(n);
  if (!entry) {
    const raw = synthetic(n);
    const coords = volcanoCoords(raw);
    const { bins } = volcanoBins(raw.log2fc, raw.padj, { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) });
    entry = { data: raw, coords, states: pointStates(bins, coords, null, SHOW_ALL) };
    prepared.set(n, entry);
  }
  return entry;
}

function createPlot(placed: number): ScatterPlot {
  return new ScatterPlot(container('ours'), {
    style: { palette: binPalette(), layers: binLayers(), pointSize: pointSizeFor(placed) },
    colors: {
      text: '#212529',
      axis: '#868e96',
      grid: '#f1f3f5',
      guide: '#495057',
      lasso: '#1c7ed6',
      halo: '#fff',
    },
    fontFamily: 'sans-serif',
    formatTicks: (ticks) => ticks.map(String),
    label: 'benchmark',
  });
}

/** The views a user's wheel and drag go through: in, in, pan, pan, out, out, and again. */
function views(home: Domain, count: number): Domain[] {
  const size = {
    width: 1000 - PLOT_MARGINS.left - PLOT_MARGINS.right,
    height: 600 - PLOT_MARGINS.top - PLOT_MARGINS.bottom,
  };
  const out: Domain[] = [];
  let view = home;
  for (let k = 0; k < count; k++) {
    const step = k % 6;
    view =
      step < 2
        ? zoomAt(view, size, 600, 300, 1.25, home)
        : step < 4
          ? panBy(view, size, 40, -25)
          : zoomAt(view, size, 400, 250, 0.8, home);
    out.push(view);
  }
  return out;
}

/** Blocks until every WebGL canvas under `root` has drawn (and creates no context on the others). */
function finishCanvases(root: HTMLElement) {
  for (const canvas of root.querySelectorAll('canvas')) {
    const kind = glCanvases.get(canvas);
    if (!kind) continue;
    const gl = canvas.getContext(kind) as WebGLRenderingContext | null;
    gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  }
}

/** A genolist of `n` genes no plot has seen: new coordinates, bins and states (not timed). */
function fresh(n: number, seed: number): Prepared {
  const raw = synthetic(n, seed);
  const coords = volcanoCoords(raw);
  const { bins } = volcanoBins(raw.log2fc, raw.padj, { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) });
  return { data: raw, coords, states: pointStates(bins, coords, null, SHOW_ALL) };
}

/** Plotly's configuration: no mode bar, and the page's pixel ratio (its default is 2). */
const PLOTLY_CONFIG = { displayModeBar: false, plotGlPixelRatio: window.devicePixelRatio || 1 };

/** Our plot of `prepared` until drawn, and the main thread's share (plot made, data sent). */
async function ourFirstFrame(prepared: Prepared): Promise<{ total: number; main: number }> {
  const started = now();
  const plot = createPlot(prepared.coords.placed);
  plot.setData(prepared.coords, prepared.states);
  const drawn = plot.flush();
  const main = now() - started;
  await drawn;
  const total = now() - started;
  plot.destroy();
  firstPlot = false;
  return { total, main };
}

const api = {
  /** Coordinates, colour bins and state bytes from the columns (what "data ready" includes). */
  prepare(n: number, runs: number): number[] {
    const raw = synthetic(n);
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const started = now();
      const coords = volcanoCoords(raw);
      const { bins } = volcanoBins(raw.log2fc, raw.padj, { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5) });
      pointStates(bins, coords, null, SHOW_ALL);
      times.push(now() - started);
    }
    return times;
  },

  /**
   * The page's first plot, of data it has not seen: the scatter worker starts, creates its
   * context and compiles its shaders, the points are copied there, placed and drawn. `main`: the
   * main thread's share. The runner reloads the page before each.
   */
  async ourCold(n: number, seed: number): Promise<{ total: number; main: number }> {
    if (!firstPlot) throw new Error('ourCold: the page has drawn a plot already; reload it');
    return ourFirstFrame(fresh(n, seed));
  },

  /** A plot mounted again (its context pooled, ready) with data it has not seen. */
  async ourWarm(n: number, seed: number): Promise<{ total: number; main: number }> {
    if (firstPlot) await ourFirstFrame(fresh(1000, 1));
    return ourFirstFrame(fresh(n, seed));
  },

  /** Plotly's first plot of the page, of data it has not seen: its contexts created. */
  async plotlyCold(n: number, seed: number): Promise<number> {
    const prepared = fresh(n, seed);
    const root = container('plotly');
    const started = now();
    await Plotly.newPlot(root, [plotlyTrace(prepared)], plotlyLayout(prepared.coords.home), PLOTLY_CONFIG);
    finishCanvases(root);
    return now() - started;
  },

  /** Plotly's `react` with data it has not seen, on the plot and contexts it keeps. */
  async plotlyWarm(n: number, seed: number): Promise<number> {
    const root = container('plotly');
    if (!root.querySelector('canvas')) {
      const first = fresh(1000, 1);
      await Plotly.newPlot(root, [plotlyTrace(first)], plotlyLayout(first.coords.home), PLOTLY_CONFIG);
    }
    const prepared = fresh(n, seed);
    const started = now();
    await Plotly.react(root, [plotlyTrace(prepared)], plotlyLayout(prepared.coords.home), PLOTLY_CONFIG);
    finishCanvases(root);
    return now() - started;
  },

  async panZoom(n: number, frames: number): Promise<number[]> {
    const { coords, states } = data(n);
    const plot = createPlot(data(n).coords.placed);
    plot.setData(coords, states);
    await plot.flush();
    const times: number[] = [];
    for (const view of views(coords.home, frames)) {
      const started = now();
      plot.setDomain(view);
      await plot.flush();
      times.push(now() - started);
    }
    plot.destroy();
    return times;
  },

  /**
   * Index build, then picks a few pixels from random drawn points (as a pointer over the cloud):
   * per-pick times, each the mean of a batch of 100.
   */
  async hover(n: number, batches: number): Promise<{ build: number; times: number[]; hits: number }> {
    const { coords, states } = data(n);
    const plot = createPlot(data(n).coords.placed);
    plot.setData(coords, states);
    await plot.flush();
    let started = now();
    plot.pointIndex();
    const build = now() - started;
    const next = random(5);
    const area = plot.getArea();
    const domain = plot.getDomain();
    const targets: number[] = [];
    while (targets.length < 200) {
      const row = Math.floor(next() * n);
      if (states[row] === 0) continue;
      targets.push(
        toPixelX(domain, area, coords.xs[row] as number) + (next() - 0.5) * 6,
        toPixelY(domain, area, coords.ys[row] as number) + (next() - 0.5) * 6,
      );
    }
    const times: number[] = [];
    let hits = 0;
    for (let b = 0; b < batches; b++) {
      started = now();
      for (let k = 0; k < 100; k++)
        if (plot.pick(targets[2 * k] as number, targets[2 * k + 1] as number) >= 0) hits++;
      times.push((now() - started) / 100);
    }
    plot.destroy();
    return { build, times, hits: hits / batches };
  },

  /**
   * A threshold change: bins and states recomputed and the state bytes sent (`main`, what the
   * page's main thread does), then until the points are drawn (`drawn`: the scatter worker's
   * upload and draw, and SwiftShader rasterising them, off the main thread).
   */
  async threshold(n: number, runs: number): Promise<{ main: number[]; drawn: number[] }> {
    const { data: raw, coords, states } = data(n);
    const plot = createPlot(data(n).coords.placed);
    plot.setData(coords, states);
    await plot.flush();
    const main: number[] = [];
    const drawn: number[] = [];
    for (let r = 0; r < runs; r++) {
      const started = now();
      const maxPadj = r % 2 === 0 ? 0.01 : 0.05;
      const { bins } = volcanoBins(raw.log2fc, raw.padj, {
        maxPadj,
        minAbsLog2fc: Math.log2(r % 3 === 0 ? 2 : 1.5),
      });
      plot.setStates(pointStates(bins, coords, null, SHOW_ALL));
      main.push(now() - started);
      await plot.flush();
      drawn.push(now() - started);
    }
    plot.destroy();
    return { main, drawn };
  },

  /** A lasso around the middle third of the plot (an eight-pointed star of 64 vertices). */
  async lasso(n: number, runs: number): Promise<{ times: number[]; selected: number }> {
    const { coords, states } = data(n);
    const plot = createPlot(data(n).coords.placed);
    plot.setData(coords, states);
    await plot.flush();
    plot.pointIndex();
    const area = plot.getArea();
    const polygon: number[] = [];
    for (let k = 0; k < 64; k++) {
      const angle = (k / 64) * 2 * Math.PI;
      const radius = (k % 8 < 4 ? 0.18 : 0.1) * Math.min(area.width, area.height) * 2;
      polygon.push(
        area.width / 2 + Math.cos(angle) * radius,
        area.height * 0.75 + Math.sin(angle) * radius * 0.5,
      );
    }
    const times: number[] = [];
    let selected = 0;
    for (let r = 0; r < runs; r++) {
      const started = now();
      selected = plot.lassoRows(polygon).length;
      times.push(now() - started);
    }
    plot.destroy();
    return { times, selected };
  },

  plotlyPanZoom: async (n: number, frames: number): Promise<number[]> => {
    const root = container('plotly');
    const { home } = data(n).coords;
    await Plotly.newPlot(root, [plotlyTrace(data(n))], plotlyLayout(home), PLOTLY_CONFIG);
    const times: number[] = [];
    for (const view of views(home, frames)) {
      const started = now();
      // Plotly's documented attribute-string form, which its Layout type does not list.
      await Plotly.relayout(root, {
        'xaxis.range': [view.x0, view.x1],
        'yaxis.range': [view.y0, view.y1],
      } as Partial<Layout>);
      finishCanvases(root);
      times.push(now() - started);
    }
    Plotly.purge(root);
    return times;
  },
};

/** The same points and colours as ours: one scattergl trace coloured by bin on a discrete scale. */
function plotlyTrace({ coords, states }: Prepared): ScatterglData {
  const scale: [number, string][] = [];
  for (let bin = 0; bin < BIN_COUNT; bin++) {
    scale.push(
      [bin / BIN_COUNT, BIN_COLORS[bin] as string],
      [(bin + 1) / BIN_COUNT - 1e-9, BIN_COLORS[bin] as string],
    );
  }
  return {
    type: 'scattergl',
    mode: 'markers',
    x: coords.xs as unknown as number[],
    y: coords.ys as unknown as number[],
    marker: {
      size: pointSizeFor(coords.placed),
      color: Array.from(states, (state) => (state & 63) + 0.5),
      colorscale: scale,
      cmin: 0,
      cmax: BIN_COUNT,
    },
    hoverinfo: 'none',
  };
}

function plotlyLayout(home: Domain): Partial<Layout> {
  return {
    width: 1000,
    height: 600,
    margin: { l: PLOT_MARGINS.left, r: PLOT_MARGINS.right, t: PLOT_MARGINS.top, b: PLOT_MARGINS.bottom },
    xaxis: { range: [home.x0, home.x1], title: { text: 'log2 fold change' } },
    yaxis: { range: [home.y0, home.y1], title: { text: '−log10 adjusted p-value' } },
    showlegend: false,
    dragmode: 'pan',
  };
}

declare global {
  interface Window {
    volcanoBench: typeof api;
  }
}
window.volcanoBench = api;
