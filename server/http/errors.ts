import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, localeOf, type MessageKey, message, messageFor } from './messages';

/** Thrown by services and routes; the error handler turns it into the JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey | string,
    readonly detail: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** One message per invalid field, keyed by the field's path (`email`, `query.search`). */
export function fieldMessages(errors: AjvError[], context: string, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of errors) {
    const path = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
    let field = path;
    let key: MessageKey = 'field_invalid';
    let limit: unknown;
    if (e.keyword === 'required') {
      field = [path, e.params.missingProperty].filter(Boolean).join('.');
      key = 'field_required';
    } else if (e.keyword === 'additionalProperties') {
      field = [path, e.params.additionalProperty].filter(Boolean).join('.');
      key = 'field_unknown';
    } else if (e.keyword === 'format' && e.params.format === 'email') key = 'field_email';
    else if (e.keyword === 'minLength') {
      key = e.params.limit === 1 ? 'field_required' : 'field_min_length';
      limit = e.params.limit;
    } else if (e.keyword === 'maxLength') {
      key = 'field_max_length';
      limit = e.params.limit;
    } else if (e.keyword === 'not') key = 'field_nul';
    else if (e.keyword === 'maximum') {
      key = 'field_max_value';
      limit = e.params.limit;
    } else if (e.keyword === 'minimum') {
      key = 'field_min_value';
      limit = e.params.limit;
    }
    const name = (context === 'body' ? field : `${context}.${field}`) || context;
    const text = message(locale, key, { limit: String(limit ?? '') });
    // A NUL character is named whatever else is wrong with the value: the rest may be its effect.
    if (key === 'field_nul') fields[name] = text;
    else fields[name] ??= text;
  }
  return fields;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
    const locale = localeOf(request.headers['accept-language']);
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ detail: error.detail, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error.validation) {
      const fields = fieldMessages(error.validation as AjvError[], error.validationContext ?? 'body', locale);
      const first = Object.entries(fields)[0];
      const detail = first ? `${first[0]}: ${first[1]}` : message(locale, 'validation');
      return reply.status(400).send({ detail, code: 'validation', fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ detail: message(locale, 'internal'), code: 'internal' });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
    return reply.status(status).send({ detail: error.message, code: error.code ?? 'bad_request' });
  });
}

/** 404 in the request's language: what does not exist, or what the user may not see. */
export const notFound = (request: FastifyRequest) =>
  new HttpError(404, 'not_found', messageFor(request, 'not_found'));

/** 403 in the request's language: what the user sees but may not do. */
export const forbidden = (request: FastifyRequest) =>
  new HttpError(403, 'permission_denied', messageFor(request, 'permission_denied'));
