import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { geneRef, genesInGenolists } from './gene-rows';
import { GeneDetailSchema } from './schemas';

const tags = ['genes'];

/** A gene across the user's genolists: the "KLK3 in your genolists" page. */
export async function geneRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/genes/:id/',
    {
      schema: {
        tags,
        summary:
          'A gene and every genolist the user may see that holds it (log2FC, adjusted p, called or not, project, comparison); 404 when none does',
        params: IdParams,
        response: { 200: GeneDetailSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const gene = await geneRef(db, request.params.id);
      const rows = gene
        ? ((await genesInGenolists(db, currentUser(request), [gene.id])).get(gene.id) ?? [])
        : [];
      // A gene in none of the user's genolists is none of their business: as if it did not exist.
      if (!gene || rows.length === 0) throw new HttpError(404, 'not_found', messageFor(request, 'not_found'));
      return {
        id: gene.id,
        gene_id: gene.gene_id,
        symbol: gene.symbol || null,
        description: gene.description || null,
        biotype: gene.biotype || null,
        genolists: rows,
        called: rows.filter((r) => r.significant).length,
      };
    },
  );
}
