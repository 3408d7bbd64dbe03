import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { offlineDb } from '../../offline/db';
import { getProjectQueryOptions, type Project } from './api/get-project';
import { getProjectGenolistsQueryOptions, type ProjectGenolist } from './api/get-project-genolists';
import { getProjectPcaQueryOptions, type PcaResult } from './api/get-project-pca';
import { getProjectQualityQueryOptions, type QualityResult } from './api/get-project-quality';

/** The answers of the project's offline copy the report is drawn from. */
export interface SavedProject {
  /** With its samples and comparisons (?extended=true). */
  project: Project;
  genolists: ProjectGenolist[];
  /** Absent when the project has too few samples for them, as on the server. */
  quality: QualityResult | undefined;
  pca: PcaResult | undefined;
}

/**
 * The answers of a project made available offline on this device, as its recipe saved them
 * (offline-copy.ts): the cache's when it still holds them (newer, or restored from the disk at
 * the start), else the disk's. Null when the user did not make the project available offline:
 * an answer merely seen online may lack its neighbours (a PCA never opened), and the report
 * would then call absent what was only never fetched.
 */
export async function readSavedProject(
  queryClient: QueryClient,
  userId: number,
  id: number,
): Promise<SavedProject | null> {
  const db = offlineDb();
  if (!(await db.pins.get([userId, 'project', id]))) return null;
  const answer = async <T>(queryKey: QueryKey): Promise<T | undefined> => {
    const cached = queryClient.getQueryData<T>(queryKey);
    if (cached !== undefined) return cached;
    const record = await db.queries.get([userId, hashKey(queryKey)]);
    return record?.query.state.data as T | undefined;
  };
  const [project, genolists, quality, pca] = await Promise.all([
    answer<SavedProject['project']>(getProjectQueryOptions(id).queryKey),
    answer<SavedProject['genolists']>(getProjectGenolistsQueryOptions(id).queryKey),
    answer<SavedProject['quality']>(getProjectQualityQueryOptions(id).queryKey),
    answer<SavedProject['pca']>(getProjectPcaQueryOptions(id).queryKey),
  ]);
  return project && genolists ? { project, genolists, quality, pca } : null;
}
