import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

/** Signing out must not hang on a server that does not answer. */
const LOGOUT_TIMEOUT_MS = 5_000;

/** Revokes the refresh token on the server, so a copy of it left in this browser is useless. */
export async function revokeRefreshToken(refresh: string): Promise<void> {
  await unwrap(
    client.POST('/api/logout/', { body: { refresh }, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) }),
  );
}
