import { SourceMapConsumer, SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../scripts/compile-hints';

/** A built chunk as Vite hands it to generateBundle, with its source map as a separate file. */
function fakeBundle() {
  const code = 'const __vite__mapDeps=(i)=>i;\nexport function plot(){return 1}\n';
  const generator = new SourceMapGenerator({ file: 'assets/page.js' });
  generator.setSourceContent('src/page.ts', 'export function plot() {\n  return 1;\n}\n');
  // `plot` on the chunk's second line comes from the source's first line.
  generator.addMapping({
    generated: { line: 2, column: 16 },
    original: { line: 1, column: 16 },
    source: 'src/page.ts',
  });
  const map = generator.toJSON();
  return {
    'assets/page.js': { type: 'chunk', fileName: 'assets/page.js', code, map: { ...map } },
    'assets/page.js.map': { type: 'asset', fileName: 'assets/page.js.map', source: JSON.stringify(map) },
    'assets/style.css': { type: 'asset', fileName: 'assets/style.css', source: 'a{}' },
  };
}

function runPlugin(bundle: ReturnType<typeof fakeBundle>) {
  const hook = compileHints().generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: unknown) => void;
  };
  hook.handler({}, bundle);
  return hook;
}

describe('compile hints on built scripts', () => {
  it('puts the hint on the first line, above what other plugins prepended, after them', () => {
    const bundle = fakeBundle();
    const hook = runPlugin(bundle);
    expect(hook.order).toBe('post');
    const lines = bundle['assets/page.js'].code.split('\n');
    expect(lines[0]).toBe(COMPILE_HINT);
    expect(lines[1]).toBe('const __vite__mapDeps=(i)=>i;');
    expect(bundle['assets/style.css'].source).toBe('a{}');
  });

  /** Where `plot` of the built chunk comes from, by the chunk's map and by its .map file. */
  function originsOfPlot(bundle: ReturnType<typeof fakeBundle>) {
    const lines = bundle['assets/page.js'].code.split('\n');
    const line = lines.findIndex((text) => text.includes('function plot')) + 1;
    const column = (lines[line - 1] as string).indexOf('plot');
    return [bundle['assets/page.js'].map, JSON.parse(bundle['assets/page.js.map'].source)].map((map) =>
      new SourceMapConsumer(map).originalPositionFor({ line, column }),
    );
  }

  it('keeps the source map pointing at the same source', () => {
    const bundle = fakeBundle();
    runPlugin(bundle);
    for (const origin of originsOfPlot(bundle))
      expect(origin).toMatchObject({ source: 'src/page.ts', line: 1, column: 16 });
  });

  it('hints a script once, however often the bundle is written', () => {
    const bundle = fakeBundle();
    runPlugin(bundle);
    runPlugin(bundle);
    expect(bundle['assets/page.js'].code.split(COMPILE_HINT)).toHaveLength(2);
    for (const origin of originsOfPlot(bundle))
      expect(origin).toMatchObject({ source: 'src/page.ts', line: 1, column: 16 });
  });
});
