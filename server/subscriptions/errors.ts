import type { FastifyRequest } from 'fastify';
import type { QuotaRefusal } from '../access/quotas';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';

/** A quota refusal as the API answers it: 403 with the plan's message. */
export function quotaError(request: FastifyRequest, refusal: QuotaRefusal) {
  return new HttpError(403, refusal, messageFor(request, refusal));
}
