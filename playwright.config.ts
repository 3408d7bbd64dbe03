import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the built app served by the real server
 * (`server/main.ts`), started by `tests/e2e/global-setup.ts` on a free port with a fresh data directory.
 *
 * Two workers by default (`E2E_WORKERS=1` for one), one spec file each, its tests in order. One
 * test at a time leaves cores idle (a browser and the server wait on each other): the suite's
 * ≈ 900 CPU-seconds took 24 minutes at one worker and 9.7 at two (docs/performance.md).
 * Tests that count what every reader of a demo list does (its views) run on a server of their own.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    // The service worker precaches every chunk of the app (≈ 4.5 MB, 330 files) in each test's new
    // context: a quarter of a plain screen test's CPU (the projects spec: 50 → 43 CPU-seconds
    // with its server's start). The specs of what it does (offline, updates, Background Sync, the
    // installed app) allow it with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    // A trace records a screencast and DOM snapshots of every test, kept or not: a fifth of a plot
    // test's CPU (the volcano spec: 149 → 119 CPU-seconds without). To keep one for a failing test:
    // `E2E_TRACE=retain-on-failure npx playwright test …`.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // WebGL runs on SwiftShader, the CPU's GPU. Compositing the page and drawing 2D canvases
        // through it too cost more than half of a plot test's CPU: Chromium's software compositor
        // and 2D canvas do the same work directly (the volcano spec, traces off: 119 → 53 CPU-seconds).
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-gpu-compositing',
        '--disable-accelerated-2d-canvas',
      ],
    },
  },
});
