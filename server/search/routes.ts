import { Type } from 'typebox';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { GeneHitSchema } from '../genes/schemas';
import { errorResponses } from '../http/schemas';
import type { App } from '../http/types';
import { GENE_MIN_LENGTH, search } from './service';

const tags = ['search'];

const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Not blank' }),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 50, default: 5, description: 'At most this many of each group' }),
  ),
});

const SearchResultSchema = Type.Object(
  {
    query: Type.String({ description: 'The text searched, trimmed' }),
    projects: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        description: Type.String(),
        status: Type.String(),
      }),
    ),
    genolists: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        project: Type.Object({ id: Type.Integer(), name: Type.String() }),
      }),
    ),
    genes: Type.Array(GeneHitSchema, {
      description: `From ${GENE_MIN_LENGTH} characters: genes by symbol, id or name in a genolist the user may see`,
    }),
  },
  { title: 'SearchResult' },
);

export async function searchRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/search/',
    {
      schema: {
        tags,
        summary:
          'Projects and genolists by name, and genes by symbol, id or name, among what the user may see; each gene with every genolist that holds it',
        querystring: SearchQuery,
        response: { 200: SearchResultSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const limit = request.query.limit ?? 5;
      return search(db, currentUser(request), request.query.q, { items: limit, genes: limit });
    },
  );
}
