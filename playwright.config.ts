import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the built app served by the real server
 * (`server/main.ts`), started by `tests/e2e/global-setup.ts` on a free port with a fresh data directory.
 *
 * One worker by default: with two (`E2E_WORKERS=2`, one spec file each, its tests in order) the
 * specs are written to run side by side — every test makes its own users and data, and a spec
 * that stops or kills a server starts its own (`tests/support/server-process.ts`) — but two
 * browsers with software WebGL beside the server have not yet been shown to hold their timeouts on
 * a loaded 2-core machine, so the default stays one until a quiet run shows it.
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
