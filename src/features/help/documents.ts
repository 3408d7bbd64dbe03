import { Key, type SearchOf, searchSchema, searchValidator } from '../../lib/search-params';

/**
 * The user guides of Help › Documentation, by id, as the URL names them
 * (`/help/documentation?doc=volcano`). Only the ids live here, so the router can check the
 * address without loading the guides: their text and their renderer come with the page's own
 * chunk (documentation.ts).
 */
export const DOCUMENT_IDS = [
  'getting-started',
  'volcano',
  'heatmap',
  'offline',
  'importing',
  'sharing',
] as const;
export type DocumentId = (typeof DOCUMENT_IDS)[number];
export const DEFAULT_DOCUMENT: DocumentId = 'getting-started';

const DocumentationSearchSchema = searchSchema({
  doc: Key.Enum(DOCUMENT_IDS, { default: DEFAULT_DOCUMENT }),
});

export type DocumentationSearch = SearchOf<typeof DocumentationSearchSchema>;

/** The route's `validateSearch`: a known guide other than the first; anything else opens the first. */
export const parseDocumentationSearch = searchValidator(DocumentationSearchSchema);

export const documentPath = (doc: DocumentId) =>
  doc === DEFAULT_DOCUMENT ? '/help/documentation' : `/help/documentation?doc=${doc}`;
