import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type RegisterResponse = components['schemas']['RegisterResponse'];

/** Creates the account and signs it in. Rejects with an ApiError: 409 `email_taken`, 400 `validation`
 * with a message per field. */
export function registerAccount(body: RegisterRequest): Promise<RegisterResponse> {
  return unwrap(client.POST('/api/auth/register/', { body }));
}
