import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ResponseTimes } from './response-times';
import { rowsOf } from './sql-rows';

/**
 * Imports counted in the success rate: those that ended in the last this many days. Only the
 * tasks that import an archive or a data file count; a comparison computed by limma-voom on the
 * same queue is no import, and one a design could not fit would say nothing of the importer.
 */
export const IMPORT_WINDOW_DAYS = 30;

/**
 * The server's own measurements: how long this process has run, its median response time over
 * the last hour, the share of imports that succeeded, and the database's size.
 */
export async function systemHealth(db: Db, kind: 'pglite' | 'postgres', times: ResponseTimes) {
  const [imports] = rowsOf<{ succeeded: number; failed: number }>(
    await db.execute(sql`SELECT count(*) FILTER (WHERE status = 'SUCCESS')::int AS succeeded,
        count(*) FILTER (WHERE status = 'FAILURE')::int AS failed
      FROM import_tasks
      WHERE kind = 'import' AND finished_at > now() - make_interval(days => ${IMPORT_WINDOW_DAYS})`),
  );
  const [size] = rowsOf<{ bytes: string | number }>(
    await db.execute(sql`SELECT pg_database_size(current_database()) AS bytes`),
  );
  const succeeded = Number(imports?.succeeded ?? 0);
  const failed = Number(imports?.failed ?? 0);
  const response = times.median();
  return {
    uptime_seconds: Math.round(process.uptime()),
    started_at: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    response_time: {
      median_ms: response.median_ms,
      requests: response.requests,
      window_minutes: 60,
      per_process: true,
    },
    imports: {
      succeeded,
      failed,
      window_days: IMPORT_WINDOW_DAYS,
      success_percent:
        succeeded + failed === 0 ? null : Math.round((succeeded / (succeeded + failed)) * 1000) / 10,
    },
    database: { kind, size_bytes: Number(size?.bytes ?? 0) },
  };
}
