import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { tokens } from '../../api/tokens';
import { offlineDb } from '../../offline/db';
import { getGenolistFrameQueryOptions } from './api/get-genolist-frame';
import { hasFrame } from './frame-mirror';
import { geneCriteria, geneView, parseGenolistSearch } from './genolist-search';

/**
 * With no network, once the app is idle after starting: the genolist the user opened last is read
 * from the mirror into the cache and handed to the genes worker, sorted as its table opens, and
 * its volcano placed, so opening it again (after a restart, on a train) waits for none of them.
 * One frame (≈ 3 MB for 60,000 genes), dropped with the query's `gcTime` if it is not opened;
 * another genolist opens as usual.
 */
export async function warmLastOpenedFrame(queryClient: QueryClient, userId: number): Promise<void> {
  if (onlineManager.isOnline()) return;
  const profile = await offlineDb().profiles.get(userId);
  const recent = Object.entries(profile?.framesOpenedAt ?? {}).sort(([, a], [, b]) => b - a);
  const last = recent[0] && Number(recent[0][0]);
  if (!last || !(await hasFrame(userId, last)) || tokens.getUserId() !== userId) return;
  const frame = await queryClient.fetchQuery(getGenolistFrameQueryOptions(last));
  // The worker's code is its own chunk, as the router warms it (src/app/router.tsx).
  const { selectInWorker, WORKER_MIN_GENES } = await import('./gene-worker');
  if (frame.n < WORKER_MIN_GENES) return;
  const view = geneView(parseGenolistSearch({}));
  await selectInWorker(frame, view.sort, view.dir, geneCriteria(view));
  // And its volcano at the default thresholds: coordinates, bins and point states, kept with the
  // frame (the GPU's positions are made from them in the scatter worker, src/gl/positions.ts).
  const [volcano, { DEFAULT_VOLCANO_FC, DEFAULT_VOLCANO_P }] = await Promise.all([
    import('./volcano/volcano-data'),
    import('./volcano/volcano-search'),
  ]);
  const coords = volcano.plotCoords(frame, 'volcano');
  const { bins } = volcano.plotBins(frame, DEFAULT_VOLCANO_P, DEFAULT_VOLCANO_FC);
  volcano.pointStates(bins, coords, null, volcano.SHOW_ALL);
}
