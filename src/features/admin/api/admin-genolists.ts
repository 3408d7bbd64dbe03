import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type AdminGenolist = components['schemas']['Genolist'];
export type GenolistUpdate = components['schemas']['GenolistUpdate'];

const genolistsKey = ['admin', 'genolists'] as const;

/** Every gene list of the installation, for the console's gene lists tab (filtered and paged here). */
export function useAllGenolists() {
  return useQuery({
    queryKey: genolistsKey,
    queryFn: ({ signal }) => unwrap(client.GET('/api/genolists/', { signal })),
  });
}

/** As for projects: a staff change shows on every screen, so every cached answer is asked again. */
export function useUpdateGenolist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GenolistUpdate }) =>
      unwrap(client.PUT('/api/genolists/{id}/', { params: { path: { id } }, body })),
    onSuccess: (genolist) => {
      queryClient.setQueryData<AdminGenolist[]>(genolistsKey, (rows) =>
        rows?.map((row) => (row.id === genolist.id ? genolist : row)),
      );
      void queryClient.invalidateQueries();
    },
  });
}

export function useDeleteGenolist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(client.DELETE('/api/genolists/{id}/', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdminGenolist[]>(genolistsKey, (rows) => rows?.filter((row) => row.id !== id));
      void queryClient.invalidateQueries();
    },
  });
}
