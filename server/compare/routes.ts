import type { FastifyRequest } from 'fastify';
import { type IdsProblem, maskOfIds, parseComparedIds } from '../../genomics/compare/combinations';
import { csvCell } from '../../genomics/delimited-text';
import { genolistOr404 } from '../access/guard';
import { comparisonRefusal } from '../access/quotas';
import { currentUser } from '../auth/guard';
import type { RouteOptions } from '../context';
import { HttpError } from '../http/errors';
import { type MessageKey, messageFor } from '../http/messages';
import { errorResponses, FileResponse } from '../http/schemas';
import type { App } from '../http/types';
import { quotaError } from '../subscriptions/errors';
import {
  CompareCsvQuery,
  type ComparedGene,
  type ComparedGenolist,
  CompareQuery,
  ComparisonSchema,
} from './schemas';
import { comparedGenes, comparedGenolists, concordance, type GeneFilter, intersections } from './service';

const tags = ['genolists'];

const ID_PROBLEMS: Record<IdsProblem, MessageKey> = {
  not_integers: 'compare_ids_not_integers',
  count: 'compare_ids_count',
  duplicate: 'compare_ids_duplicate',
};

function badQuery(request: FastifyRequest, field: string, key: MessageKey) {
  const text = messageFor(request, key);
  return new HttpError(400, 'validation', text, { [`query.${field}`]: text });
}

/**
 * Comparing 2 to 4 genolists: one the user may not see answers 404 like one that does not exist
 * (checked in the order given), and genolists of several projects need the plan's
 * `multi_project_comparison` flag (403 `feature_requires_upgrade`; staff never limited).
 */
export async function compareRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  async function compared(
    request: FastifyRequest,
    query: { ids: string; in?: string; q?: string; ordering?: GeneFilter['ordering'] },
  ) {
    const parsed = parseComparedIds(query.ids);
    if (parsed.problem) throw badQuery(request, 'ids', ID_PROBLEMS[parsed.problem]);
    const ids = parsed.ids;
    const mask = query.in === undefined || query.in === '' ? undefined : maskOfIds(query.in, ids);
    if (mask === null) throw badQuery(request, 'in', 'compare_in_unknown');
    const projects: number[] = [];
    for (const id of ids) projects.push((await genolistOr404(db, request, id)).genolist.project_id);
    const refusal = await comparisonRefusal(db, currentUser(request), projects);
    if (refusal) throw quotaError(request, refusal);
    const filter: GeneFilter = { mask, q: query.q, ordering: query.ordering ?? '-calls' };
    return { ids, filter, crossProject: new Set(projects).size > 1 };
  }

  app.get(
    '/genolists/compare/',
    {
      schema: {
        tags,
        summary:
          'Compares 2 to 4 genolists: their called genes by combination (UpSet), the concordance of their log2FC, and a page of the genes called in at least one; across projects only for plans with multi-project comparison',
        querystring: CompareQuery,
        response: { 200: ComparisonSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { ids, filter, crossProject } = await compared(request, request.query);
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 25;
      // Independent reads: on PostgreSQL the pool runs them side by side.
      const [genolists, combinations, pairs, genes] = await Promise.all([
        comparedGenolists(db, ids),
        intersections(db, ids),
        concordance(db, ids),
        comparedGenes(db, ids, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      return {
        genolists,
        cross_project: crossProject,
        intersections: combinations,
        concordance: pairs,
        genes: { count: genes.count, page, page_size: pageSize, results: genes.genes },
      };
    },
  );

  app.get(
    '/genolists/compare/csv/',
    {
      schema: {
        tags,
        summary:
          'Every gene of the comparison that passes `in` and `q`, as CSV: gene_id, symbol, calls, then log2FoldChange, padj and called per genolist',
        querystring: CompareCsvQuery,
        response: {
          200: FileResponse('genolists_comparison.csv', ['text/csv']),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { ids, filter } = await compared(request, request.query);
      const genolists = await comparedGenolists(db, ids);
      const { genes } = await comparedGenes(db, ids, filter, null);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="genolists_${ids.join('_')}_comparison.csv"`)
        .header('cache-control', 'private, no-store')
        .send(comparisonCsv(genolists, genes));
    },
  );
}

/** Header columns name each genolist by its id and name, so a spreadsheet tells them apart. */
function comparisonCsv(genolists: ComparedGenolist[], genes: ComparedGene[]): string {
  const perList = genolists.flatMap((g) =>
    ['log2FoldChange', 'padj', 'called'].map((column) => `${column} [${g.id} ${g.name}]`),
  );
  const header = ['gene_id', 'symbol', 'calls', ...perList];
  const lines = genes.map((gene) =>
    [
      gene.gene_id,
      gene.symbol,
      gene.calls,
      ...gene.values.flatMap((v) => [v.log2_fold_change, v.padj, v.called ? 'yes' : 'no']),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
