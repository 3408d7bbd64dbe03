import * as Comlink from 'comlink';
import type { ClusterWorkerApi } from '../../../workers/cluster.worker';
import type { GenesWorkerApi, PackedGeneColumns } from '../../../workers/genes.worker';
import type { GeneCriteria } from '../../../workers/kernels/genes-filter';
import { syntheticExpression } from '../../support/synthetic-expression';
import { syntheticColumns } from '../kernels';
import type { HclustEnginesApi } from './hclust-engines.worker';

/**
 * The app's own workers (workers/genes.worker.ts, workers/cluster.worker.ts) in Chromium, driven
 * through Comlink as the genolist page drives them: every time is a round trip seen from the main
 * thread (message out, kernel, answer back), and `blocked` is how long the main thread itself was
 * busy sending, which is what a user could feel.
 */

const genes = Comlink.wrap<GenesWorkerApi>(
  new Worker(new URL('../../../workers/genes.worker.ts', import.meta.url), { type: 'module' }),
);
const newClusterWorker = () =>
  new Worker(new URL('../../../workers/cluster.worker.ts', import.meta.url), { type: 'module' });
let clusterWorker = newClusterWorker();
let cluster = Comlink.wrap<ClusterWorkerApi>(clusterWorker);

const engines = Comlink.wrap<HclustEnginesApi>(
  new Worker(new URL('./hclust-engines.worker.ts', import.meta.url), { type: 'module' }),
);

const DEFAULT: GeneCriteria = { maxPadj: 0.05, minAbsLog2fc: Math.log2(1.5), regulation: 'all', search: '' };

function pack(n: number): { packed: PackedGeneColumns; transfer: ArrayBuffer[] } {
  const columns = syntheticColumns(n);
  const packed: PackedGeneColumns = {
    n,
    expression: columns.expression,
    log2fc: columns.log2fc,
    pvalue: columns.pvalue,
    padj: columns.padj,
    symbols: columns.searchKey.map((key) => key.split('\t')[0]).join('\n'),
    geneIds: columns.searchKey.map((key) => key.split('\t')[1]).join('\n'),
  };
  const transfer = [packed.expression, packed.log2fc, packed.pvalue, packed.padj].map(
    (column) => column.buffer as ArrayBuffer,
  );
  return { packed, transfer };
}

/** Round trip of `call`, and the main thread's own share of it (until the call returned its promise). */
async function timed(call: () => Promise<unknown>): Promise<{ total: number; blocked: number }> {
  const started = performance.now();
  const answer = call();
  const blocked = performance.now() - started;
  await answer;
  return { total: performance.now() - started, blocked };
}

async function repeat(runs: number, call: (run: number) => Promise<unknown>) {
  await call(-1);
  const total: number[] = [];
  const blocked: number[] = [];
  for (let run = 0; run < runs; run++) {
    const time = await timed(() => call(run));
    total.push(time.total);
    blocked.push(time.blocked);
  }
  return { total, blocked };
}

const bench = {
  /** Sending a frame of `n` genes: the number columns transferred, the search keys as one string. */
  load(n: number, runs: number) {
    const frames = Array.from({ length: runs + 1 }, () => pack(n));
    return repeat(runs, (run) => {
      const { packed, transfer } = frames[run + 1] as ReturnType<typeof pack>;
      return genes.load(run + 1, Comlink.transfer(packed, transfer));
    });
  },
  /** The table's default filter, the sort order kept from the previous request. */
  filter(runs: number) {
    return repeat(runs, (run) =>
      genes.select(1, 'padj', 'asc', { ...DEFAULT, maxPadj: run % 2 ? 0.05 : 0.01 }),
    );
  },
  /** A new sort key each time: sort, then filter. */
  sort(runs: number) {
    const keys = ['padj', 'log2fc', 'symbol'] as const;
    return repeat(runs, (run) =>
      genes.select(1, keys[(run + 3) % 3] as (typeof keys)[number], 'asc', DEFAULT),
    );
  },
  search(runs: number) {
    return repeat(runs, (run) =>
      genes.select(1, 'padj', 'asc', { ...DEFAULT, search: `gene${10 + (run % 9)}` }),
    );
  },
  topDegs(runs: number) {
    return repeat(runs, () => genes.topDegs(1, 50));
  },
  /** A new cluster worker, as the heatmap starts after a large job: nothing left of earlier jobs. */
  async freshClusterWorker() {
    clusterWorker.terminate();
    clusterWorker = newClusterWorker();
    cluster = Comlink.wrap<ClusterWorkerApi>(clusterWorker);
  },
  /** One heatmap job, untimed (its memory is measured from outside). */
  async heatmapOnce(rows: number, cols: number, clustering: 'hierarchical' | 'kmeans') {
    const values = syntheticExpression(rows, cols);
    await cluster.order(
      Comlink.transfer({ values, rows, cols, zScore: true, clustering, k: 5 }, [values.buffer]),
    );
  },
  /** Hierarchical clustering of genes alone with one engine, timed in its worker. */
  hclust(rows: number, cols: number, engine: 'javascript' | 'webassembly', runs: number) {
    return engines.time(rows, cols, engine, runs);
  },
  /** One heatmap job (z-score, cluster, order) with its values transferred there and the result back. */
  heatmap(rows: number, cols: number, clustering: 'hierarchical' | 'kmeans', runs: number) {
    const base = syntheticExpression(rows, cols);
    return repeat(runs, () => {
      const values = base.slice();
      return cluster.order(
        Comlink.transfer({ values, rows, cols, zScore: true, clustering, k: 5 }, [values.buffer]),
      );
    });
  },
};

declare global {
  interface Window {
    workersBench: typeof bench;
  }
}
window.workersBench = bench;
