import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { genolistOr404, visibleOr404 } from '../access/guard';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { pageLinks } from '../http/paging';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { ProjectSampleSchema } from '../projects/schemas';
import {
  GenolistQuery,
  GoGeneSchema,
  GoValueSchema,
  SamplesQuery,
  ValuePageSchema,
  ValuesQuery,
} from './data-schemas';
import { samplesOfLevel } from './expression';
import { goGenes, goRows, goValueById, type ValueOrdering, type ValuesKind, valuePage } from './rows';

/**
 * The row endpoints outside /genolists/: values of a genolist (paged), its GO rows, the
 * genes of a GO row, and the samples of a factor level. Access goes through the genolist (or
 * the project) they belong to.
 */
export async function valueRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  const pageOfValues = async (
    request: FastifyRequest,
    kind: ValuesKind,
    query: {
      genolist: number;
      page?: number;
      page_size?: number;
      limit?: number;
      ordering?: ValueOrdering;
      search?: string;
    },
  ) => {
    const { genolist: id, page = 1, page_size, limit, ordering = 'position', search } = query;
    const { genolist } = await genolistOr404(db, request, id);
    const size = page_size ?? limit ?? 100;
    const { total, results } = await valuePage(db, genolist, kind, {
      search,
      ordering,
      limit: size,
      offset: (page - 1) * size,
    });
    return { count: total, ...pageLinks(request, page, size, total), results };
  };

  for (const [path, kind, label] of [
    ['/transcriptovalues/', 'transcripto', 'transcriptomic'],
    ['/proteovalues/', 'proteo', 'proteomic'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['genolist values'],
          summary: `The ${label} values of a genolist, paged (100 a page by default, at most 1,000), in file order unless ordered otherwise`,
          querystring: ValuesQuery,
          response: { 200: ValuePageSchema, ...errorResponses(400, 401, 404) },
        },
        onRequest: authenticate,
      },
      async (request) => pageOfValues(request, kind, request.query),
    );
  }

  app.get(
    '/govalues/',
    {
      schema: {
        tags: ['genolist values'],
        summary: 'GO enrichment rows of a genolist, most significant first (adjusted p, then p)',
        querystring: GenolistQuery,
        response: { 200: Type.Array(GoValueSchema), ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { genolist } = await genolistOr404(db, request, request.query.genolist);
      return goRows(db, genolist.id);
    },
  );

  app.get(
    '/govalues/:id/genorefs',
    {
      schema: {
        tags: ['genolist values'],
        summary:
          "The genes of one GO row in its order, each resolved to the genolist's gene of that symbol or id (null when the list has none)",
        params: IdParams,
        response: { 200: Type.Array(GoGeneSchema), ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const row = visibleOr404(request, await goValueById(db, request.params.id));
      const { genolist } = await genolistOr404(db, request, row.genolist_id);
      return goGenes(db, row.id, genolist);
    },
  );

  app.get(
    '/samples/',
    {
      schema: {
        tags: ['genolist values'],
        summary:
          'The samples having a factor level, in column order (404 when the user may see neither its project nor a genolist comparing it)',
        querystring: SamplesQuery,
        response: { 200: Type.Array(ProjectSampleSchema), ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      return visibleOr404(request, await samplesOfLevel(db, currentUser(request), request.query.factors));
    },
  );
}
