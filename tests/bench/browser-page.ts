import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join, normalize, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import config from '../../playwright.config';

/**
 * A bench page of tests/bench/browser/ built by Vite and opened in headless Chromium with the
 * flags of playwright.config.ts (WebGL on SwiftShader). Served with cross-origin isolation so
 * `performance.now()` has 5 µs resolution instead of 100 µs.
 */

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

function serve(root: string, index: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? index : path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** How long a bench page may take to load or answer a wait (not a measured call). */
export const PAGE_TIMEOUT_MS = 5 * 60_000;

export interface BenchPage {
  page: Page;
  close(): Promise<void>;
}

/** Builds `tests/bench/browser/<html>` into `.tmp/bench-<name>` and opens it once `ready` holds. */
export async function openBenchPage(
  html: string,
  ready: () => boolean,
  viewport = { width: 1100, height: 800 },
): Promise<BenchPage> {
  const out = resolve(`.tmp/bench-${basename(html, '.html')}`);
  await build({
    configFile: false,
    root: resolve('tests/bench/browser'),
    base: './',
    logLevel: 'warn',
    // As the app builds them (vite.config.ts).
    worker: { format: 'es' },
    build: {
      outDir: out,
      emptyOutDir: true,
      chunkSizeWarningLimit: 8000,
      rolldownOptions: { input: resolve('tests/bench/browser', html) },
    },
  });
  const server = await serve(out, html);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ ...config.use?.launchOptions, headless: true });
    const page = await browser.newPage({ viewport });
    // Playwright's 30 s default fails a loaded machine's first load; a hung page still ends.
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page.on('pageerror', (error) => console.error(`bench page ${html}:`, error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${html}`);
    await page.waitForFunction(ready);
    const opened = browser;
    return {
      page,
      async close() {
        await opened.close();
        server.close();
      },
    };
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
}
