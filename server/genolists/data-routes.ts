import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { genolistOr404 } from '../access/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import {
  BoxplotQuery,
  BoxplotSchema,
  ExpressionBody,
  ExpressionSchema,
  FrameSchema,
  GeneNamesSchema,
  GeneRowSchema,
  VolcanoMaSchema,
} from './data-schemas';
import { boxplotData, expressionMatrix } from './expression';
import { type Encoding, etagMatches, FrameCache, type FrameEntry, preferredEncoding } from './frame-cache';
import { buildGeneNamesBody, geneNamesEtag } from './gene-names';
import { calledGeneRows } from './rows';
import type { StoredFrames } from './stored-frames';
import { volcanoMaData } from './volcano';

const tags = ['genolists'];

export interface FrameRouteOptions extends RouteOptions {
  frames: StoredFrames;
}

/**
 * Conditional-request headers of the frame and what derives from it: an ETag the client sends
 * back as If-None-Match from its own copy, which costs a 304 while the genolist is unchanged. The
 * browser's HTTP cache keeps none of it (no-store): every account of the browser reads that one.
 * Returns true when the client's copy is current.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'no-store').header('vary', 'Accept-Encoding');
  return etagMatches(request.headers['if-none-match'], etag);
}

/**
 * Sends a body already encoded (JSON text, compressed bytes, a file): Fastify passes strings and
 * buffers through untouched, so the route's response schema documents the shape only.
 */
export function sendBytes(reply: FastifyReply, payload: Buffer | string) {
  return reply.send(payload);
}

/** The encoding to answer with; undefined for the JSON as it is (also asked for with `x-no-compression`). */
function answerEncoding(request: FastifyRequest): Encoding | undefined {
  return request.headers['x-no-compression'] === undefined
    ? preferredEncoding(request.headers['accept-encoding'])
    : undefined;
}

/** An entry's body, compressed as the request accepts (each encoding made once per ETag and kept). */
async function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: FrameEntry) {
  reply.type('application/json; charset=utf-8');
  const encoding = answerEncoding(request);
  if (!encoding) return sendBytes(reply, entry.body);
  return sendBytes(reply.header('content-encoding', encoding), await entry.encoding(encoding));
}

const NotModified = Type.Null({ description: 'Not modified: the copy named by If-None-Match is current' });

export async function genolistDataRoutes(app: App, { ctx, frames }: FrameRouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;
  // Asked for only when someone searches a genolist by name: a few lists are enough.
  const names = new FrameCache();

  app.get(
    '/genolists/:id/frame',
    {
      schema: {
        tags,
        summary:
          'The whole genolist column by column, in file order (server/genolists/FRAME.md). Weak ETag; answers 304 to If-None-Match; brotli or gzip as accepted.',
        params: IdParams,
        response: { 200: FrameSchema, 304: NotModified, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const etag = await frames.etagOf(genolist);
      if (notModified(request, reply, etag)) return reply.code(304).send(null);
      const encoding = answerEncoding(request);
      // A re-import may have stored a newer frame since the lookup: the answer names what it holds.
      const frame = await frames.read(genolist, etag, encoding ?? 'identity');
      reply.type('application/json; charset=utf-8').header('etag', frame.etag);
      if (encoding) reply.header('content-encoding', encoding);
      return sendBytes(reply, frame.bytes);
    },
  );

  app.get(
    '/genolists/:id/gene-names',
    {
      schema: {
        tags,
        summary:
          "The names (descriptions) of the frame's genes, in frame order, for searching by name (server/genolists/FRAME.md). Weak ETag; answers 304 to If-None-Match; brotli or gzip as accepted.",
        params: IdParams,
        response: { 200: GeneNamesSchema, 304: NotModified, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const etag = geneNamesEtag(await frames.etagOf(genolist));
      if (notModified(request, reply, etag)) return reply.code(304).send(null);
      const entry = await names.get(etag, () => buildGeneNamesBody(db, genolist));
      return sendEntry(request, reply, entry);
    },
  );

  app.get(
    '/genolists/:id/volcano-MA-data',
    {
      schema: {
        tags,
        summary:
          'Volcano and MA plot data: the genes with a log2FC and an adjusted p-value, in file order; padj = 0 flagged `p_zero`',
        params: IdParams,
        response: { 200: VolcanoMaSchema, 304: NotModified, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const etag = (await frames.etagOf(genolist)).replace(/"$/, '-volcano"');
      if (notModified(request, reply, etag)) return reply.code(304).send(null);
      const columns = await frames.columns(genolist);
      // Plain JSON.stringify: arrays of 10⁴–10⁵ numbers serialise faster than through the schema.
      reply.type('application/json; charset=utf-8');
      return sendBytes(reply, JSON.stringify(volcanoMaData(columns)));
    },
  );

  app.get(
    '/genolists/:id/genes/',
    {
      schema: {
        tags,
        summary:
          'The genes the list calls with its own cutoffs (padj ≤ pvalue_cutoff, |log2FC| ≥ log2(fold_change_cutoff)), in file order, for the charts. Every gene: the frame.',
        params: IdParams,
        response: { 200: Type.Array(GeneRowSchema), ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      return calledGeneRows(db, genolist);
    },
  );

  app.get(
    '/genolists/:id/boxplot-data',
    {
      schema: {
        tags,
        summary:
          "One gene's log2 expression, log2(count / size factor + 1), in each sample, split by the comparison's conditions",
        params: IdParams,
        querystring: BoxplotQuery,
        response: { 200: BoxplotSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const data = await boxplotData(db, genolist, request.query.genoref);
      if (!data) {
        throw new HttpError(404, 'no_expression', messageFor(request, 'genolist_no_expression'));
      }
      return data;
    },
  );

  app.post(
    '/genolists/:id/expression/',
    {
      schema: {
        tags,
        summary:
          "Many genes' log2 expression in every sample of the genolist's project, for the heatmap (a POST: up to 5,000 ids do not fit a URL)",
        params: IdParams,
        body: ExpressionBody,
        response: { 200: ExpressionSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      return expressionMatrix(db, genolist, request.body.gene_ref_ids);
    },
  );
}
