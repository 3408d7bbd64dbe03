import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type LoginRequest = components['schemas']['LoginRequest'];
export type TokenPair = components['schemas']['TokenPair'];

/** Rejects with an ApiError: 401 wrong credentials, 403 deactivated account, 429 too many attempts. */
export function loginWithPassword(body: LoginRequest): Promise<TokenPair> {
  return unwrap(client.POST('/api/token/', { body }));
}
