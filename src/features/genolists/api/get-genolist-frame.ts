import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { ApiError, apiErrorFromResponse, isAbort, networkError } from '../../../api/errors';
import { tokens } from '../../../api/tokens';
import { whenIdle } from '../../../lib/when-idle';
import {
  evictVisitedFrames,
  frameBytes,
  hasFrame,
  noteFrameOpened,
  readFrame,
  saveFrame,
  touchFrame,
} from '../frame-mirror';
import { type GeneFrame, packGeneFrame, toGeneFrame } from '../gene-frame';
import { genolistKeys } from './keys';

async function fetchFrame(
  id: number,
  etag: string | null,
  signal: AbortSignal | undefined,
): Promise<{ frame: GeneFrame; etag: string | null } | 'not-modified'> {
  const call = () =>
    client.GET('/api/genolists/{id}/frame', {
      params: { path: { id } },
      signal,
      headers: etag ? { 'If-None-Match': etag } : {},
    });
  let result: Awaited<ReturnType<typeof call>>;
  try {
    result = await call();
  } catch (error) {
    throw error instanceof ApiError || isAbort(error) ? error : networkError(error);
  }
  const { data, error, response } = result;
  if (response.status === 304) return 'not-modified';
  if (!response.ok || !data) throw apiErrorFromResponse(response, error);
  return { frame: toGeneFrame(data), etag: response.headers.get('etag') };
}

/** The ETag each frame object was answered or read with: the mirror keeps it with the frame. */
const etags = new WeakMap<GeneFrame, string | null>();

/** The ETag `frame` was answered or read with (null when unknown): what derives from it keys on it. */
export function frameEtagOf(frame: GeneFrame): string | null {
  return etags.get(frame) ?? null;
}

/** What the mirror holds for each user and genolist, as far as this tab wrote or read it. */
const mirroredEtag = new Map<string, string | null>();

const keyOf = (userId: number, id: number) => `${userId}:${id}`;

/**
 * Writes to one user's frame of one genolist run one after the other, in the order asked: a
 * visit's idle save and a download's save never interleave, and a later one never lands first.
 */
const writes = new Map<string, Promise<unknown>>();
function serialised<T>(key: string, write: () => Promise<T>): Promise<T> {
  const run = (writes.get(key) ?? Promise.resolve()).catch(() => undefined).then(write);
  writes.set(key, run);
  void run
    .catch(() => undefined)
    .finally(() => {
      if (writes.get(key) === run) writes.delete(key);
    });
  return run;
}

/** Frames downloaded on a visit, waiting for the main thread to be idle to be mirrored. */
const idleSaves = new Map<string, GeneFrame>();

/** A visit's frame: mirrored with its ETag, noted as opened, and the oldest visits evicted. */
function mirrorVisit(userId: number, id: number, frame: GeneFrame): Promise<void> {
  const key = keyOf(userId, id);
  return serialised(key, async () => {
    const etag = etags.get(frame) ?? null;
    await saveFrame(userId, id, etag, frame);
    mirroredEtag.set(key, etag);
    await noteFrameOpened(userId, id);
    await evictVisitedFrames(userId);
  });
}

function scheduleVisitSave(userId: number, id: number, frame: GeneFrame): void {
  const key = keyOf(userId, id);
  idleSaves.set(key, frame);
  // Storing clones the whole frame on the main thread: after the screen has shown it.
  whenIdle(() => {
    if (idleSaves.get(key) !== frame) return;
    idleSaves.delete(key);
    void mirrorVisit(userId, id, frame).catch(() => undefined);
  });
}

/**
 * The whole genolist column by column (server/genolists/FRAME.md), as typed columns. Every frame
 * opened is mirrored in IndexedDB for the signed-in user: offline it is read from there (one
 * record), online it is revalidated with its ETag (a 304 costs no transfer). 49,506 genes are
 * ≈ 660 kB compressed. The mirror keeps the most recently opened (../frame-mirror.ts).
 */
export async function getGenolistFrame(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GeneFrame> {
  const userId = tokens.getUserId();
  // A browser refusing IndexedDB (private mode) still shows the genolist, online.
  const mirrored = userId === null ? undefined : await readFrame(userId, id).catch(() => undefined);
  if (mirrored) {
    etags.set(mirrored.frame, mirrored.etag);
    if (userId !== null) mirroredEtag.set(keyOf(userId, id), mirrored.etag);
  }
  const opened = () => {
    if (userId !== null) whenIdle(() => void noteFrameOpened(userId, id).catch(() => undefined));
  };
  if (mirrored && !onlineManager.isOnline()) {
    opened();
    return mirrored.frame;
  }
  let answer: Awaited<ReturnType<typeof fetchFrame>>;
  try {
    answer = await fetchFrame(id, mirrored?.etag ?? null, signal);
  } catch (error) {
    if (mirrored && error instanceof ApiError && error.status === 0) {
      opened();
      return mirrored.frame;
    }
    throw error;
  }
  if (answer === 'not-modified' && mirrored) {
    // Rewriting the record to move its date is a copy of the whole frame: when the page is idle.
    if (userId !== null)
      whenIdle(() => void serialised(keyOf(userId, id), () => touchFrame(userId, id)).catch(() => undefined));
    opened();
    return mirrored.frame;
  }
  if (answer === 'not-modified') throw new ApiError('Not Modified', 304, undefined);
  etags.set(answer.frame, answer.etag);
  if (userId !== null) scheduleVisitSave(userId, id, answer.frame);
  return answer.frame;
}

/**
 * Makes sure the mirror holds `frame` (as the genolist's query answered it) with the ETag it came
 * with, now: "Available offline" waits for it. A visit's save still waiting for idle time is done
 * at once instead; a copy already saved with the same ETag is kept as it is. Answers its size.
 */
export function keepFrameOffline(userId: number, id: number, frame: GeneFrame): Promise<number> {
  const key = keyOf(userId, id);
  const visit = idleSaves.get(key) === frame;
  if (visit) idleSaves.delete(key);
  return serialised(key, async () => {
    const etag = etags.get(frame) ?? null;
    const current =
      etag !== null &&
      mirroredEtag.has(key) &&
      mirroredEtag.get(key) === etag &&
      (await hasFrame(userId, id));
    const bytes = current ? frameBytes(packGeneFrame(frame)) : await saveFrame(userId, id, etag, frame);
    mirroredEtag.set(key, etag);
    if (visit) await noteFrameOpened(userId, id);
    return bytes;
  });
}

export function getGenolistFrameQueryOptions(id: number) {
  return queryOptions({
    queryKey: genolistKeys.frame(id),
    queryFn: ({ signal }) => getGenolistFrame(id, { signal }),
    // The mirror answers with no network: the query must run offline instead of pausing.
    networkMode: 'offlineFirst',
    // Loaded once a visit: a genolist's values change only when it is imported again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    // Typed columns: nothing to share with a previous copy, and comparing 50,000 items is waste.
    structuralSharing: false,
    // As the genolist's details: the route's loader asks, the screen mounting does not ask again.
    retryOnMount: false,
  });
}

export function useGenolistFrame(id: number, enabled = true) {
  return useQuery({ ...getGenolistFrameQueryOptions(id), enabled });
}
