import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the built app served by the real server
 * (`server/main.ts`), started by `tests/e2e/global-setup.ts` on a free port with a fresh data directory.
 *
 * One worker by default (`E2E_WORKERS=2` for two, one spec file each, its tests in order). On a
 * 2-core machine two gain nothing: Chromium's software WebGL already keeps both cores busy for one
 * browser (a fresh-clone run at two workers finished 57 tests in its first 17 minutes, as one does),
 * and tests that count what every reader of the shared demo lists does (a genolist's views) see
 * the other spec's readers.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  // 60 s holds on a loaded machine (and beside another spec with two workers); heavier tests set their own.
  timeout: 60_000,
  // What the user waits for on a screen, on a loaded machine.
  expect: { timeout: 20_000 },
  outputDir: '.tmp/e2e-results',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
});
