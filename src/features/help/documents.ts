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

export interface DocumentationSearch {
  doc?: Exclude<DocumentId, typeof DEFAULT_DOCUMENT>;
}

/** The route's `validateSearch`: a known guide other than the first; anything else opens the first. */
export function parseDocumentationSearch(raw: Record<string, unknown>): DocumentationSearch {
  const doc = DOCUMENT_IDS.find(
    (id): id is Exclude<DocumentId, typeof DEFAULT_DOCUMENT> => id === raw.doc && id !== DEFAULT_DOCUMENT,
  );
  return doc ? { doc } : {};
}

export const documentPath = (doc: DocumentId) =>
  doc === DEFAULT_DOCUMENT ? '/help/documentation' : `/help/documentation?doc=${doc}`;
