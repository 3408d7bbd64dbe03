/**
 * The direction of imports, checked by `npm run lint:layers` (part of `npm test`) and by
 * `tests/unit/architecture/layers.test.ts`, which shows each rule failing on a deliberate violation.
 *
 * Layers, lowest first; a layer imports only from the layers below it:
 * - the contract and the pure domain code: `openapi/`, `genomics/`, `workers/` (kernels and their
 *   worker entry points), which know nothing of the web screens or the server;
 * - `server/`, which never imports the web app (`src/`);
 * - the web's shared layers: `src/lib`, `src/ui`, `src/api`, `src/gl`, and `src/offline` (the
 *   offline engine: a feature registers what it makes available offline, the engine imports no feature);
 * - the features, `src/features/<feature>/`: a feature exposes what others may use from its
 *   `index.ts`; another feature imports that file, never a path inside the feature. Features depend
 *   on each other one way (no cycle between features, even through index files): the test checks
 *   it on the feature graph, which these module rules do not see;
 * - the shell, `src/app/` and `src/main.tsx`: the router and the frame put the features together and
 *   may import any module of a feature. A route's screen is imported by its own path, not through
 *   the feature's `index.ts`, so that a lazily loaded screen stays in its own chunk. Nothing but
 *   `src/main.tsx` imports the shell.
 * No cycles anywhere, type-only imports included (`tsPreCompilationDeps`).
 *
 * `npm run lint:layers` checks src, server, workers, genomics and scripts. Tests are left out: a
 * test may import any module, and `tests/fixtures/layers` breaks every rule on purpose.
 * There is no list of tolerated violations: every rule holds on the whole tree.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules that import each other (type-only imports count): move what both need to the module that owns it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-layer-imports-no-feature',
      severity: 'error',
      comment: 'src/lib, src/ui, src/api and src/gl serve every feature and import none.',
      from: { path: '^src/(lib|ui|api|gl)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'offline-imports-no-feature',
      severity: 'error',
      comment: 'The offline engine is generic: features register with it, it imports none of them.',
      from: { path: '^src/offline/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: "A feature uses another only through that feature's index.ts, never a path inside it.",
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shell-imported-by-none',
      severity: 'error',
      comment:
        'The shell (src/app) puts the layers together; only src/main.tsx starts it, no layer imports it (the size check reads which translations each screen waits for).',
      from: { pathNot: ['^src/app/', '^src/main\\.tsx$', '^scripts/check-bundle-size\\.ts$'] },
      to: { path: '^src/app/' },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment:
        'The server never imports the web app; what both need lives in genomics/, workers/kernels or openapi/.',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'The pure domain code and the workers import no feature and nothing of the server.',
      from: { path: '^(genomics|workers)/' },
      to: { path: '^(src/features|server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
