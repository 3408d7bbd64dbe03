import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the built app served by the real server
 * (`server/main.ts`), started by `tests/e2e/global-setup.ts` on a free port with a fresh data directory.
 *
 * Two workers, one spec file each (its tests in order): one browser and the shared server keep a
 * core busy only part of the time, so two specs at once nearly halve the wall time on 2 cores.
 * Every test makes its own users and data, and a spec that stops or kills a server starts its own
 * (`tests/support/server-process.ts`), so specs running side by side never see each other's state.
 * `E2E_WORKERS` changes the count (1 to debug a test alone).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  // A test shares 2 cores with another spec's browser and server: 60 s holds on a loaded machine,
  // and heavier tests set their own.
  timeout: 60_000,
  // What the user waits for on a screen: a query answered by a server shared with another spec.
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
