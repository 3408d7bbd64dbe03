import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { apiTokensKey } from './get-api-tokens';

export type ApiTokenCreate = components['schemas']['ApiTokenCreate'];
export type ApiTokenCreated = components['schemas']['ApiTokenCreated'];

export function createApiToken(body: ApiTokenCreate): Promise<ApiTokenCreated> {
  return unwrap(client.POST('/api/users/me/api-tokens/', { body }));
}

/** The answer holds the secret, shown once: it is handed to the caller, never cached. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
