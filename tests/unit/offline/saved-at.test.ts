import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { oldestShownAt } from '../../../src/offline/saved-at';

/** A query answered at `at`, as restored from the offline copy; observed like a mounted screen's. */
function shown(queryClient: QueryClient, queryKey: readonly unknown[], at: number) {
  queryClient.setQueryData(queryKey, { at }, { updatedAt: at });
  return new QueryObserver(queryClient, { queryKey, queryFn: () => ({ at }), enabled: false }).subscribe(
    () => {},
  );
}

describe('from when a screen’s saved data dates', () => {
  it('is the oldest answer the screen shows among its queries', () => {
    const queryClient = new QueryClient();
    const stop = [
      shown(queryClient, ['projects', 'mine', 'page', { page: 1 }], 3000),
      shown(queryClient, ['genolists', 'mine'], 2000),
      shown(queryClient, ['auth', 'me'], 1000),
    ];
    expect(
      oldestShownAt(queryClient, [
        ['projects', 'mine'],
        ['genolists', 'mine'],
      ]),
    ).toBe(2000);
    expect(oldestShownAt(queryClient, [['projects', 'mine']])).toBe(3000);
    for (const unsubscribe of stop) unsubscribe();
  });

  it('ignores answers no mounted screen shows, and says nothing when there are none', () => {
    const queryClient = new QueryClient();
    // Another page of the list, saved earlier but not on screen.
    queryClient.setQueryData(['projects', 'mine', 'page', { page: 2 }], { at: 500 }, { updatedAt: 500 });
    expect(oldestShownAt(queryClient, [['projects', 'mine']])).toBeUndefined();
    const unsubscribe = shown(queryClient, ['projects', 'mine', 'page', { page: 1 }], 4000);
    expect(oldestShownAt(queryClient, [['projects', 'mine']])).toBe(4000);
    unsubscribe();
  });
});
