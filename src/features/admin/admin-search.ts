/**
 * The console's view in the URL (so a link brings it back): `/upload?tab=users`,
 * `/upload?view=status&task=12`. Defaults are left out, so the plain `/upload` is the Data
 * import tab's Import view, and a wrong value falls back to the default rather than failing.
 */
/** `audit` is the superusers' only. */
export const ADMIN_TABS = ['import', 'users', 'projects', 'genolists', 'subscriptions', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const IMPORT_VIEWS = ['upload', 'status'] as const;
export type ImportView = (typeof IMPORT_VIEWS)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = 'import';
export const DEFAULT_IMPORT_VIEW: ImportView = 'upload';

export interface AdminSearch {
  tab?: AdminTab;
  view?: ImportView;
  /** The import task whose details are open. */
  task?: number;
  /** The page of the open list (projects, gene lists), from 1. */
  page?: number;
  /** The open list's search text. */
  q?: string;
}

/** The longest search text a link keeps. */
const MAX_QUERY = 200;

function oneOf<T extends string>(values: readonly T[], raw: unknown, fallback: T): T | undefined {
  const value = values.find((candidate) => candidate === raw);
  return value === undefined || value === fallback ? undefined : value;
}

function positiveInteger(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The route's `validateSearch`: keeps only valid, non-default values. */
export function parseAdminSearch(raw: Record<string, unknown>): AdminSearch {
  const search: AdminSearch = {};
  const tab = oneOf(ADMIN_TABS, raw.tab, DEFAULT_ADMIN_TAB);
  const view = oneOf(IMPORT_VIEWS, raw.view, DEFAULT_IMPORT_VIEW);
  const task = positiveInteger(raw.task);
  const page = positiveInteger(raw.page);
  const q = typeof raw.q === 'string' && raw.q.trim() !== '' ? raw.q.slice(0, MAX_QUERY) : undefined;
  if (tab) search.tab = tab;
  if (view) search.view = view;
  if (task) search.task = task;
  if (page && page > 1) search.page = page;
  if (q) search.q = q;
  return search;
}

export function isAdminTab(value: unknown): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab === value);
}

export function isImportView(value: unknown): value is ImportView {
  return IMPORT_VIEWS.some((view) => view === value);
}
