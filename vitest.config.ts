import { defineConfig } from 'vitest/config';

/**
 * Timeouts hold on a loaded 2-core machine (load average ≈ 15), where a test takes several times
 * what it takes on a quiet one. A test heavier than the project's default says so with its own.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The genolist world (two demo archives imported) is built once, each file opens a copy.
          globalSetup: ['tests/api/global-setup.ts'],
          // Files run one at a time (the PGlite and the PostgreSQL runs go side by side on 2 cores),
          // in one process that keeps the server's modules and PGlite's WebAssembly loaded: the
          // server holds no state outside the app each file builds, and reloading them for every
          // file cost ≈ 40 % of the run's CPU.
          fileParallelism: false,
          isolate: false,
          testTimeout: 60_000,
          // A world's beforeAll: ≈ 15 s on a quiet machine, several times that on a loaded one.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
