import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { generatedBySource, partOf, partsOf, UNMAPPED } from '../../../scripts/bundle-parts';

describe('generatedBySource', () => {
  it('gives each source the characters from its segments to the next ones, the rest to the bundler', () => {
    // Line 1: "abc" from a.ts, "def" from b.ts; line 2: "x" unmapped, then "yz" from a.ts.
    const map = {
      sources: ['../../src/a.ts', '../../src/b.ts'],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [3, 1, 0, 0],
        ],
        [[1, 0, 1, 0]],
      ]),
    };
    expect(Object.fromEntries(generatedBySource('abcdef\nxyz', map))).toEqual({
      '../../src/a.ts': 5,
      '../../src/b.ts': 3,
      [UNMAPPED]: 1,
    });
  });
});

describe('partOf', () => {
  it('gathers the stack by library, the app by folder, and the translations', () => {
    expect(partOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'React DOM and React',
    );
    expect(partOf('../../node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs')).toBe(
      'Mantine (with Floating UI)',
    );
    expect(partOf('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('TanStack Router');
    expect(partOf('../../node_modules/dexie/dist/dexie.mjs')).toBe('package dexie');
    expect(partOf('../../src/features/genolists/GenolistPage.tsx')).toBe('app src/features/genolists');
    expect(partOf('../../src/offline/outbox.ts')).toBe('app src/offline');
    expect(partOf('locales/fr/auth.json')).toBe('translations');
  });
});

describe('partsOf', () => {
  it("shares each file's gzip size as its code is shared; a file without mappings is its module's", () => {
    const files = {
      'assets/app.js': {
        code: 'abcd',
        map: {
          sources: ['../../node_modules/react-dom/index.js', '../../src/app/main.tsx'],
          mappings: encode([
            [
              [0, 0, 0, 0],
              [3, 1, 0, 0],
            ],
          ]),
        },
        gzipBytes: 400,
      },
      'assets/auth.js': {
        code: 'var e=`Connexion`',
        map: { sources: [], mappings: ';' },
        gzipBytes: 50,
        source: 'locales/fr/auth.json',
      },
    };
    const parts = partsOf(Object.keys(files), (file) => files[file as keyof typeof files]);
    expect(Object.fromEntries(parts)).toEqual({
      'React DOM and React': 300,
      'app src/app/main': 100,
      translations: 50,
    });
  });
});
