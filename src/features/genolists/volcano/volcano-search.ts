/**
 * The volcano card's settings in the genolist URL (DESIGN: "the URL holds the view"), merged into
 * `GenolistSearch` by genolist-search.ts. Defaults are left out:
 * - `vp`: adjusted p-value threshold, 0.01 or 0.1 (default 0.05);
 * - `vfc`: linear fold-change threshold, 1.2 or 2 (default 1.5);
 * - `vplot=ma`: the MA plot instead of the volcano;
 * expert mode only (leaving it drops them, like the genes table's expert filters):
 * - `vshow=deg`: only the differentially expressed genes; `vreg=up|down`: hide the other direction;
 * - `vlabels=off`: no gene labels; `vlines=off`: no threshold lines.
 * e.g. `/genolists/1?tab=plots&mode=expert&vp=0.01&vfc=2&vplot=ma&vreg=up`.
 */

export const VOLCANO_P_CHOICES = [0.01, 0.05, 0.1] as const;
export type VolcanoPChoice = (typeof VOLCANO_P_CHOICES)[number];
export const VOLCANO_FC_CHOICES = [1.2, 1.5, 2] as const;
export type VolcanoFcChoice = (typeof VOLCANO_FC_CHOICES)[number];
export const DEFAULT_VOLCANO_P = 0.05 satisfies VolcanoPChoice;
export const DEFAULT_VOLCANO_FC = 1.5 satisfies VolcanoFcChoice;

export interface VolcanoSearch {
  vp?: Exclude<VolcanoPChoice, typeof DEFAULT_VOLCANO_P>;
  vfc?: Exclude<VolcanoFcChoice, typeof DEFAULT_VOLCANO_FC>;
  vplot?: 'ma';
  vshow?: 'deg';
  vreg?: 'up' | 'down';
  vlabels?: 'off';
  vlines?: 'off';
}

function numberOf(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The valid, non-default volcano settings of a raw search; expert-only ones only in expert mode. */
export function parseVolcanoSearch(raw: Record<string, unknown>, expert: boolean): VolcanoSearch {
  const search: VolcanoSearch = {};
  const p = numberOf(raw.vp);
  if (p === 0.01 || p === 0.1) search.vp = p;
  const fc = numberOf(raw.vfc);
  if (fc === 1.2 || fc === 2) search.vfc = fc;
  if (raw.vplot === 'ma') search.vplot = 'ma';
  if (expert) {
    if (raw.vshow === 'deg') search.vshow = 'deg';
    if (raw.vreg === 'up' || raw.vreg === 'down') search.vreg = raw.vreg;
    if (raw.vlabels === 'off') search.vlabels = 'off';
    if (raw.vlines === 'off') search.vlines = 'off';
  }
  return search;
}

export interface VolcanoView {
  kind: 'volcano' | 'ma';
  maxPadj: VolcanoPChoice;
  foldChange: VolcanoFcChoice;
  degsOnly: boolean;
  regulation: 'all' | 'up' | 'down';
  labels: boolean;
  lines: boolean;
}

/** The settings with every default filled in; labels are an expert-mode feature. */
export function volcanoView(search: VolcanoSearch, expert: boolean): VolcanoView {
  return {
    kind: search.vplot ?? 'volcano',
    maxPadj: search.vp ?? DEFAULT_VOLCANO_P,
    foldChange: search.vfc ?? DEFAULT_VOLCANO_FC,
    degsOnly: search.vshow === 'deg',
    regulation: search.vreg ?? 'all',
    labels: expert && search.vlabels !== 'off',
    lines: search.vlines !== 'off',
  };
}
