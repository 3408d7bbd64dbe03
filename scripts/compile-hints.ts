import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): the functions of a script whose first line
 * this is are compiled with the script, on the thread that streams it, and the code cache the
 * service worker's precache keeps holds them all. Without it each function is compiled on the
 * main thread the first time it runs after a browser restart: 130 of them when a genolist opens
 * on its volcano, ≈ 15 ms of a 120 ms opening (tests/bench/offline.ts, cold). V8 honours it only
 * before the script's first function, so it goes above the preload helper Vite puts there.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A script with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map's mappings for its script one line lower (an empty first line prepended). */
export function mappingsOneLineLower(mappings: string): string {
  return `;${mappings}`;
}

/** Puts the hint on every script of the build, after every other plugin has written them. */
export function compileHints(): Plugin {
  return {
    name: 'genoapp:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const code = withCompileHint(chunk.code);
          if (code === chunk.code) continue;
          chunk.code = code;
          if (chunk.map) chunk.map.mappings = mappingsOneLineLower(chunk.map.mappings);
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = mappingsOneLineLower(map.mappings);
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
