import { i18n } from '../../lib/i18n';
import type { OfflineCopyRecipe } from '../../offline/download';
import { getProjectQueryOptions } from './api/get-project';
import { getProjectCorrelationQueryOptions } from './api/get-project-correlation';
import { getProjectGenesDetectedQueryOptions } from './api/get-project-genes-detected';
import { getProjectGenolistsQueryOptions } from './api/get-project-genolists';
import { getProjectPcaQueryOptions } from './api/get-project-pca';
import { getProjectQualityQueryOptions } from './api/get-project-quality';

/**
 * A project made available offline: its details, its genolists' list, its quality, PCA,
 * correlation and genes detected, then each of its genolists as the genolists' own recipe saves
 * it (by kind: this feature does not reach into that one).
 */
export const projectOfflineCopy: OfflineCopyRecipe = {
  kind: 'project',
  detailKey: (id) => getProjectQueryOptions(id).queryKey,
  kindLabel: () => i18n.t('offline:storage.kinds.project'),
  async save(copy, id) {
    copy.expect(6);
    await copy.save(getProjectQueryOptions(id));
    const genolists = (await copy.save(getProjectGenolistsQueryOptions(id))) ?? [];
    // A project with too few samples has no PCA or correlation: its screen says so.
    const absent = () => true;
    await copy.save(getProjectQualityQueryOptions(id), absent);
    await copy.save(getProjectPcaQueryOptions(id), absent);
    await copy.save(getProjectCorrelationQueryOptions(id), absent);
    await copy.save(getProjectGenesDetectedQueryOptions(id), absent);
    for (const genolist of genolists) await copy.include('genolist', genolist.id);
  },
};
