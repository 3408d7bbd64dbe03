import { Key, type SearchOf, searchSchema } from '../../../lib/search-params';
import {
  DEFAULT_FOLD_CHANGE_THRESHOLD,
  DEFAULT_P_THRESHOLD,
  FOLD_CHANGE_THRESHOLD_CHOICES,
  type FoldChangeThreshold,
  P_THRESHOLD_CHOICES,
  type PThreshold,
} from '../../../lib/significance';

/**
 * The volcano card's settings in the genolist URL, merged into `GenolistSearch` by
 * genolist-search.ts. Settings never chosen are left out; a threshold equal to the default is
 * kept: it was chosen, and the user's own default may differ.
 * - `vp`: adjusted p-value threshold, 0.01, 0.05 or 0.1 (default 0.05, or the user's);
 * - `vfc`: linear fold-change threshold, 1.2, 1.5 or 2 (default 1.5, or the user's);
 * - `vplot=ma`: the MA plot instead of the volcano;
 * expert mode only (leaving it drops them, like the genes table's expert filters):
 * - `vshow=deg`: only the differentially expressed genes; `vreg=up|down`: hide the other direction;
 * - `vlabels=off`: no gene labels; `vlines=off`: no threshold lines.
 * e.g. `/genolists/1?tab=plots&mode=expert&vp=0.01&vfc=2&vplot=ma&vreg=up`.
 */

export const VOLCANO_P_CHOICES = P_THRESHOLD_CHOICES;
export type VolcanoPChoice = PThreshold;
export const VOLCANO_FC_CHOICES = FOLD_CHANGE_THRESHOLD_CHOICES;
export type VolcanoFcChoice = FoldChangeThreshold;
export const DEFAULT_VOLCANO_P = DEFAULT_P_THRESHOLD;
export const DEFAULT_VOLCANO_FC = DEFAULT_FOLD_CHANGE_THRESHOLD;

/** The volcano's keys of the genolist search schema (genolist-search.ts). */
export const VolcanoSearchSchema = searchSchema({
  vp: Key.Enum(VOLCANO_P_CHOICES),
  vfc: Key.Enum(VOLCANO_FC_CHOICES),
  vplot: Key.Literal('ma'),
  vshow: Key.Literal('deg'),
  vreg: Key.Enum(['up', 'down'] as const),
  vlabels: Key.Literal('off'),
  vlines: Key.Literal('off'),
});

export type VolcanoSearch = SearchOf<typeof VolcanoSearchSchema>;

/** Kept in the URL only in expert mode. */
export const VOLCANO_EXPERT_KEYS = ['vshow', 'vreg', 'vlabels', 'vlines'] as const;

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
