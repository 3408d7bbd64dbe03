import { describe, expect, it } from 'vitest';
import { documentHtml } from '../../src/features/help/documentation';

const path = (doc: string) => `/docs/${doc}`;

describe('the documentation shipped with the app', () => {
  const readme = documentHtml('readme', path);

  it('renders the README with its headings and tables', () => {
    expect(readme).toContain('<h1>GenoApp</h1>');
    expect(readme).toContain('<h2>Configuration</h2>');
    expect(readme).toMatch(/<table>[\s\S]*<code>DATABASE_URL<\/code>/);
  });

  it('opens the formats it links to in the app, and never links to a file the app does not ship', () => {
    expect(readme).toContain('<a href="/docs/archive"><code>server/imports/archive/README.md</code></a>');
    expect(readme).toContain('<a href="/docs/frame">');
    const hrefs = [...readme.matchAll(/href="([^"]+)"/g)].map((match) => match[1] as string);
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:|#|\/docs\/)/);
    expect(documentHtml('archive', path)).toContain('manifest.json');
  });
});
