import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { offlineDb, type PinRecord } from './db';
import { persistQuery } from './persist';

/**
 * "Available offline": a copy of everything the screens of one item (a project, a genolist) need
 * with no network, made by the recipe its feature registered for that kind of item
 * (src/app/offline-registrations.ts), saved for the signed-in user and recorded as a pin so it
 * can be listed, updated and removed.
 */

export interface DownloadProgress {
  done: number;
  total: number;
}

/** What a recipe makes its copy with: each answer it saves is one step of the progress bar. */
export interface OfflineCopy {
  queryClient: QueryClient;
  userId: number;
  /** Announces `steps` more steps: the progress bar's total grows. */
  expect(steps: number): void;
  /** Counts `steps` done (a step with nothing to save counts too, so the bar reaches its end). */
  step(steps?: number): void;
  /**
   * Fetches one answer afresh (the copy must be current) and saves it now. `optional` tells an
   * error that only means "no data" (a valid empty screen): that step is then done, unsaved.
   */
  save<T, K extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, K>,
    optional?: (error: unknown) => boolean,
  ): Promise<T | undefined>;
  /** A frame the recipe saved to the frames table itself: the copy keeps it, and counts its bytes. */
  keptFrame(genolistId: number, bytes: number): void;
  /** `release` runs once the copy is recorded, or has failed (a frame held from eviction meanwhile). */
  whenRecorded(release: () => void): void;
  /** Saves, inside this copy, the copy of another item (a project's genolists), by its kind's recipe. */
  include(kind: string, id: number): Promise<void>;
}

/** How a feature makes one kind of item available offline. */
export interface OfflineCopyRecipe {
  kind: string;
  /** The query of the item's details: when it was fetched is from when the screen's copy dates. */
  detailKey(id: number): QueryKey;
  /** What the item is, for the user, in the lists of copies ("Project"). */
  kindLabel(): string;
  /** Saves what the item's screens need, through `copy`. */
  save(copy: OfflineCopy, id: number): Promise<void>;
}

const recipes = new Map<string, OfflineCopyRecipe>();

/** Registers how items of `recipe.kind` are made available offline; a kind has one recipe. */
export function registerOfflineCopy(recipe: OfflineCopyRecipe): void {
  if (recipes.has(recipe.kind)) throw new Error(`offline copy: "${recipe.kind}" already has a recipe`);
  recipes.set(recipe.kind, recipe);
}

/** The recipe of `kind`; an item no feature registered cannot be made available offline. */
export function offlineCopyRecipe(kind: string): OfflineCopyRecipe {
  const recipe = recipes.get(kind);
  if (!recipe) throw new Error(`offline copy: no recipe is registered for "${kind}"`);
  return recipe;
}

/** What a copy of `kind` is, for the user; a kind no feature registers any more is named as stored. */
export function copyKindLabel(kind: string): string {
  return recipes.get(kind)?.kindLabel() ?? kind;
}

interface CopyState {
  queryHashes: Set<string>;
  genolistIds: Set<number>;
  releases: (() => void)[];
  bytes: number;
  done: number;
  total: number;
}

async function saveAnswer<T, K extends QueryKey>(
  copy: OfflineCopy,
  state: CopyState,
  options: FetchQueryOptions<T, Error, T, K>,
  optional?: (error: unknown) => boolean,
): Promise<T | undefined> {
  let data: T;
  try {
    data = await copy.queryClient.fetchQuery({ ...options, staleTime: 0 });
  } catch (error) {
    if (!optional?.(error)) throw error;
    copy.step();
    return undefined;
  }
  const hash = copy.queryClient.getQueryCache().find({ queryKey: options.queryKey })?.queryHash;
  if (hash) {
    state.bytes += await persistQuery(copy.queryClient, copy.userId, hash);
    state.queryHashes.add(hash);
  }
  copy.step();
  return data;
}

function startCopy(
  queryClient: QueryClient,
  userId: number,
  onProgress: (progress: DownloadProgress) => void,
): { copy: OfflineCopy; state: CopyState } {
  const state: CopyState = {
    queryHashes: new Set(),
    genolistIds: new Set(),
    releases: [],
    bytes: 0,
    done: 0,
    total: 0,
  };
  const progress = () => onProgress({ done: state.done, total: state.total });
  const copy: OfflineCopy = {
    queryClient,
    userId,
    expect(steps) {
      state.total += steps;
      progress();
    },
    step(steps = 1) {
      state.done += steps;
      progress();
    },
    save: (options, optional) => saveAnswer(copy, state, options, optional),
    keptFrame(genolistId, bytes) {
      state.bytes += bytes;
      state.genolistIds.add(genolistId);
    },
    whenRecorded(release) {
      state.releases.push(release);
    },
    include(kind, id) {
      return offlineCopyRecipe(kind).save(copy, id);
    },
  };
  return { copy, state };
}

/**
 * Downloads everything the screens of `target` need with no network, saves it for the signed-in
 * user, and records what it saved so it can be listed and removed.
 */
export async function makeAvailableOffline(
  queryClient: QueryClient,
  userId: number,
  target: { kind: string; id: number; name: string },
  onProgress: (progress: DownloadProgress) => void,
): Promise<PinRecord> {
  const { copy, state } = startCopy(queryClient, userId, onProgress);
  try {
    await copy.include(target.kind, target.id);
    const pin: PinRecord = {
      userId,
      kind: target.kind,
      targetId: target.id,
      name: target.name,
      savedAt: Date.now(),
      queryHashes: [...state.queryHashes],
      genolistIds: [...state.genolistIds],
      bytes: state.bytes,
    };
    await offlineDb().pins.put(pin);
    return pin;
  } finally {
    for (const release of state.releases) release();
  }
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
