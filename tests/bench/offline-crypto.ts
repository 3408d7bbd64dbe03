/**
 * What sealing each user's offline copy costs (AES-256-GCM through WebCrypto, src/offline/
 * sealed-records.ts), measured in headless Chromium with the app's own code on the page
 * tests/bench/browser/offline-crypto.html: the mirrored frame of a 60,000-gene genolist read as
 * an opening reads it, against the same record kept in clear and against the clear record frames
 * had before they were sealed, which also stored the rows' search keys (budget: ≤ 10 ms more),
 * its write, the saved answers put back at a sign-in or a start, and the password's derivation
 * (PBKDF2-SHA-256) a sign-in waits for. Clear and sealed runs alternate.
 */
import { openBenchPage } from './browser-page';
import { stats } from './measure';
import type { BenchRow } from './run';

const QUICK = Boolean(process.env.BENCH_QUICK);
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 9 : 21));
const GENES = 60_000;
const ANSWERS = 300;

const ms = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

function compare(
  name: string,
  times: { clear: number[]; sealed: number[] },
  budget: string | null,
): BenchRow {
  const clear = stats(times.clear);
  const sealed = stats(times.sealed);
  return {
    name,
    runs: times.sealed.length,
    clear_median_ms: ms(clear.median),
    sealed_median_ms: ms(sealed.median),
    added_ms: ms(sealed.median - clear.median),
    sealed_p95_ms: ms(sealed.p95),
    budget,
  };
}

export async function benchSealedCopy(): Promise<BenchRow[]> {
  const { page, close } = await openBenchPage('offline-crypto.html', () => 'offlineCryptoBench' in window);
  try {
    const frame = await page.evaluate(([n, runs]) => window.offlineCryptoBench.frame(n, runs), [
      GENES,
      RUNS,
    ] as const);
    const stages = await page.evaluate((runs) => window.offlineCryptoBench.stages(runs), RUNS);
    const answers = await page.evaluate(([count, runs]) => window.offlineCryptoBench.answers(count, runs), [
      ANSWERS,
      RUNS,
    ] as const);
    const derive = await page.evaluate((runs) => window.offlineCryptoBench.derive(runs), Math.min(RUNS, 7));
    const derived = stats(derive);
    const stage = (part: string) => ms(stats(stages[part] ?? []).median);
    return [
      compare(`sealed copy: open the mirrored frame (${GENES / 1000}k genes)`, frame.read, '≤ 10 ms more'),
      compare(
        `sealed copy: open the mirrored frame (${GENES / 1000}k genes), against the clear frame as stored before sealing (search keys stored)`,
        frame.readBefore,
        '≤ 10 ms more',
      ),
      {
        name: `sealed copy: the sealed read's stages, IndexedDB ${stage('idb')} · AES-GCM ${stage('decrypt')} · decode ${stage('decode')} · unpack ${stage('unpack')} ms`,
        runs: RUNS,
        clear_median_ms: null,
        sealed_median_ms: null,
        added_ms: null,
        sealed_p95_ms: null,
        budget: null,
      },
      compare(`sealed copy: save the mirrored frame (${GENES / 1000}k genes)`, frame.write, null),
      compare(`sealed copy: put back ${ANSWERS} saved answers (sign-in, start)`, answers.read, null),
      {
        name: 'sealed copy: password key, PBKDF2-SHA-256 600,000 rounds (each sign-in)',
        runs: derive.length,
        clear_median_ms: null,
        sealed_median_ms: ms(derived.median),
        added_ms: ms(derived.median),
        sealed_p95_ms: ms(derived.p95),
        budget: 'runs while the server answers',
      },
    ];
  } finally {
    await close();
  }
}
