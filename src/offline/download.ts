import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { topDegs } from '../../workers/kernels/top-degs';
import {
  getGenolistExpressionQueryOptions,
  MAX_EXPRESSION_GENES,
} from '../features/genolists/api/get-expression';
import { getGeneNamesQueryOptions } from '../features/genolists/api/get-gene-names';
import { getGenolistQueryOptions } from '../features/genolists/api/get-genolist';
import { getGenolistFrameQueryOptions, keepFrameOffline } from '../features/genolists/api/get-genolist-frame';
import { getGenolistProjectQueryOptions } from '../features/genolists/api/get-genolist-project';
import { getGoValuesQueryOptions } from '../features/genolists/api/get-go-values';
import { getLevelsSamplesQueryOptions } from '../features/genolists/api/get-level-samples';
import { getReportAvailabilityQueryOptions } from '../features/genolists/api/get-report-availability';
import { rowsBySignificance } from '../features/genolists/boxplot/gene-picker';
import { getBoxplotDataQueryOptions, isNoExpression } from '../features/genolists/boxplot/get-boxplot-data';
import { getProjectQueryOptions } from '../features/projects/api/get-project';
import { getProjectCorrelationQueryOptions } from '../features/projects/api/get-project-correlation';
import { getProjectGenesDetectedQueryOptions } from '../features/projects/api/get-project-genes-detected';
import { getProjectGenolistsQueryOptions } from '../features/projects/api/get-project-genolists';
import { getProjectPcaQueryOptions } from '../features/projects/api/get-project-pca';
import { getProjectQualityQueryOptions } from '../features/projects/api/get-project-quality';
import { offlineDb, type PinRecord } from './db';
import { holdFrame } from './frame-mirror';
import { persistQuery } from './persist';

/** The box plot opens on the most significant genes: their expression is downloaded too. */
const BOXPLOT_GENES = 10;

export interface DownloadProgress {
  done: number;
  total: number;
}

interface Download {
  queryClient: QueryClient;
  userId: number;
  onProgress: (progress: DownloadProgress) => void;
  queryHashes: Set<string>;
  genolistIds: Set<number>;
  /** Lets the frames saved go back to eviction's reach once the copy is recorded. */
  releases: (() => void)[];
  bytes: number;
  done: number;
  total: number;
}

function step(download: Download): void {
  download.done += 1;
  download.onProgress({ done: download.done, total: download.total });
}

/** Fetches one answer afresh (the copy must be current) and saves it now. */
async function save<T, K extends QueryKey>(
  download: Download,
  options: FetchQueryOptions<T, Error, T, K>,
  optional?: (error: unknown) => boolean,
): Promise<T | undefined> {
  let data: T;
  try {
    data = await download.queryClient.fetchQuery({ ...options, staleTime: 0 });
  } catch (error) {
    // An answer the server has no data for (a gene with no expression) is a valid empty screen.
    if (!optional?.(error)) throw error;
    step(download);
    return undefined;
  }
  const hash = download.queryClient.getQueryCache().find({ queryKey: options.queryKey })?.queryHash;
  if (hash) {
    download.bytes += await persistQuery(download.queryClient, download.userId, hash);
    download.queryHashes.add(hash);
  }
  step(download);
  return data;
}

async function saveGenolist(download: Download, genolistId: number): Promise<void> {
  download.total += 8 + BOXPLOT_GENES;
  download.onProgress({ done: download.done, total: download.total });
  const genolist = await save(download, getGenolistQueryOptions(genolistId));
  // The samples card's source: the project, or the comparison's levels when the reader may see
  // this (public) genolist but not its project (SamplesCard.tsx).
  if (genolist?.project.visible) await save(download, getGenolistProjectQueryOptions(genolist.project.id));
  else if (genolist?.comparison)
    await save(
      download,
      getLevelsSamplesQueryOptions([
        genolist.comparison.main_factor.id,
        genolist.comparison.secondary_factor.id,
      ]),
    );
  else step(download);
  await save(download, getGoValuesQueryOptions(genolistId));
  await save(download, getReportAvailabilityQueryOptions(genolistId), () => true);
  // The frame goes to its own table (typed arrays) with its ETag, so the next visit online is a
  // 304; awaited so the copy is complete when we say so, and kept from eviction until pinned.
  download.releases.push(holdFrame(download.userId, genolistId));
  const frame = await download.queryClient.fetchQuery(getGenolistFrameQueryOptions(genolistId));
  download.bytes += await keepFrameOffline(download.userId, genolistId, frame);
  download.genolistIds.add(genolistId);
  step(download);
  await save(download, getGeneNamesQueryOptions(frame));
  const order = rowsBySignificance(frame);
  const genes = Array.from(order.subarray(0, BOXPLOT_GENES), (row) => frame.geneRefId[row] ?? 0);
  for (const gene of genes)
    await save(download, getBoxplotDataQueryOptions(genolistId, gene), isNoExpression);
  download.done += BOXPLOT_GENES - genes.length;
  step(download);
  // The heatmap's genes: every significant gene, most changed first, up to what one request holds.
  const degs = Array.from(
    topDegs(frame.log2fc, frame.padj, MAX_EXPRESSION_GENES),
    (row) => frame.geneRefId[row] ?? 0,
  );
  if (degs.length > 0)
    await save(download, getGenolistExpressionQueryOptions(download.queryClient, genolistId, degs));
  else step(download);
}

/**
 * Downloads everything the screens of a project (or of one genolist) need with no network, saves
 * it for the signed-in user, and records what it saved so it can be listed and removed.
 */
export async function makeAvailableOffline(
  queryClient: QueryClient,
  userId: number,
  target: { kind: 'project' | 'genolist'; id: number; name: string },
  onProgress: (progress: DownloadProgress) => void,
): Promise<PinRecord> {
  const downloadState: Download = {
    queryClient,
    userId,
    onProgress,
    queryHashes: new Set(),
    genolistIds: new Set(),
    releases: [],
    bytes: 0,
    done: 0,
    total: 0,
  };
  try {
    return await saveTarget(downloadState, target);
  } finally {
    for (const release of downloadState.releases) release();
  }
}

async function saveTarget(
  download: Download,
  target: { kind: 'project' | 'genolist'; id: number; name: string },
): Promise<PinRecord> {
  const { onProgress, userId } = download;
  if (target.kind === 'project') {
    download.total = 6;
    onProgress({ done: 0, total: download.total });
    await save(download, getProjectQueryOptions(target.id));
    const genolists = (await save(download, getProjectGenolistsQueryOptions(target.id))) ?? [];
    // A project with too few samples has no PCA or correlation: its screen says so.
    const absent = () => true;
    await save(download, getProjectQualityQueryOptions(target.id), absent);
    await save(download, getProjectPcaQueryOptions(target.id), absent);
    await save(download, getProjectCorrelationQueryOptions(target.id), absent);
    await save(download, getProjectGenesDetectedQueryOptions(target.id), absent);
    for (const genolist of genolists) await saveGenolist(download, genolist.id);
  } else {
    await saveGenolist(download, target.id);
  }
  const pin: PinRecord = {
    userId,
    kind: target.kind,
    targetId: target.id,
    name: target.name,
    savedAt: Date.now(),
    queryHashes: [...download.queryHashes],
    genolistIds: [...download.genolistIds],
    bytes: download.bytes,
  };
  await offlineDb().pins.put(pin);
  return pin;
}

/** Removes one offline copy, keeping what another copy of the same user still needs. */
export async function removeOffline(
  userId: number,
  kind: PinRecord['kind'],
  targetId: number,
): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.pins, db.queries, db.frames, async () => {
    const pins = await db.pins.where('userId').equals(userId).toArray();
    const removed = pins.find((pin) => pin.kind === kind && pin.targetId === targetId);
    if (!removed) return;
    const others = pins.filter((pin) => pin !== removed);
    const keptHashes = new Set(others.flatMap((pin) => pin.queryHashes));
    const keptFrames = new Set(others.flatMap((pin) => pin.genolistIds));
    await db.queries.bulkDelete(
      removed.queryHashes
        .filter((hash) => !keptHashes.has(hash))
        .map((hash): [number, string] => [userId, hash]),
    );
    await db.frames.bulkDelete(
      removed.genolistIds.filter((id) => !keptFrames.has(id)).map((id): [number, number] => [userId, id]),
    );
    await db.pins.delete([userId, kind, targetId]);
  });
}

/** "Remove all": the user's saved answers, frames and pins. Their outbox and profile stay. */
export async function removeAllOffline(userId: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.pins, db.queries, db.frames, async () => {
    await db.pins.where('userId').equals(userId).delete();
    await db.queries.where('userId').equals(userId).delete();
    await db.frames.where('userId').equals(userId).delete();
  });
}
