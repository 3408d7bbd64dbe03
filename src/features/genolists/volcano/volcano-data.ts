import {
  BIN_BELOW_FOLD,
  BIN_COUNT,
  BIN_DOWN_FIRST,
  BIN_MISSING,
  BIN_NO_PADJ,
  BIN_NOT_SIGNIFICANT,
  BIN_UP_FIRST,
  FOLD_BANDS,
  type VolcanoBins,
  volcanoBins,
} from '../../../../workers/kernels/volcano-bins';
import { STATE_HIDDEN, STATE_SELECTED } from '../../../gl/point-state';
import { type Domain, paddedDomain } from '../../../gl/view';
import type { GeneFrame } from '../gene-frame';

/**
 * Where each gene of a genolist sits on the volcano and MA plots, and the byte per gene the GPU
 * reads (src/gl/scatter-shaders.ts). Pure: no DOM, no WebGL.
 *
 * Volcano: x = log2FC, y = −log10(adjusted p), so the significance line at −log10(threshold)
 * separates exactly the genes coloured significant. p = 0 (underflow) is drawn on a line above
 * the highest finite value; a gene without log2FC or adjusted p cannot be placed and is counted.
 * MA: x = log10(base mean) for DESeq2 (a base mean of 0 cannot be placed), or edgeR's logCPM /
 * limma's AveExpr as they are (already log2); y = log2FC. Genes without adjusted p are drawn
 * there, as not significant.
 */

export type PlotKind = 'volcano' | 'ma';

export interface PlotCoords {
  kind: PlotKind;
  xs: Float64Array;
  ys: Float64Array;
  home: Domain;
  placed: number;
  /** Genes that cannot be placed (missing values, base mean 0). */
  unplaced: number;
  /** Volcano only: genes with adjusted p = 0 and where they are drawn. */
  pZero: number;
  pZeroY: number | null;
}

export function volcanoCoords(frame: Pick<GeneFrame, 'n' | 'log2fc' | 'padj'>): PlotCoords {
  const { n, log2fc, padj } = frame;
  const xs = new Float64Array(n).fill(Number.NaN);
  const ys = new Float64Array(n).fill(Number.NaN);
  let top = 0;
  let maxFold = 0;
  let pZero = 0;
  for (let i = 0; i < n; i++) {
    const x = log2fc[i] as number;
    const p = padj[i] as number;
    if (Number.isNaN(x) || Number.isNaN(p)) continue;
    xs[i] = x;
    if (p > 0) {
      const y = -Math.log10(p);
      ys[i] = y;
      if (y > top) top = y;
    } else pZero++;
    if (Math.abs(x) > maxFold) maxFold = Math.abs(x);
  }
  const pZeroY = pZero > 0 ? top + Math.max(0.5, top * 0.05) : null;
  let placed = 0;
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(xs[i] as number)) continue;
    if (Number.isNaN(ys[i] as number)) ys[i] = pZeroY as number;
    placed++;
  }
  const yMax = pZeroY ?? top;
  const home = paddedDomain(-maxFold, maxFold, 0, yMax > 0 ? yMax : 1);
  return { kind: 'volcano', xs, ys, home, placed, unplaced: n - placed, pZero, pZeroY };
}

const coordsOf = new WeakMap<object, Partial<Record<PlotKind, PlotCoords>>>();

/**
 * The coordinates of a frame on one plot, made once per frame and kind: the plot shown again
 * (a tab switch, the other kind and back) gets the same object, so the chart neither uploads nor
 * indexes its points again (src/gl/scatter-plot.ts keys on it).
 */
export function plotCoords(frame: GeneFrame, kind: PlotKind): PlotCoords {
  let known = coordsOf.get(frame);
  if (!known) {
    known = {};
    coordsOf.set(frame, known);
  }
  let coords = known[kind];
  if (!coords) {
    coords = kind === 'volcano' ? volcanoCoords(frame) : maCoords(frame);
    known[kind] = coords;
  }
  return coords;
}

const binsOf = new WeakMap<object, { maxPadj: number; foldChange: number; bins: VolcanoBins }>();

/**
 * Each gene's bin at these thresholds (workers/kernels/volcano-bins.ts), the frame's last answer
 * kept: the volcano mounted again, or opened after the bins were made at idle, reuses it.
 */
export function plotBins(
  frame: Pick<GeneFrame, 'log2fc' | 'padj'>,
  maxPadj: number,
  foldChange: number,
): VolcanoBins {
  const last = binsOf.get(frame);
  if (last && last.maxPadj === maxPadj && last.foldChange === foldChange) return last.bins;
  const bins = volcanoBins(frame.log2fc, frame.padj, { maxPadj, minAbsLog2fc: Math.log2(foldChange) });
  binsOf.set(frame, { maxPadj, foldChange, bins });
  return bins;
}

export function maCoords(
  frame: Pick<GeneFrame, 'n' | 'log2fc' | 'expression' | 'expressionKind'>,
): PlotCoords {
  const { n, log2fc, expression, expressionKind } = frame;
  const xs = new Float64Array(n).fill(Number.NaN);
  const ys = new Float64Array(n).fill(Number.NaN);
  let xMin = Number.POSITIVE_INFINITY;
  let xMax = Number.NEGATIVE_INFINITY;
  let maxFold = 0;
  let placed = 0;
  for (let i = 0; i < n; i++) {
    const y = log2fc[i] as number;
    const value = expression[i] as number;
    const x = expressionKind === 'base_mean' ? (value > 0 ? Math.log10(value) : Number.NaN) : value;
    if (Number.isNaN(y) || !Number.isFinite(x)) continue;
    xs[i] = x;
    ys[i] = y;
    placed++;
    if (x < xMin) xMin = x;
    if (x > xMax) xMax = x;
    if (Math.abs(y) > maxFold) maxFold = Math.abs(y);
  }
  const home = placed > 0 ? paddedDomain(xMin, xMax, -maxFold, maxFold) : paddedDomain(0, 1, -1, 1);
  return { kind: 'ma', xs, ys, home, placed, unplaced: n - placed, pZero: 0, pZeroY: null };
}

/** What the advanced filter of expert mode keeps visible; selected genes always stay. */
export interface VisibilityFilter {
  /** Only the significant genes beyond the fold change. */
  degsOnly: boolean;
  regulation: 'all' | 'up' | 'down';
}

export const SHOW_ALL: VisibilityFilter = { degsOnly: false, regulation: 'all' };

export function isUpBin(bin: number): boolean {
  return bin >= BIN_UP_FIRST && bin < BIN_DOWN_FIRST;
}

export function isDownBin(bin: number): boolean {
  return bin >= BIN_DOWN_FIRST && bin < BIN_COUNT;
}

function visible(bin: number, filter: VisibilityFilter): boolean {
  const up = isUpBin(bin);
  const down = isDownBin(bin);
  if (filter.degsOnly && !up && !down) return false;
  // A regulation keeps the genes that are not differentially expressed, for context.
  if (filter.regulation === 'up' && down) return false;
  if (filter.regulation === 'down' && up) return false;
  return true;
}

const unselectedStatesOf = new WeakMap<
  Uint8Array,
  { coords: PlotCoords; filter: VisibilityFilter; states: Uint8Array }
>();

/**
 * The state byte per gene (gl/point-state.ts): its colour bin, +64 when selected, +128 when the
 * filter hides it; 0 (never drawn) when the plot cannot place it. `selected` holds 1 for selected
 * rows. With no selection, the last answer for these bins is kept (shared: not to be written to),
 * so the states made at idle for the plot about to open are its states.
 */
export function pointStates(
  bins: Uint8Array,
  coords: PlotCoords,
  selected: Uint8Array | null,
  filter: VisibilityFilter,
): Uint8Array {
  const last = selected === null ? unselectedStatesOf.get(bins) : undefined;
  if (
    last &&
    last.coords === coords &&
    last.filter.degsOnly === filter.degsOnly &&
    last.filter.regulation === filter.regulation
  )
    return last.states;
  const states = new Uint8Array(bins.length);
  const filtering = filter.degsOnly || filter.regulation !== 'all';
  for (let i = 0; i < bins.length; i++) {
    if (Number.isNaN(coords.xs[i] as number)) continue;
    const bin = bins[i] as number;
    if (bin === BIN_MISSING) continue;
    const isSelected = selected !== null && selected[i] === 1;
    let state = bin;
    if (isSelected) state |= STATE_SELECTED;
    else if (filtering && !visible(bin, filter)) state |= STATE_HIDDEN;
    states[i] = state;
  }
  if (selected === null) unselectedStatesOf.set(bins, { coords, filter: { ...filter }, states });
  return states;
}

/** 0–1 RGBA from '#rrggbb' and an opacity. */
function rgba(hex: string, alpha: number): [number, number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255, alpha];
}

/** Up: reds, down: blues, darker for larger |log2FC| bands (one colour per band of FOLD_BANDS). */
export const UP_COLORS = ['#fcae91', '#fb6a4a', '#ef3b2c', '#cb181d', '#a50f15', '#67000d'] as const;
export const DOWN_COLORS = ['#9ecae1', '#6baed6', '#4292c6', '#2171b5', '#08519c', '#08306b'] as const;
export const NOT_SIGNIFICANT_COLOR = '#a3a3a3';
export const NO_PADJ_COLOR = '#cccccc';
export const BELOW_FOLD_COLOR = '#5f6b7a';

export const BIN_COLORS: readonly string[] = (() => {
  const colors = new Array<string>(BIN_COUNT).fill('#000000');
  colors[BIN_NO_PADJ] = NO_PADJ_COLOR;
  colors[BIN_NOT_SIGNIFICANT] = NOT_SIGNIFICANT_COLOR;
  colors[BIN_BELOW_FOLD] = BELOW_FOLD_COLOR;
  FOLD_BANDS.forEach((_, band) => {
    colors[BIN_UP_FIRST + band] = UP_COLORS[band] as string;
    colors[BIN_DOWN_FIRST + band] = DOWN_COLORS[band] as string;
  });
  return colors;
})();

/** Colours for the GPU; dense grey clouds are translucent so their density shows. */
export function binPalette(): [number, number, number, number][] {
  return BIN_COLORS.map((color, bin) =>
    rgba(
      color,
      bin === BIN_NOT_SIGNIFICANT || bin === BIN_NO_PADJ ? 0.45 : bin === BIN_BELOW_FOLD ? 0.7 : 0.9,
    ),
  );
}

/** Depth per bin: differentially expressed genes over the rest, stronger bands on top. */
export function binLayers(): number[] {
  const layers = new Array<number>(BIN_COUNT).fill(0.9);
  layers[BIN_NO_PADJ] = 0.7;
  layers[BIN_NOT_SIGNIFICANT] = 0.6;
  layers[BIN_BELOW_FOLD] = 0.4;
  FOLD_BANDS.forEach((_, band) => {
    layers[BIN_UP_FIRST + band] = 0.2 - band * 0.05;
    layers[BIN_DOWN_FIRST + band] = 0.2 - band * 0.05;
  });
  return layers;
}

/** Smaller points when there are many, so a million stays readable. */
export function pointSizeFor(placed: number): number {
  return placed <= 100_000 ? 5 : placed <= 300_000 ? 4 : 3;
}

/**
 * The genes to label in expert mode: the selected ones first (as picked), then the `top` most
 * significant differentially expressed genes (smallest adjusted p, then largest |log2FC|), up and
 * down in turn, each once, only genes the plot places and shows.
 */
export function labelRows(
  frame: GeneFrame,
  bins: Uint8Array,
  states: Uint8Array,
  selectedRows: readonly number[],
  top: number,
  maxSelected = 40,
): number[] {
  const shown = (row: number) => {
    const state = states[row] ?? 0;
    return state !== 0 && (state & STATE_HIDDEN) === 0;
  };
  const rows: number[] = [];
  const taken = new Set<number>();
  for (const row of selectedRows) {
    if (rows.length >= maxSelected) break;
    if (shown(row) && !taken.has(row)) {
      rows.push(row);
      taken.add(row);
    }
  }
  const up: number[] = [];
  const down: number[] = [];
  for (let i = 0; i < bins.length; i++) {
    const bin = bins[i] as number;
    if (!shown(i) || taken.has(i)) continue;
    if (isUpBin(bin)) up.push(i);
    else if (isDownBin(bin)) down.push(i);
  }
  const { padj, log2fc } = frame;
  const bySignificance = (a: number, b: number) =>
    (padj[a] as number) - (padj[b] as number) ||
    Math.abs(log2fc[b] as number) - Math.abs(log2fc[a] as number) ||
    a - b;
  up.sort(bySignificance);
  down.sort(bySignificance);
  // Both directions get labels: the most significant up and down genes in turn.
  for (let k = 0, added = 0; added < top && (k < up.length || k < down.length); k++) {
    for (const side of [up, down]) {
      const row = side[k];
      if (row !== undefined && added < top) {
        rows.push(row);
        added++;
      }
    }
  }
  return rows;
}
