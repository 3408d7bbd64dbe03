import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  type FavoriteAnswer,
  type FavoriteRecipe,
  type FavoriteTransport,
  favoriteMutationOptions,
  favoriteNotice,
} from '../../../src/offline/favorite-toggle';

interface Item {
  id: number;
  name: string;
  is_favorite: boolean;
}

const LIST = ['items', 'list'];
const OTHER = ['other'];

function setup(request: (id: number) => Promise<FavoriteAnswer>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const refreshed: string[] = [];
  const recipe: FavoriteRecipe = {
    mutationKey: ['items', 'toggle-favorite'],
    outboxKind: 'item-favorite',
    request,
    shown: { queryKey: ['items'] },
    withStar: (data, id, favorite) =>
      (data as Item[]).map((item) => (item.id === id ? { ...item, is_favorite: favorite } : item)),
    refresh: async () => {
      refreshed.push('refreshed');
    },
  };
  queryClient.setQueryData<Item[]>(LIST, [
    { id: 1, name: 'A', is_favorite: false },
    { id: 2, name: 'B', is_favorite: true },
  ]);
  queryClient.setQueryData(OTHER, 'untouched');
  return { queryClient, recipe, refreshed };
}

const online: FavoriteTransport = async (_change, _label, send) => ({ answer: await send(), queued: false });
const stars = (queryClient: QueryClient) =>
  queryClient.getQueryData<Item[]>(LIST)?.map((item) => item.is_favorite);
const target = { id: 1, name: 'A', is_favorite: false };

describe('favoriteMutationOptions', () => {
  it('shows the star asked for before the server answers, then the answer', async () => {
    let answer: (value: FavoriteAnswer) => void = () => {};
    const { queryClient, recipe, refreshed } = setup(() => new Promise((resolve) => (answer = resolve)));
    const observer = new MutationObserver(queryClient, favoriteMutationOptions(queryClient, recipe, online));
    const done = observer.mutate({ target, favorite: true });
    await vi.waitFor(() => expect(stars(queryClient)?.[0]).toBe(true));
    expect(stars(queryClient)).toEqual([true, true]);
    answer({ is_favorite: true, message: 'Added' });
    await done;
    expect(stars(queryClient)).toEqual([true, true]);
    expect(queryClient.getQueryData(OTHER)).toBe('untouched');
    expect(refreshed).toEqual(['refreshed']);
  });

  it('puts the cached answers back when the server refuses', async () => {
    const { queryClient, recipe, refreshed } = setup(() => Promise.reject(new Error('500')));
    const observer = new MutationObserver(queryClient, favoriteMutationOptions(queryClient, recipe, online));
    await expect(observer.mutate({ target, favorite: true })).rejects.toThrow('500');
    expect(stars(queryClient)).toEqual([false, true]);
    expect(refreshed).toEqual(['refreshed']);
  });

  it('hands the outbox the change, the name and the state asked for', async () => {
    const { queryClient, recipe } = setup(() => Promise.reject(new Error('not called offline')));
    const seen: unknown[] = [];
    const offline: FavoriteTransport = async (change, label, _send, queued) => {
      seen.push(change, label);
      return { answer: queued(), queued: true };
    };
    const observer = new MutationObserver(queryClient, favoriteMutationOptions(queryClient, recipe, offline));
    const sent = await observer.mutate({ target: { id: 2, name: 'B', is_favorite: true }, favorite: false });
    expect(seen).toEqual([{ kind: 'item-favorite', targetId: 2, favorite: false }, 'B']);
    expect(sent).toEqual({ answer: { is_favorite: false, message: '' }, queued: true });
    expect(stars(queryClient)).toEqual([false, false]);
  });
});

describe('favoriteNotice', () => {
  it('says what changed, or that the change waits in the outbox', () => {
    expect(favoriteNotice({ answer: { is_favorite: true, message: '' }, queued: false })).toEqual({
      tone: 'success',
      title: 'favorite.added',
      message: 'favorite.addedMessage',
    });
    expect(favoriteNotice({ answer: { is_favorite: false, message: '' }, queued: false }).message).toBe(
      'favorite.removedMessage',
    );
    expect(favoriteNotice({ answer: { is_favorite: false, message: '' }, queued: true })).toEqual({
      tone: 'queued',
      title: 'favorite.removed',
      message: 'offline:outbox.queued',
    });
  });
});
