/**
 * The import rules of `.dependency-cruiser.mjs` fail when broken: each tree under
 * tests/fixtures/layers breaks one rule on purpose (laid out like the repository: src/features,
 * src/offline, server, …) and must be reported under that rule's name, and nothing else; the
 * `clean` tree uses every layer the allowed way and must pass. The rules see modules; whether
 * features depend on each other one way is checked on the repository's own features.
 */
import { join } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const FIXTURES = join(ROOT, 'tests/fixtures/layers');

interface Reported {
  rule: string;
  from: string;
  to: string;
}

/**
 * A cruise with the repository's rules. Without its tsconfig: fixtures and features import by
 * relative paths, which resolve without it.
 */
async function cruiseWithRules(paths: string[], extra: ICruiseOptions): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.mjs'));
  const { output } = await cruise(paths, { ...options, tsConfig: undefined, ...extra });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return output;
}

/** The violations the repository's rules report in one fixture tree, paths relative to it. */
async function violations(fixture: string): Promise<Reported[]> {
  const output = await cruiseWithRules(['.'], { baseDir: join(FIXTURES, fixture) });
  return output.summary.violations
    .map((violation: IViolation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }))
    .sort((a, b) => a.from.localeCompare(b.from));
}

// Each cruise parses its tree with the TypeScript compiler: seconds on a loaded machine.
const TIMEOUT = 60_000;

describe('import rules', () => {
  it('pass a tree that uses every layer the allowed way', { timeout: TIMEOUT }, async () => {
    expect(await violations('clean')).toEqual([]);
  });

  it("report a feature importing another feature's internals", { timeout: TIMEOUT }, async () => {
    expect(await violations('feature-internals')).toEqual([
      {
        rule: 'feature-through-index',
        from: 'src/features/beta/uses-alpha.ts',
        to: 'src/features/alpha/internal.ts',
      },
    ]);
  });

  it('report the offline engine importing a feature, even through its index', {
    timeout: TIMEOUT,
  }, async () => {
    expect(await violations('offline-feature')).toEqual([
      {
        rule: 'offline-imports-no-feature',
        from: 'src/offline/engine.ts',
        to: 'src/features/alpha/index.ts',
      },
    ]);
  });

  it('report lib, ui, api and gl importing a feature', { timeout: TIMEOUT }, async () => {
    const to = 'src/features/alpha/index.ts';
    expect(await violations('shared-feature')).toEqual([
      { rule: 'shared-layer-imports-no-feature', from: 'src/api/client.ts', to },
      { rule: 'shared-layer-imports-no-feature', from: 'src/gl/plot.ts', to },
      { rule: 'shared-layer-imports-no-feature', from: 'src/lib/format.ts', to },
      { rule: 'shared-layer-imports-no-feature', from: 'src/ui/Card.ts', to },
    ]);
  });

  it('report a feature importing the shell', { timeout: TIMEOUT }, async () => {
    expect(await violations('shell-imported')).toEqual([
      { rule: 'shell-imported-by-none', from: 'src/features/alpha/index.ts', to: 'src/app/route-params.ts' },
    ]);
  });

  it('report the server importing the web app', { timeout: TIMEOUT }, async () => {
    expect(await violations('server-web')).toEqual([
      { rule: 'server-imports-no-web', from: 'server/service.ts', to: 'src/lib/format.ts' },
    ]);
  });

  it('report the domain code importing the server and a worker importing a feature', {
    timeout: TIMEOUT,
  }, async () => {
    expect(await violations('domain-app')).toEqual([
      { rule: 'domain-imports-no-app', from: 'genomics/rule.ts', to: 'server/db.ts' },
      { rule: 'domain-imports-no-app', from: 'workers/kernel.ts', to: 'src/features/alpha/index.ts' },
    ]);
  });

  it('report a cycle made of type-only imports', { timeout: TIMEOUT }, async () => {
    const reported = await violations('type-cycle');
    expect(reported).toHaveLength(1);
    expect(reported[0]?.rule).toBe('no-circular');
    expect([reported[0]?.from, reported[0]?.to].sort()).toEqual([
      'src/features/alpha/api/get-item.ts',
      'src/features/alpha/item-state.ts',
    ]);
  });
});

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];

/** Which features each feature of the repository imports. */
async function featureImports(): Promise<Map<string, Set<string>>> {
  const output = await cruiseWithRules(['src/features'], { baseDir: ROOT, includeOnly: '^src/features/' });
  const graph = new Map<string, Set<string>>();
  for (const module of output.modules) {
    const from = featureOf(module.source);
    if (!from) continue;
    const imported = graph.get(from) ?? new Set<string>();
    graph.set(from, imported);
    for (const dependency of module.dependencies) {
      const to = featureOf(dependency.resolved);
      if (to && to !== from) imported.add(to);
    }
  }
  return graph;
}

/** Each cycle of the graph once, as the features it passes through. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const start = path.indexOf(node);
    if (start !== -1) {
      cycles.push(path.slice(start));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}

describe('features', () => {
  // Parses every feature's modules: about 5 s of CPU, far more on a loaded machine.
  it('depend on each other one way', { timeout: 3 * TIMEOUT }, async () => {
    const graph = await featureImports();
    expect(graph.get('genolists')).toContain('collaboration');
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('a cycle between features is found', () => {
    const graph = new Map([
      ['genolists', new Set(['collaboration'])],
      ['collaboration', new Set(['auth', 'genolists'])],
      ['auth', new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([['genolists', 'collaboration']]);
  });
});
