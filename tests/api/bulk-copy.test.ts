/**
 * Binary COPY reads back as written, on PGlite and (with DATABASE_URL) on PostgreSQL: every
 * column type the imports use, missing values, text beyond ASCII, and rows enough for several
 * segments.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from '../../server/db/bulk-copy';
import { startTestApp } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = { i: number; x: number | null; s: string | null; b: Uint8Array; at: Date };

describe('copyRows', () => {
  it('writes int4, float8 (NaN as NULL), text (NULL, accents), bytea and timestamptz', async () => {
    const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678));
    const rows = await t.app.ctx.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`CREATE TEMPORARY TABLE copied (i int, x float8, s text, b bytea, at timestamptz) ON COMMIT DROP`,
      );
      await copyRows(tx, { table: 'copied', columns: ['i', 'x', 's', 'b', 'at'] }, 3, [
        { type: 'int4', values: [1, -2, 2_147_483_647] },
        { type: 'float8', values: [0.1, Number.NaN, 1.69998e-257] },
        { type: 'text', values: ['ATF3', null, 'Récepteur β, "odd"\ttab'] },
        { type: 'bytea', value: (row) => Uint8Array.from({ length: row * 3 }, (_, k) => 255 - k) },
        { type: 'timestamptz', value: at },
      ]);
      const result = await tx.execute(sql`SELECT i, x, s, b, at FROM copied ORDER BY i`);
      return (result as unknown as { rows: Row[] }).rows;
    });
    expect(rows.map((r) => [r.i, r.x, r.s])).toEqual([
      [-2, null, null],
      [1, 0.1, 'ATF3'],
      [2_147_483_647, 1.69998e-257, 'Récepteur β, "odd"\ttab'],
    ]);
    expect(rows.map((r) => Array.from(r.b))).toEqual([[255, 254, 253], [], [255, 254, 253, 252, 251, 250]]);
    for (const row of rows) expect(new Date(row.at).getTime()).toBe(at.getTime());
  });

  it('copies more rows than one segment holds, in order', async () => {
    const n = 120_000;
    const [row] = await t.app.ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMPORARY TABLE many (i int, b bytea) ON COMMIT DROP`);
      // 120,000 rows of 80 bytes: 10 MB, more than one 8 MB segment.
      await copyRows(tx, { table: 'many', columns: ['i', 'b'] }, n, [
        { type: 'int4', values: Int32Array.from({ length: n }, (_, k) => k) },
        { type: 'bytea', value: () => new Uint8Array(80).fill(7) },
      ]);
      const result = await tx.execute(
        sql`SELECT count(*)::int AS n, sum(i)::float8 AS total, max(length(b))::int AS width FROM many`,
      );
      return (result as unknown as { rows: { n: number; total: number; width: number }[] }).rows;
    });
    expect(row).toEqual({ n, total: (n * (n - 1)) / 2, width: 80 });
  }, 60_000);
});
