import { type GeneCriteria, normaliseSearch } from '../../../workers/kernels/genes-filter';
import type { GeneSortKey, SortDirection } from '../../../workers/kernels/genes-sort';
import {
  Key,
  PositiveInteger,
  type SearchOf,
  SearchText,
  searchSchema,
  searchValidator,
  withoutNaturalDirection,
} from '../../lib/search-params';
import {
  DEFAULT_FOLD_CHANGE_THRESHOLD,
  DEFAULT_P_THRESHOLD,
  DEFAULT_PAGE_SIZE,
  FOLD_CHANGE_THRESHOLD_CHOICES,
  type FoldChangeThreshold,
  P_THRESHOLD_CHOICES,
  PAGE_SIZE_CHOICES,
  type PageSizeChoice,
  type PThreshold,
} from '../../lib/significance';
import { HeatmapSearchSchema } from './heatmap/heatmap-search';
import { VOLCANO_EXPERT_KEYS, VolcanoSearchSchema } from './volcano/volcano-search';

/**
 * A genolist's view in the URL, e.g.
 * `/genolists/1?tab=genes&mode=expert&fc=2&reg=up&q=fkbp&sort=log2fc&dir=desc&page=2&size=50`.
 * What was never chosen is left out, so `/genolists/1` is the genes tab in simple mode with the
 * default filter; a threshold or page size that was chosen stays, even when it is the default (the
 * user's own defaults, `withGenolistDefaults`, may differ). A wrong value falls back to its
 * default rather than failing. The expert filters
 * (`fc`, `padj`, `reg`) only exist in expert mode: leaving it drops them.
 */

export const GENOLIST_TABS = ['genes', 'plots', 'go'] as const;
export type GenolistTab = (typeof GENOLIST_TABS)[number];

/** Linear fold changes offered in expert mode; 'none' removes the fold-change filter. */
export const FOLD_CHANGE_CHOICES = FOLD_CHANGE_THRESHOLD_CHOICES;
export type FoldChangeChoice = FoldChangeThreshold | 'none';

/** Adjusted p-value thresholds offered in expert mode; 'none' removes the filter. */
export const PADJ_CHOICES = P_THRESHOLD_CHOICES;
export type PadjChoice = PThreshold | 'none';

export const GENE_PAGE_SIZES = PAGE_SIZE_CHOICES;
export type GenePageSize = PageSizeChoice;

/** Adjusted p ≤ 0.05 and |log2FC| ≥ log2(1.5), 20 genes a page. */
export const DEFAULT_PADJ = DEFAULT_P_THRESHOLD;
export const DEFAULT_FOLD_CHANGE = DEFAULT_FOLD_CHANGE_THRESHOLD;
export const DEFAULT_GENE_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const DEFAULT_GENE_SORT: GeneSortKey = 'padj';

/** The direction a column sorts in when first chosen: names A→Z, p-values smallest first, sizes largest first. */
export const NATURAL_DIRECTION: Record<GeneSortKey, SortDirection> = {
  symbol: 'asc',
  gene_id: 'asc',
  expression: 'desc',
  log2fc: 'desc',
  pvalue: 'asc',
  padj: 'asc',
};

/** A selection longer than this would make links too long to share; the plots say so. */
export const MAX_SELECTED_GENES = 2000;

/** `sel` as ids: positive integers, each once, in the order picked, at most MAX_SELECTED_GENES. */
export function parseSelection(raw: unknown): number[] {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const id = Number(part);
    if (part !== '' && Number.isSafeInteger(id) && id > 0) ids.add(id);
    if (ids.size === MAX_SELECTED_GENES) break;
  }
  return [...ids];
}

/** The `sel` value of a selection; undefined when empty, so the parameter leaves the URL. */
export function selectionParam(ids: readonly number[]): string | undefined {
  const kept = parseSelection(ids.join(','));
  return kept.length > 0 ? kept.join(',') : undefined;
}

const SORT_KEYS = [
  'symbol',
  'gene_id',
  'expression',
  'log2fc',
  'pvalue',
  'padj',
] as const satisfies readonly GeneSortKey[];

/** The genes table's keys; the volcano's and the heatmap's come from volcano-search.ts and heatmap-search.ts. */
const GenolistSearchSchema = searchSchema({
  tab: Key.Enum(GENOLIST_TABS, { default: 'genes' }),
  mode: Key.Literal('expert'),
  /** Search text, as typed. */
  q: SearchText,
  fc: Key.Union([Key.Enum(FOLD_CHANGE_CHOICES), Key.Literal('none')]),
  padj: Key.Union([Key.Enum(PADJ_CHOICES), Key.Literal('none')]),
  reg: Key.Enum(['up', 'down'] as const),
  sort: Key.Enum(SORT_KEYS, { default: DEFAULT_GENE_SORT }),
  /** Left out when it is the sort column's natural direction. */
  dir: Key.Enum(['asc', 'desc'] as const),
  /** 1-based. */
  page: PositiveInteger({ default: 1 }),
  size: Key.Enum(GENE_PAGE_SIZES),
  /** The open gene (its box plot and links), by gene reference id. */
  gene: PositiveInteger(),
  /**
   * The gene picked in the box plot card's own picker: the card shows it without opening the gene
   * panel, which would cover the card beside the heatmap. Opening a gene clears it.
   */
  box: PositiveInteger(),
  /** The genes picked in the volcano's multi-select mode: gene reference ids joined by commas. */
  sel: Key.Decode(Key.String(), (text) => selectionParam(parseSelection(text))),
  ...VolcanoSearchSchema.properties,
  ...HeatmapSearchSchema.properties,
});

export type GenolistSearch = SearchOf<typeof GenolistSearchSchema>;

/** Keys that only exist in expert mode: leaving it drops them. */
const EXPERT_KEYS = ['fc', 'padj', 'reg', ...VOLCANO_EXPERT_KEYS] as const;

/** The route's `validateSearch`. */
export const parseGenolistSearch = searchValidator(GenolistSearchSchema, (search) => {
  const view = withoutNaturalDirection(search, NATURAL_DIRECTION, DEFAULT_GENE_SORT);
  if (view.mode === 'expert') return view;
  const simple: GenolistSearch = { ...view };
  for (const key of EXPERT_KEYS) delete simple[key];
  if (simple.hmax === 'all') delete simple.hmax;
  return simple;
});

/** What a change to the view may set; `undefined` restores a default. */
export type GenolistSearchChange = {
  [K in keyof GenolistSearch]?: GenolistSearch[K] | undefined;
};

/** Keys whose change shows a different set of genes, or in a different order: back to page 1. */
const RESHAPING: readonly (keyof GenolistSearch)[] = [
  'mode',
  'q',
  'fc',
  'padj',
  'reg',
  'sort',
  'dir',
  'size',
];

/**
 * The view after `change`: a new filter, search, sort or page size goes back to page 1; leaving
 * expert mode resets the regulation to all, the thresholds to the default and the page to 1;
 * choosing another sort column starts in that column's natural direction; opening a gene shows it
 * in the box plot too.
 */
export function nextGenolistSearch(previous: GenolistSearch, change: GenolistSearchChange): GenolistSearch {
  const merged: Record<string, unknown> = { ...previous, ...change };
  if (change.sort !== undefined && change.sort !== (previous.sort ?? DEFAULT_GENE_SORT) && !('dir' in change))
    merged.dir = undefined;
  const reshaped = RESHAPING.some(
    (key) => key in change && normalised(key, change[key]) !== normalised(key, previous[key]),
  );
  if (reshaped && !('page' in change)) merged.page = undefined;
  if (change.gene !== undefined && !('box' in change)) merged.box = undefined;
  return parseGenolistSearch(merged);
}

function normalised(key: keyof GenolistSearch, value: unknown): unknown {
  if (key === 'q') return typeof value === 'string' ? normaliseSearch(value) : '';
  if (key === 'fc' && value === DEFAULT_FOLD_CHANGE) return undefined;
  if (key === 'padj' && value === DEFAULT_PADJ) return undefined;
  if (key === 'size' && value === DEFAULT_GENE_PAGE_SIZE) return undefined;
  return value;
}

export interface GeneView {
  tab: GenolistTab;
  expert: boolean;
  q: string;
  foldChange: FoldChangeChoice;
  padj: PadjChoice;
  regulation: 'all' | 'up' | 'down';
  sort: GeneSortKey;
  dir: SortDirection;
  page: number;
  size: GenePageSize;
}

/** The view with every default filled in. */
export function geneView(search: GenolistSearch): GeneView {
  const sort = search.sort ?? DEFAULT_GENE_SORT;
  return {
    tab: search.tab ?? 'genes',
    expert: search.mode === 'expert',
    q: search.q ?? '',
    foldChange: search.fc ?? DEFAULT_FOLD_CHANGE,
    padj: search.padj ?? DEFAULT_PADJ,
    regulation: search.reg ?? 'all',
    sort,
    dir: search.dir ?? NATURAL_DIRECTION[sort],
    page: search.page ?? 1,
    size: search.size ?? DEFAULT_GENE_PAGE_SIZE,
  };
}

/** The filter the genes table applies: the default one in simple mode, the chosen one in expert mode. */
export function geneCriteria(view: GeneView): GeneCriteria {
  const foldChange = view.expert ? view.foldChange : DEFAULT_FOLD_CHANGE;
  const padj = view.expert ? view.padj : DEFAULT_PADJ;
  return {
    maxPadj: padj === 'none' ? null : padj,
    minAbsLog2fc: foldChange === 'none' ? null : Math.log2(foldChange),
    regulation: view.expert ? view.regulation : 'all',
    search: normaliseSearch(view.q),
  };
}

/** What a user chose to open genolists with (Settings › Gene lists). */
export interface GenolistOpeningDefaults {
  pThreshold: PThreshold;
  foldChangeThreshold: FoldChangeThreshold;
  pageSize: PageSizeChoice;
}

/**
 * A genolist's raw search with the user's defaults where its link names nothing: the volcano's
 * thresholds, expert mode's filters (in expert mode) and the page size. A default equal to the
 * built-in one is not written, so the links of someone who never changed theirs stay as short.
 */
export function withGenolistDefaults(
  raw: Record<string, unknown>,
  defaults: GenolistOpeningDefaults,
): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...raw };
  const fill = (key: string, value: number, builtIn: number) => {
    if (filled[key] === undefined && value !== builtIn) filled[key] = value;
  };
  fill('vp', defaults.pThreshold, DEFAULT_P_THRESHOLD);
  fill('vfc', defaults.foldChangeThreshold, DEFAULT_FOLD_CHANGE_THRESHOLD);
  if (raw.mode === 'expert') {
    fill('padj', defaults.pThreshold, DEFAULT_P_THRESHOLD);
    fill('fc', defaults.foldChangeThreshold, DEFAULT_FOLD_CHANGE_THRESHOLD);
  }
  fill('size', defaults.pageSize, DEFAULT_PAGE_SIZE);
  return filled;
}
