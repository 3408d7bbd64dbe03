import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { useAuth } from '../../auth';

export type Account = components['schemas']['User'];
export type ColleagueProfile = components['schemas']['ColleagueProfile'];
export type AccountUpdate = components['schemas']['UserUpdate'];

const profileKey = (id: number) => ['profile', id] as const;

/** A user's page: the whole account for oneself and staff, what a colleague sees for anyone else. */
export function useProfile(id: number) {
  return useQuery({
    queryKey: profileKey(id),
    queryFn: ({ signal }) => unwrap(client.GET('/api/users/{id}/', { params: { path: { id } }, signal })),
  });
}

/** Saving one's own account renames the header's user at once, not at the next sign-in. */
export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  const { profileChanged } = useAuth();
  return useMutation({
    mutationFn: (body: AccountUpdate) =>
      unwrap(client.PUT('/api/users/{id}/', { params: { path: { id } }, body })),
    onSuccess: (account) => {
      queryClient.setQueryData(profileKey(id), account);
      profileChanged(account);
    },
  });
}

/** Other sessions end; this one goes on. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: components['schemas']['PasswordChange']) =>
      unwrap(client.POST('/api/users/me/password/', { body })),
  });
}

/** The user's own data (profile, projects owned, genolists, favourites) as a ZIP. */
export async function exportMyData(): Promise<Blob> {
  return unwrap(client.GET('/api/users/me/export/', { parseAs: 'blob' })) as Promise<Blob>;
}

export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (password: string) => unwrap(client.DELETE('/api/users/me/', { body: { password } })),
  });
}
