import { Marked } from 'marked';
import { DOCUMENT_IDS, type DocumentId } from './documents';

/**
 * The user guides (docs/<language>/<id>.md), bundled at build time with the page that shows
 * them, so that they read the same offline. They are the project's own files, not user input,
 * so their HTML is trusted. A guide links to another as `volcano.md`; the link opens it in the
 * app, in the reader's language.
 */
const SOURCES = import.meta.glob<string>('./docs/*/*.md', { query: '?raw', import: 'default', eager: true });

export type DocumentLanguage = 'en' | 'fr';

export const documentLanguage = (language: string): DocumentLanguage =>
  language.toLowerCase().startsWith('fr') ? 'fr' : 'en';

export function documentSource(id: DocumentId, language: DocumentLanguage): string {
  const source = SOURCES[`./docs/${language}/${id}.md`];
  if (source === undefined) throw new Error(`No ${language} text for the guide ${id}`);
  return source;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/**
 * The guide as HTML. A link to another guide opens it in the app; a web link opens in a new
 * tab; a link to anything else is shown as its text, not as a link that would lead nowhere.
 */
export function documentHtml(
  id: DocumentId,
  language: DocumentLanguage,
  documentPath: (id: DocumentId) => string,
): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      link({ href, tokens }) {
        const text = this.parser.parseInline(tokens);
        if (/^(https?:|mailto:|#)/.test(href)) {
          const external = href.startsWith('http');
          return `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>${text}</a>`;
        }
        const target = DOCUMENT_IDS.find((doc) => href.replace(/^\.\//, '') === `${doc}.md`);
        return target ? `<a href="${escapeHtml(documentPath(target))}">${text}</a>` : text;
      },
    },
  });
  return marked.parse(documentSource(id, language), { async: false });
}
