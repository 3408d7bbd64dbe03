import type { components } from '../../../../openapi/schema';
import { client } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type User = components['schemas']['User'];

export function getMe(): Promise<User> {
  return unwrap(client.GET('/api/users/me/'));
}
