/**
 * The frame is built and compressed at import and stored with the genolist: a request reads it,
 * the same across a server restart; a genolist without one (a database from before frames were
 * stored) gets it built on its first request; a change of its genes' annotation by another
 * import has it built again. Runs on a PGlite data directory (restartable), or on PostgreSQL.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { genolistFrames, genolists } from '../../server/db/schema';
import type { App } from '../../server/http/types';
import { analyse } from '../../server/imports/analyse';
import { readArchive } from '../../server/imports/archive/read-archive';
import { writeProject } from '../../server/imports/store';
import { DEMO, variantOf } from '../support/archives';
import { importDemo } from './demo-data';
import { signedIn, startTestApp } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
let app: App;
let headers: Record<string, string>;
let genolistId: number;

beforeAll(async () => {
  t = await startTestApp(process.env.DATABASE_URL ? {} : { databaseUrl: undefined });
  app = t.app;
  const staff = await signedIn(app, { staff: true });
  headers = staff.headers;
  const projectId = await importDemo(app, 'SLC002', { ownerId: staff.user.id });
  const [row] = await app.ctx.database.db
    .select({ id: genolists.id })
    .from(genolists)
    .where(eq(genolists.project_id, projectId));
  genolistId = row?.id as number;
}, 180_000);
afterAll(async () => {
  if (app !== t.app) await app.close();
  await t.close();
});

const frame = (extra: Record<string, string> = {}) =>
  app.inject({ url: `/api/genolists/${genolistId}/frame`, headers: { ...headers, ...extra } });

async function storedRow() {
  const [row] = await app.ctx.database.db
    .select()
    .from(genolistFrames)
    .where(eq(genolistFrames.genolist_id, genolistId));
  return row;
}

async function reimport(library: string, archive: Buffer) {
  const path = join(mkdtempSync(join(tmpdir(), 'genoapp-frames-')), `export_for_genoapp_${library}.zip`);
  writeFileSync(path, archive);
  const parsed = await readArchive(path, `export_for_genoapp_${library}.zip`);
  return writeProject(app.ctx.database.db, parsed, analyse(parsed), {
    library,
    ownerId: null,
    makePublic: false,
  });
}

describe('the stored frame', () => {
  it('is what the endpoint answers, and the same after a restart', async () => {
    const first = await frame({ 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const stored = await storedRow();
    expect(etag).toBe(`W/"g${genolistId}-${stored?.built_at.getTime()}-f1"`);
    expect(first.rawPayload.equals(Buffer.from(stored?.gzip as Uint8Array))).toBe(true);

    await app.close();
    app = await buildApp(t.config);
    await app.ready();
    expect((await frame({ 'if-none-match': etag })).statusCode).toBe(304);
    const again = await frame({ 'accept-encoding': 'identity' });
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(gunzipSync(first.rawPayload))).toBe(true);
    expect((await storedRow())?.built_at).toEqual(stored?.built_at);
  }, 120_000);

  it('is built from the rows on the first request of a genolist that has none, then kept', async () => {
    const before = await frame({ 'accept-encoding': 'identity' });
    await app.ctx.database.db.delete(genolistFrames).where(eq(genolistFrames.genolist_id, genolistId));
    const rebuilt = await frame({ 'accept-encoding': 'br' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.headers.etag).not.toBe(before.headers.etag);
    const plain = await frame({ 'accept-encoding': 'identity' });
    expect(plain.json()).toEqual(before.json());
    expect(plain.headers.etag).toBe(rebuilt.headers.etag);
    expect(await storedRow()).toBeDefined();
  });

  it('keeps its ETag through edits of the name and cutoffs, which it does not show', async () => {
    const etag = (await frame()).headers.etag;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/genolists/${genolistId}/`,
      headers,
      payload: { name: 'Liver vs Kidney (strict)', pvalue_cutoff: 0.01, fold_change_cutoff: 4 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await frame()).headers.etag).toBe(etag);
  });

  it('is built again when another import renames one of its genes, names included', async () => {
    const before = await frame({ 'accept-encoding': 'identity' });
    const names = await app.inject({ url: `/api/genolists/${genolistId}/gene-names`, headers });
    const albumin = (before.json().gene_id as string[]).indexOf('ENSG00000163631');
    expect(before.json().symbol[albumin]).toBe('ALB');
    expect(names.json().name[albumin]).toBe('albumin');

    await reimport(
      'SLC096',
      await variantOf(DEMO.SLC002, {
        'manifest.json': (m) => m.replace('"SLC002"', '"SLC096"'),
        'genes.tsv': (g) =>
          g.replace('ENSG00000163631\tALB\talbumin', 'ENSG00000163631\tALB1\tserum albumin'),
      }),
    );
    const after = await frame({ 'accept-encoding': 'identity' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().symbol[albumin]).toBe('ALB1');
    const renamed = await app.inject({ url: `/api/genolists/${genolistId}/gene-names`, headers });
    expect(renamed.headers.etag).not.toBe(names.headers.etag);
    expect(renamed.json().name[albumin]).toBe('serum albumin');
  }, 60_000);

  it('is replaced when its library is imported again', async () => {
    const etag = (await frame()).headers.etag;
    await reimport('SLC002', await variantOf(DEMO.SLC002, {}));
    const after = await frame();
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  }, 60_000);
});
