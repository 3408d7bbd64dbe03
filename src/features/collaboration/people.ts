import type { components } from '../../../openapi/schema';

export type CollaborationUser = components['schemas']['CollaborationUser'];

/** 'Rosalind Franklin', else the username, else the e-mail address: never an empty name. */
export function displayName(
  user: Pick<CollaborationUser, 'first_name' | 'last_name'> &
    Partial<Pick<CollaborationUser, 'username' | 'email'>>,
): string {
  const full = `${user.first_name} ${user.last_name}`.trim();
  return full || user.username || user.email || '';
}

/** Two letters for an avatar: 'RF' for Rosalind Franklin, 'RO' for the username 'rosalind'. */
export function initials(user: Parameters<typeof displayName>[0]): string {
  const words = displayName(user)
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters =
    words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}
