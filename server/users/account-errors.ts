import type { FastifyRequest } from 'fastify';
import type { AccountRefusal } from '../access/accounts';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';

/** A refusal of `server/access/accounts` as the API answers it. */
export function accountError(request: FastifyRequest, refusal: AccountRefusal) {
  const status = refusal === 'user_last_superuser' ? 409 : refusal === 'user_delete_self' ? 400 : 403;
  return new HttpError(status, refusal, messageFor(request, refusal));
}

/** 409 naming each field another account already holds. */
export function takenError(request: FastifyRequest, taken: { email: boolean; username: boolean }) {
  const fields: Record<string, string> = {};
  if (taken.email) fields.email = messageFor(request, 'email_taken');
  if (taken.username) fields.username = messageFor(request, 'username_taken');
  const code = taken.email ? 'email_taken' : 'username_taken';
  return new HttpError(409, code, Object.values(fields)[0] ?? messageFor(request, 'email_taken'), fields);
}
