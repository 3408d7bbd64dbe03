import { Marked } from 'marked';
import readme from '../../../README.md?raw';
import frameFormat from '../../../server/genolists/FRAME.md?raw';
import archiveFormat from '../../../server/imports/archive/README.md?raw';

/**
 * The documents shipped with this version of GenoApp, bundled at build time so that they read the
 * same offline: the README and the formats it links to. They are the project's own files, not
 * user input, so their HTML is trusted.
 */
export const DOCUMENTS = { readme, archive: archiveFormat, frame: frameFormat } as const;
export type DocumentId = keyof typeof DOCUMENTS;
export const DOCUMENT_IDS = Object.keys(DOCUMENTS) as DocumentId[];

/** The repository paths the documents link to, as the in-app page showing them. */
const IN_APP: Record<string, DocumentId> = {
  'README.md': 'readme',
  'server/imports/archive/README.md': 'archive',
  'server/genolists/FRAME.md': 'frame',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The document as HTML. A link to another shipped document opens it in the app; a link to a file
 * of the repository that the app does not ship is shown as its text, not as a link that would 404.
 */
export function documentHtml(id: DocumentId, documentPath: (id: DocumentId) => string): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (/^(https?:|mailto:|#)/.test(href)) {
          const external = href.startsWith('http');
          return `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${text}</a>`;
        }
        const target = IN_APP[href.replace(/^\.\//, '')];
        return target ? `<a href="${escapeHtml(documentPath(target))}">${text}</a>` : text;
      },
    },
  });
  return marked.parse(DOCUMENTS[id], { async: false });
}
