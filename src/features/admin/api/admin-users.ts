import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { useAuth } from '../../auth';

export type AdminUser = components['schemas']['User'];
export type UserCreate = components['schemas']['UserCreate'];
export type UserUpdate = components['schemas']['UserUpdate'];

const usersKey = ['admin', 'users'] as const;

/** Every account, for the console's users tab (filtered and paged here). */
export function useAllUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: ({ signal }) => unwrap(client.GET('/api/users/all/', { signal })),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserCreate) => unwrap(client.POST('/api/users/', { body })),
    onSuccess: (user) => queryClient.setQueryData<AdminUser[]>(usersKey, (rows) => [...(rows ?? []), user]),
  });
}

/** Staff editing their own row rename the header's user at once too. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const { profileChanged } = useAuth();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdate }) =>
      unwrap(client.PUT('/api/users/{id}/', { params: { path: { id } }, body })),
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUser[]>(usersKey, (rows) =>
        rows?.map((row) => (row.id === user.id ? user : row)),
      );
      profileChanged(user);
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: number; reassignTo: number | null }) =>
      unwrap(
        client.DELETE('/api/users/{id}/', {
          params: {
            path: { id },
            query: reassignTo === null ? { owned: 'delete' } : { owned: 'reassign', reassign_to: reassignTo },
          },
        }),
      ),
    onSuccess: (_answer, { id }) =>
      queryClient.setQueryData<AdminUser[]>(usersKey, (rows) => rows?.filter((row) => row.id !== id)),
  });
}
