import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { genolistReportData } from '../../genomics/genolist-report';
import { genolistTable, transcriptoValuesTsv } from '../../genomics/genolist-table';
import { genolistOr404, visibleOr404 } from '../access/guard';
import { currentUser } from '../auth/guard';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { localeOf, messageFor } from '../http/messages';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import { buildGenolistXlsx } from '../reports/genolist-xlsx';
import { type FrameRouteOptions, sendBytes } from './data-routes';
import { DownloadQuery, FileResponse, ReportAvailabilitySchema } from './data-schemas';
import { descriptionsOf } from './downloads';
import { goRows } from './rows';
import { findGenolist, type GenolistRow, valuesTableName } from './service';

const tags = ['genolist downloads'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

function attachment(reply: FastifyReply, fileName: string, mediaType: string) {
  return reply
    .type(mediaType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
}

async function hasValues(db: Db, genolist: GenolistRow): Promise<boolean> {
  const table = sql.identifier(valuesTableName(genolist.type_genolist));
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM ${table} WHERE genolist_id = ${genolist.id}) AS present`,
  );
  return Boolean((result as unknown as { rows: { present: boolean }[] }).rows[0]?.present);
}

/** Downloads of a genolist (formats: `EXPORTS.md`), built from its cached frame. */
export async function genolistDownloadRoutes(app: App, { ctx, frames }: FrameRouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  app.get(
    '/genolists/:id/download-transcripto-values',
    {
      schema: {
        tags,
        summary:
          'Every row as a tab-separated file (gene_id, symbol, base_mean, log2FoldChange, pvalue, padj; NA when missing)',
        params: IdParams,
        response: {
          200: FileResponse('genolist_{id}_transcripto_values.tsv', ['text/tab-separated-values']),
          ...errorResponses(401, 404),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const columns = await frames.columns(genolist);
      attachment(reply, `genolist_${genolist.id}_transcripto_values.tsv`, MEDIA_TYPES.tsv);
      return sendBytes(reply, transcriptoValuesTsv(columns));
    },
  );

  app.get(
    '/genolists/:id/download',
    {
      schema: {
        tags,
        summary:
          'Every gene with labelled columns and its regulation by the list cutoffs, as CSV (default), TSV or JSON',
        params: IdParams,
        querystring: DownloadQuery,
        response: {
          200: FileResponse('genolist_{id}.csv, .tsv or .json', [
            'text/csv',
            'text/tab-separated-values',
            'application/json',
          ]),
          ...errorResponses(400, 401, 404),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const format = request.query.format ?? 'csv';
      const [frame, descriptions] = await Promise.all([
        frames.columns(genolist),
        descriptionsOf(db, genolist),
      ]);
      const body = genolistTable({ columns: frame, descriptions, cutoffs: genolist }, format);
      attachment(reply, `genolist_${genolist.id}.${format}`, MEDIA_TYPES[format]);
      return sendBytes(reply, body);
    },
  );

  const availability = async (request: FastifyRequest, genolist: GenolistRow) =>
    (await hasValues(db, genolist))
      ? { available: true }
      : { available: false, reason: messageFor(request, 'genolist_report_no_values') };

  app.get(
    '/genolists/:id/report/availability/',
    {
      schema: {
        tags,
        summary: 'Whether the spreadsheet report can be made (the list has gene values)',
        params: IdParams,
        response: { 200: ReportAvailabilitySchema, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      return availability(request, genolist);
    },
  );

  app.get(
    '/genolists/:id/report/download/',
    {
      schema: {
        tags,
        summary:
          'The spreadsheet report: sheets Summary, Genes and GO (server/reports/genolist-xlsx.ts), worded in the language of Accept-Language (en, fr)',
        params: IdParams,
        response: {
          200: FileResponse('genolist_{id}_report.xlsx', [XLSX], true),
          ...errorResponses(401, 404, 409),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { genolist } = await genolistOr404(db, request, request.params.id);
      const { available, reason } = await availability(request, genolist);
      if (!available) throw new HttpError(409, 'report_unavailable', reason ?? '');
      const [presented, frame, go] = await Promise.all([
        findGenolist(db, currentUser(request), genolist.id),
        frames.columns(genolist),
        goRows(db, genolist.id),
      ]);
      const locale = localeOf(request.headers['accept-language']);
      const bytes = await buildGenolistXlsx(
        genolistReportData(visibleOr404(request, presented), frame, go, new Date(), locale),
      );
      attachment(reply, `genolist_${genolist.id}_report.xlsx`, XLSX);
      return sendBytes(reply, bytes);
    },
  );
}
