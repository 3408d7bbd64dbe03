import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../../../../src/api/client';
import { ApiError } from '../../../../../src/api/errors';
import { getNotificationCount } from '../../../../../src/features/notifications/api/get-notification-count';

afterEach(() => vi.restoreAllMocks());

function answer(status: number, data: unknown, etag: string | null) {
  const headers = etag ? { etag } : undefined;
  // A 304 has no body (the Response constructor refuses one).
  return {
    data,
    error: undefined,
    response: new Response(status === 304 ? null : '{}', { status, headers }),
  };
}

describe("the bell's unread count", () => {
  it('asks with the last ETag, and keeps the last count when the server answers 304', async () => {
    const get = vi
      .spyOn(client, 'GET')
      .mockResolvedValueOnce(answer(200, { count: 2, total: 5 }, 'W/"n-2-5"') as never)
      .mockResolvedValueOnce(answer(304, undefined, 'W/"n-2-5"') as never)
      .mockResolvedValueOnce(answer(200, { count: 3, total: 6 }, 'W/"n-3-6"') as never);
    const first = await getNotificationCount(undefined);
    expect(first).toEqual({ count: 2, total: 5, etag: 'W/"n-2-5"' });
    expect(await getNotificationCount(first)).toBe(first);
    expect(await getNotificationCount(first)).toEqual({ count: 3, total: 6, etag: 'W/"n-3-6"' });
    const headers = get.mock.calls.map(
      (call) => (call as unknown[])[1] as { headers: Record<string, string> },
    );
    expect(headers.map((init) => init.headers['If-None-Match'])).toEqual([
      undefined,
      'W/"n-2-5"',
      'W/"n-2-5"',
    ]);
  });

  it('fails with the API error when the server refuses', async () => {
    vi.spyOn(client, 'GET').mockResolvedValueOnce({
      data: undefined,
      error: { detail: 'no' },
      response: new Response('{}', { status: 401 }),
    } as never);
    await expect(getNotificationCount(undefined)).rejects.toBeInstanceOf(ApiError);
  });
});
