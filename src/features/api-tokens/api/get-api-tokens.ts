import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type ApiToken = components['schemas']['ApiToken'];

export const apiTokensKey = ['api-tokens'] as const;

export async function getApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return unwrap(client.GET('/api/users/me/api-tokens/', { signal }));
}

export const apiTokensQuery = () =>
  queryOptions({ queryKey: apiTokensKey, queryFn: ({ signal }) => getApiTokens(signal) });

export function useApiTokens(enabled = true) {
  return useQuery({ ...apiTokensQuery(), enabled });
}
