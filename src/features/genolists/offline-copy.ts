import { topDegs } from '../../../workers/kernels/top-degs';
import { GENOLISTS_KEY } from '../../api/query-keys';
import { i18n } from '../../lib/i18n';
import type { OfflineCopy, OfflineCopyRecipe } from '../../offline/download';
import { getGenolistExpressionQueryOptions, MAX_EXPRESSION_GENES } from './api/get-expression';
import { getGeneNamesQueryOptions } from './api/get-gene-names';
import { getGenolistQueryOptions } from './api/get-genolist';
import { getGenolistFrameQueryOptions, keepFrameOffline } from './api/get-genolist-frame';
import { getGenolistProjectQueryOptions } from './api/get-genolist-project';
import { getGoValuesQueryOptions } from './api/get-go-values';
import { getLevelsSamplesQueryOptions } from './api/get-level-samples';
import { getReportAvailabilityQueryOptions } from './api/get-report-availability';
import { genolistKeys } from './api/keys';
import { rowsBySignificance } from './boxplot/gene-picker';
import { getBoxplotDataQueryOptions, isNoExpression } from './boxplot/get-boxplot-data';
import { holdFrame } from './frame-mirror';

/** The frames' answers: kept in the offline store's frames table (./frame-mirror.ts), not the query mirror. */
export const FRAME_QUERIES = [...GENOLISTS_KEY, 'frame'] as const;

/** The box plot opens on the most significant genes: their expression is downloaded too. */
const BOXPLOT_GENES = 10;

/**
 * A genolist made available offline (alone, or with its project): its details, the samples
 * card's source, its GO values, its report's availability, its frame (in the frames table, with
 * its ETag, so the next visit online is a 304), the box plot's first genes and the heatmap's.
 */
async function saveGenolist(copy: OfflineCopy, genolistId: number): Promise<void> {
  copy.expect(8 + BOXPLOT_GENES);
  const genolist = await copy.save(getGenolistQueryOptions(genolistId));
  // The samples card's source: the project, or the comparison's levels when the reader may see
  // this (public) genolist but not its project (SamplesCard.tsx).
  if (genolist?.project.visible) await copy.save(getGenolistProjectQueryOptions(genolist.project.id));
  else if (genolist?.comparison)
    await copy.save(
      getLevelsSamplesQueryOptions([
        genolist.comparison.main_factor.id,
        genolist.comparison.secondary_factor.id,
      ]),
    );
  else copy.step();
  await copy.save(getGoValuesQueryOptions(genolistId));
  await copy.save(getReportAvailabilityQueryOptions(genolistId), () => true);
  // Awaited so the copy is complete when we say so, and kept from eviction until pinned.
  copy.whenRecorded(holdFrame(copy.userId, genolistId));
  const frame = await copy.queryClient.fetchQuery(getGenolistFrameQueryOptions(genolistId));
  copy.keptFrame(genolistId, await keepFrameOffline(copy.userId, genolistId, frame));
  copy.step();
  await copy.save(getGeneNamesQueryOptions(frame));
  const order = rowsBySignificance(frame);
  const genes = Array.from(order.subarray(0, BOXPLOT_GENES), (row) => frame.geneRefId[row] ?? 0);
  for (const gene of genes) await copy.save(getBoxplotDataQueryOptions(genolistId, gene), isNoExpression);
  copy.step(BOXPLOT_GENES - genes.length + 1);
  // The heatmap's genes: every significant gene, most changed first, up to what one request holds.
  const degs = Array.from(
    topDegs(frame.log2fc, frame.padj, MAX_EXPRESSION_GENES),
    (row) => frame.geneRefId[row] ?? 0,
  );
  if (degs.length > 0) await copy.save(getGenolistExpressionQueryOptions(copy.queryClient, genolistId, degs));
  else copy.step();
}

export const genolistOfflineCopy: OfflineCopyRecipe = {
  kind: 'genolist',
  detailKey: (id) => genolistKeys.detail(id),
  kindLabel: () => i18n.t('offline:storage.kinds.genolist'),
  save: saveGenolist,
};
