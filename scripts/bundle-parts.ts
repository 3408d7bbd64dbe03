/**
 * What a screen's first-paint scripts are made of (`npm run size -- --parts`): each file's gzip
 * size is shared among the sources its code comes from, in proportion to the characters of
 * generated code each source maps to (the build's source maps, `build.sourcemap`), and the
 * sources are gathered into parts: the stack's libraries by package, the app's own code by
 * folder, the translations. Gzip does not compress every source alike, so a part's figure is an
 * estimate, within a kB or two for the large parts.
 */
import { decode } from '@jridgewell/sourcemap-codec';

export interface SourceMap {
  sources: (string | null)[];
  mappings: string;
}

/** Code the map gives no source: the bundler's imports between chunks and its lists of what to preload. */
export const UNMAPPED = '(bundler: chunk imports, preload lists)';

/** Characters of `code` each source of `map` generated; a segment runs to the next one on its line. */
export function generatedBySource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const shares = new Map<string, number>();
  const add = (source: string, characters: number) =>
    characters > 0 && shares.set(source, (shares.get(source) ?? 0) + characters);
  for (const [index, segments] of decode(map.mappings).entries()) {
    const length = lines[index]?.length ?? 0;
    add(UNMAPPED, Math.min(length, segments[0]?.[0] ?? length));
    for (const [k, segment] of segments.entries()) {
      const end = Math.min(length, segments[k + 1]?.[0] ?? length);
      const source = segment.length > 1 ? map.sources[segment[1] as number] : null;
      add(source ?? UNMAPPED, end - segment[0]);
    }
  }
  return shares;
}

/** Packages shown together: a library and the packages it is made of. */
const PACKAGE_PARTS: [RegExp, string][] = [
  [/^(react|react-dom|scheduler)$/, 'React DOM and React'],
  [/^@mantine\/|^@floating-ui\//, 'Mantine (with Floating UI)'],
  [/^@tanstack\/(react-router|router-core|history)$|^(tiny-invariant|tiny-warning)$/, 'TanStack Router'],
  [
    /^(i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements)$/,
    'i18next',
  ],
  [/^@tanstack\/(query-core|react-query)$|^openapi-fetch$/, 'TanStack Query and openapi-fetch'],
];

/** The stack's parts, which every signed-in screen carries whatever the app does. */
export const STACK_PARTS = PACKAGE_PARTS.map(([, part]) => part);

/** The part a source (as the map names it, relative to the map) belongs to. */
export function partOf(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inPackage) {
    const name = inPackage[1] as string;
    return PACKAGE_PARTS.find(([pattern]) => pattern.test(name))?.[1] ?? `package ${name}`;
  }
  if (/(^|\/)locales\//.test(source)) return 'translations';
  const app = /(?:^|\/)(src|workers|genomics)\/((?:features|ui|lib|app)\/[^/]+|[^/]+)/.exec(source);
  if (app) return `app ${app[1]}/${(app[2] as string).replace(/\.[^.]+$/, '')}`;
  return source === UNMAPPED ? UNMAPPED : 'other';
}

/**
 * Gzip bytes of `files` by part: each file's gzip size shared as its generated code is. `source`
 * names the module a file was built from (the manifest's `src`), for a file whose map names none:
 * a translation, whose JSON the bundler turns into a module without mappings.
 */
export function partsOf(
  files: string[],
  read: (file: string) => { code: string; map: SourceMap; gzipBytes: number; source?: string },
): Map<string, number> {
  const parts = new Map<string, number>();
  for (const file of files) {
    const { code, map, gzipBytes, source } = read(file);
    const mapped = map.sources.length > 0 || source === undefined;
    const shares = mapped ? generatedBySource(code, map) : new Map([[source, code.length]]);
    const total = [...shares.values()].reduce((sum, n) => sum + n, 0);
    for (const [source, characters] of shares) {
      const part = partOf(source);
      parts.set(part, (parts.get(part) ?? 0) + (gzipBytes * characters) / Math.max(1, total));
    }
  }
  return parts;
}
