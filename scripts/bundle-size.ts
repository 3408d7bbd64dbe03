/**
 * What a screen's first paint downloads, read from Vite's build manifest (`dist/.vite/manifest.json`,
 * `build.manifest`). A chunk is keyed by its source (`index.html`, `src/features/x/Page.tsx`,
 * `locales/en/auth.json`); `imports` are the chunks it needs before it runs (what `index.html`
 * modulepreloads for the entry, what Vite preloads with a lazy chunk), `dynamicImports` the ones it
 * may load later. A screen needs the entry and the lazy chunks it waits for before it shows, each
 * with its static imports, recursively; what it loads later does not count. The budgets are about
 * scripts: style sheets are not counted.
 */
import { constants, gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A screen and the manifest keys of what it waits for before its first paint. */
export interface Budget {
  screen: string;
  /** The entry (`index.html`) first, then each lazy chunk the screen waits for. */
  chunks: string[];
  /** Gzip-compressed, in kB (1,000 bytes). */
  maxGzipKb: number;
}

export interface Measure {
  screen: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  maxGzipKb: number;
  over: boolean;
}

/** The script files of `chunks` and of their static imports, recursively, each once, in load order. */
export function firstPaintFiles(manifest: Manifest, chunks: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: was it renamed or inlined?`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
  };
  for (const key of chunks) visit(key);
  return files;
}

/**
 * The size the server sends: @fastify/compress gzips with zlib's default level (6), since
 * server/app.ts gives it no `zlibOptions`. Each file is a response of its own, compressed alone.
 */
export function gzipBytes(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: constants.Z_DEFAULT_COMPRESSION }).length;
}

export function measure(manifest: Manifest, budget: Budget, read: (file: string) => Uint8Array): Measure {
  const files = firstPaintFiles(manifest, budget.chunks);
  let rawBytes = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = read(file);
    rawBytes += bytes.length;
    gzip += gzipBytes(bytes);
  }
  return {
    screen: budget.screen,
    files,
    rawBytes,
    gzipBytes: gzip,
    maxGzipKb: budget.maxGzipKb,
    over: gzip > budget.maxGzipKb * 1000,
  };
}

/** One line per screen: raw and gzip kB against the budget, `OVER` where it is passed. */
export function formatTable(measures: Measure[]): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const width = Math.max(6, ...measures.map((m) => m.screen.length));
  const head = `${'screen'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}  ${'budget'.padStart(6)}`;
  const rows = measures.map(
    (m) =>
      `${m.screen.padEnd(width)}  ${kb(m.rawBytes).padStart(8)}  ${kb(m.gzipBytes).padStart(8)}  ${String(m.maxGzipKb).padStart(6)}${m.over ? '  OVER' : ''}`,
  );
  return [head, ...rows].join('\n');
}

/**
 * The scripts of the build the service worker's precache (its source, `dist/sw.js`, names each
 * file it precaches) leaves out: a screen or a translation missing there would not open offline.
 */
export function missingFromPrecache(manifest: Manifest, serviceWorker: string): string[] {
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...files].filter((file) => file.endsWith('.js') && !serviceWorker.includes(`"${file}"`)).sort();
}
