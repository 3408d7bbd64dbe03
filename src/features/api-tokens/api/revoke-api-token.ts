import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { apiTokensKey } from './get-api-tokens';

export function revokeApiToken(id: number): Promise<unknown> {
  return unwrap(client.DELETE('/api/users/me/api-tokens/{id}/', { params: { path: { id } } }));
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
