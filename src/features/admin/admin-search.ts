import {
  Key,
  PositiveInteger,
  type SearchOf,
  SearchText,
  searchSchema,
  searchValidator,
} from '../../lib/search-params';

/**
 * The console's view in the URL: `/upload?tab=users`, `/upload?view=status&task=12`. Defaults
 * are left out, so the plain `/upload` is the Data import tab's Import view, and a wrong value
 * falls back to the default rather than failing.
 */
/** `audit` is the superusers' only. */
export const ADMIN_TABS = ['import', 'users', 'projects', 'genolists', 'subscriptions', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const IMPORT_VIEWS = ['upload', 'status'] as const;
export type ImportView = (typeof IMPORT_VIEWS)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = 'import';
export const DEFAULT_IMPORT_VIEW: ImportView = 'upload';

const AdminSearchSchema = searchSchema({
  tab: Key.Enum(ADMIN_TABS, { default: DEFAULT_ADMIN_TAB }),
  view: Key.Enum(IMPORT_VIEWS, { default: DEFAULT_IMPORT_VIEW }),
  /** The import task whose details are open. */
  task: PositiveInteger(),
  /** The page of the open list (projects, gene lists), from 1. */
  page: PositiveInteger({ default: 1 }),
  /** The open list's search text. */
  q: SearchText,
});

export type AdminSearch = SearchOf<typeof AdminSearchSchema>;

/** The route's `validateSearch`. */
export const parseAdminSearch = searchValidator(AdminSearchSchema);

export function isAdminTab(value: unknown): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab === value);
}

export function isImportView(value: unknown): value is ImportView {
  return IMPORT_VIEWS.some((view) => view === value);
}
