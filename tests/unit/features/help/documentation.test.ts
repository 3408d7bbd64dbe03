import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentHtml, documentSource } from '../../../../src/features/help/documentation';
import { DOCUMENT_IDS, parseDocumentationSearch } from '../../../../src/features/help/documents';

const path = (doc: string) => `/docs/${doc}`;
const LANGUAGES = ['en', 'fr'] as const;

describe('the user guides shipped with the app', () => {
  it.each(LANGUAGES)('has every guide in %s, each with a title and sections', (language) => {
    for (const id of DOCUMENT_IDS) {
      const html = documentHtml(id, language, path);
      expect(html).toMatch(/^<h1>[^<]+<\/h1>/);
      expect((html.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(LANGUAGES)(
    'links the %s guides to one another in the app, and to nothing that is not shipped',
    (language) => {
      const links = DOCUMENT_IDS.flatMap((id) =>
        [...documentHtml(id, language, path).matchAll(/href="([^"]+)"/g)].map((match) => match[1] as string),
      );
      expect(links.length).toBeGreaterThan(DOCUMENT_IDS.length);
      for (const href of links) expect(href).toMatch(/^\/docs\/[a-z-]+$/);
      // Every Markdown link points at a guide: one that was not would have been dropped as text.
      for (const id of DOCUMENT_IDS) {
        const written = [...documentSource(id, language).matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
        for (const target of written) expect(DOCUMENT_IDS.map((doc) => `${doc}.md`)).toContain(target);
      }
    },
  );

  it('is written for researchers, not developers, in each language', () => {
    const english = documentHtml('heatmap', 'en', path);
    expect(english).toContain('average linkage');
    expect(documentHtml('heatmap', 'fr', path)).toContain('lien moyen');
    for (const language of LANGUAGES)
      for (const id of DOCUMENT_IDS)
        expect(documentSource(id, language)).not.toMatch(/npm (ci|start|run)|DATABASE_URL|benchmark/i);
    expect(documentHtml('importing', 'fr', path)).toMatch(/<table>[\s\S]*<code>manifest.json<\/code>/);
  });

  it('opens a known guide from the address, the first one otherwise', () => {
    expect(parseDocumentationSearch({ doc: 'volcano' })).toEqual({ doc: 'volcano' });
    expect(parseDocumentationSearch({ doc: 'getting-started' })).toEqual({});
    expect(parseDocumentationSearch({ doc: 'readme' })).toEqual({});
  });

  it('keeps the guides and their renderer out of the router: it needs only their ids', () => {
    const router = readFileSync(join(import.meta.dirname, '../../../../src/app/router.tsx'), 'utf8');
    expect(router).not.toMatch(/features\/help\/documentation'/);
    const ids = readFileSync(join(import.meta.dirname, '../../../../src/features/help/documents.ts'), 'utf8');
    expect(ids.match(/^import .* from '.+';$/gm)).toEqual([
      "import { Key, type SearchOf, searchSchema, searchValidator } from '../../lib/search-params';",
    ]);
  });
});
