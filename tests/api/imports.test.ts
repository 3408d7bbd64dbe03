import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { analyse } from '../../server/imports/analyse';
import { readArchive } from '../../server/imports/archive/read-archive';
import { writeProject } from '../../server/imports/store';
import { recoverStaleTasks, STALE_AFTER_MS } from '../../server/imports/tasks';
import { DEMO, multipartBody, variantOf } from '../support/archives';
import { signedIn, startTestApp } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, { staff: true });
});
afterAll(() => t.close());

const reference = (library: string) =>
  JSON.parse(readFileSync(`tests/fixtures/reference_${library}.json`, 'utf8'));

async function upload(fileName: string, content: Buffer, headers: Record<string, string> = staff.headers) {
  const body = multipartBody(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/imports/',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Polls the task as the console does, until it ends. */
async function finished(taskId: number) {
  for (let i = 0; i < 600; i++) {
    const task = (await t.app.inject({ url: `/api/imports/${taskId}/`, headers: staff.headers })).json();
    if (task.status === 'SUCCESS' || task.status === 'FAILURE') return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} did not finish`);
}

async function importOk(library: 'SLC001' | 'SLC002') {
  const response = await upload(`export_for_genoapp_${library}.zip`, readFileSync(DEMO[library]));
  expect(response.statusCode).toBe(202);
  const task = await finished(response.json().task_id);
  expect(task.error).toBeNull();
  expect(task).toMatchObject({ status: 'SUCCESS', progress: 100, library });
  return task;
}

async function rowCounts() {
  const db = t.app.ctx.database.db;
  const tables = [
    schema.projects,
    schema.factorLevels,
    schema.samples,
    schema.sampleFactorLevels,
    schema.projectAnalyses,
    schema.geneRefs,
    schema.geneExpression,
    schema.comparisons,
    schema.genolists,
    schema.transcriptoValues,
    schema.proteoValues,
    schema.goTerms,
    schema.goValues,
    schema.genolistFrames,
  ];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n));
}

const closeTo = (actual: number, expected: number, relative: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.abs(expected));

describe.each(['SLC001', 'SLC002'] as const)('importing the real archive %s', (library) => {
  const ref = reference(library);
  let projectId: number;

  beforeAll(async () => {
    projectId = (await importOk(library)).project_id;
  });

  it('stores the samples with library size, genes detected and size factors matching R', async () => {
    const rows = await t.app.ctx.database.db
      .select()
      .from(schema.samples)
      .where(eq(schema.samples.project_id, projectId))
      .orderBy(schema.samples.position);
    expect(rows.map((r) => r.name)).toEqual(ref.samples);
    rows.forEach((row, i) => {
      expect(row.library_size).toBe(ref.library_size[ref.samples[i]]);
      expect(row.genes_detected).toBe(ref.genes_detected[ref.samples[i]]);
      closeTo(row.size_factor, ref.size_factors[ref.samples[i]], 1e-6);
      expect(row.qc_source).toBe('derived');
    });
  });

  it('computes the PCA and the sample correlation as R does', async () => {
    const analyses = await t.app.ctx.database.db
      .select()
      .from(schema.projectAnalyses)
      .where(eq(schema.projectAnalyses.project_id, projectId));
    const pca = analyses.find((a) => a.kind === 'pca')?.data as {
      variance_explained: number[];
      coordinates: number[][];
    };
    Object.values(ref.pca.variance_explained as Record<string, number>).forEach((v, c) => {
      expect(Math.abs((pca.variance_explained[c] as number) - v)).toBeLessThan(1e-4);
    });
    for (const [c, key] of ['PC1', 'PC2'].entries()) {
      const expected = ref.samples.map((s: string) => ref.pca.coordinates[key][s] as number);
      const actual = pca.coordinates.map((row) => row[c] as number);
      const sign = Math.sign(actual[0] as number) === Math.sign(expected[0]) ? 1 : -1;
      for (const [i, v] of actual.entries()) closeTo(sign * v, expected[i], 1e-6);
    }
    const correlation = analyses.find((a) => a.kind === 'correlation')?.data as {
      matrix: number[][];
      pairs: { strong: number };
    };
    for (const [i, row] of (ref.correlation.matrix as number[][]).entries()) {
      for (const [j, r] of row.entries()) closeTo(correlation.matrix[i]?.[j] as number, r, 1e-6);
    }
    expect(correlation.pairs.strong).toBe(ref.correlation.pairs.strong);
  });

  it('keeps every result row, missing values and p = 0 included, with DEG counts from the cutoffs', async () => {
    const db = t.app.ctx.database.db;
    const counts = ref.significant_counts[0];
    const [genolist] = await db
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, projectId));
    expect(genolist).toMatchObject({
      name: ref.significant_counts[0].comparison,
      gene_count: counts.n_rows,
      deg_pos: counts.by_fold_change['1.5'].up,
      deg_neg: counts.by_fold_change['1.5'].down,
      deg_total: counts.by_fold_change['1.5'].total,
      pvalue_cutoff: 0.05,
      fold_change_cutoff: 1.5,
      public: false,
    });
    const id = genolist?.id as number;
    const v = schema.transcriptoValues;
    const [stats] = await db
      .select({
        rows: count(),
        padjMissing: sql<number>`count(*) filter (where ${v.pvalue_adj} is null)::int`,
        pMissing: sql<number>`count(*) filter (where ${v.pvalue} is null)::int`,
        pZero: sql<number>`count(*) filter (where ${v.pvalue} = 0)::int`,
      })
      .from(v)
      .where(eq(v.genolist_id, id));
    expect(stats).toEqual({
      rows: counts.n_rows,
      padjMissing: counts.n_padj_missing,
      pMissing: counts.n_pvalue_missing,
      pZero: counts.n_pvalue_zero,
    });
    const [go] = await db
      .select({ n: count() })
      .from(schema.goValues)
      .where(eq(schema.goValues.genolist_id, id));
    expect(go?.n).toBe(library === 'SLC001' ? 1744 : 1291);
    const [expr] = await db
      .select({ n: count() })
      .from(schema.geneExpression)
      .where(eq(schema.geneExpression.project_id, projectId));
    expect(expr?.n).toBe(ref.n_genes);
  });

  it('refers only to stored genes, with the foreign-key checks skipped while copying', async () => {
    const dangling = await t.app.ctx.database.db.execute(sql`
      SELECT (SELECT count(*) FROM transcripto_values v LEFT JOIN gene_refs r ON r.id = v.gene_ref_id
              WHERE r.id IS NULL)::int AS values,
             (SELECT count(*) FROM gene_expression e LEFT JOIN gene_refs r ON r.id = e.gene_ref_id
              WHERE r.id IS NULL)::int AS expression,
             current_setting('session_replication_role') AS role`);
    expect((dangling as unknown as { rows: unknown[] }).rows[0]).toEqual({
      values: 0,
      expression: 0,
      role: 'origin',
    });
  });

  it('stores the frame of each genolist, compressed, as the frame endpoint answers it', async () => {
    const db = t.app.ctx.database.db;
    const [genolist] = await db
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, projectId));
    const [stored] = await db
      .select()
      .from(schema.genolistFrames)
      .where(eq(schema.genolistFrames.genolist_id, genolist?.id as number));
    expect(stored?.format_version).toBe(1);
    const json = gunzipSync(stored?.gzip as Uint8Array);
    expect(json.length).toBe(stored?.json_bytes);
    expect(brotliDecompressSync(stored?.brotli as Uint8Array).equals(json)).toBe(true);
    const answered = await t.app.inject({
      url: `/api/genolists/${genolist?.id}/frame`,
      headers: { ...staff.headers, 'accept-encoding': 'identity' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.rawPayload.equals(json)).toBe(true);
    expect(JSON.parse(json.toString()).n).toBe(ref.significant_counts[0].n_rows);
  });

  it('stores expression that reads back as R computed it', async () => {
    const gene = ref.heatmap.gene_ids[0] as string;
    const result = await t.app.ctx.database.db.execute(sql`
      SELECT e.log2_expression FROM gene_expression e JOIN gene_refs g ON g.id = e.gene_ref_id
      WHERE e.project_id = ${projectId} AND g.id_reference_database = ${gene}`);
    const bytes = (result as unknown as { rows: { log2_expression: Uint8Array }[] }).rows[0]
      ?.log2_expression as Uint8Array;
    const values = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    for (const [s, x] of (ref.heatmap.expression[0] as number[]).entries())
      expect(values[s]).toBeCloseTo(x, 5);
  });
});

describe('re-importing a library', () => {
  it('replaces the data in place: same project id and genolist id, views and visibility kept', async () => {
    const db = t.app.ctx.database.db;
    const first = await importOk('SLC002');
    const [genolist] = await db
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, first.project_id));
    await db
      .update(schema.genolists)
      .set({ view_count: 7, public: true })
      .where(eq(schema.genolists.id, genolist?.id as number));
    const before = await rowCounts();
    const second = await importOk('SLC002');
    expect(second.project_id).toBe(first.project_id);
    const [again] = await db
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, first.project_id));
    expect(again).toMatchObject({ id: genolist?.id, view_count: 7, public: true });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('what an import writes', () => {
  it('leaves nothing behind when the write fails midway, however far it got', async () => {
    const zipPath = join(mkdtempSync(join(tmpdir(), 'genoapp-write-')), 'export_for_genoapp_SLC095.zip');
    writeFileSync(
      zipPath,
      await variantOf(DEMO.SLC002, { 'manifest.json': (m) => m.replace('"SLC002"', '"SLC095"') }),
    );
    const archive = await readArchive(zipPath, 'export_for_genoapp_SLC095.zip');
    const analysis = analyse(archive);
    const before = await rowCounts();
    // The comparisons are written last: by then the project, samples, genes and expression are in.
    const failing = writeProject(t.app.ctx.database.db, archive, analysis, {
      library: 'SLC095',
      ownerId: staff.user.id,
      makePublic: false,
      onStep: (step) => {
        if (step.startsWith('comparison')) throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await rowCounts()).toEqual(before);
  });

  it('writes a PROTEO comparison as proteomic values', async () => {
    const archive = await variantOf(DEMO.SLC002, {
      'manifest.json': (m) =>
        m.replace('"SLC002"', '"SLC094"').replace('"type": "TRANSCRIPTO"', '"type": "PROTEO"'),
    });
    const response = await upload('export_for_genoapp_SLC094.zip', archive);
    const task = await finished(response.json().task_id);
    expect(task.status).toBe('SUCCESS');
    const db = t.app.ctx.database.db;
    const [list] = await db
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, task.project_id));
    expect(list?.type_genolist).toBe('PROTEO');
    const rows = await t.app.inject({
      url: `/api/proteovalues/?genolist=${list?.id}`,
      headers: staff.headers,
    });
    expect(rows.statusCode).toBe(200);
    expect(rows.json().count).toBe(3453);
    const transcripto = await db
      .select({ n: count() })
      .from(schema.transcriptoValues)
      .where(eq(schema.transcriptoValues.genolist_id, list?.id as number));
    expect(transcripto[0]?.n).toBe(0);
  });

  it('on a re-import keeps favourites of the lists that stay and drops the lists of removed comparisons', async () => {
    const twoComparisons = (m: string) => {
      const manifest = JSON.parse(m.replace('"SLC002"', '"SLC093"'));
      manifest.comparisons.push({ ...manifest.comparisons[0], name: 'Liver vs Kidney, again' });
      return JSON.stringify(manifest);
    };
    const first = await finished(
      (
        await upload(
          'export_for_genoapp_SLC093.zip',
          await variantOf(DEMO.SLC002, { 'manifest.json': twoComparisons }),
        )
      ).json().task_id,
    );
    const db = t.app.ctx.database.db;
    const lists = await db
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, first.project_id));
    expect(lists).toHaveLength(2);
    for (const list of lists)
      await t.app.inject({
        method: 'POST',
        url: `/api/genolists/${list.id}/toggle-favorite/`,
        headers: staff.headers,
      });
    const second = await finished(
      (
        await upload(
          'export_for_genoapp_SLC093.zip',
          await variantOf(DEMO.SLC002, { 'manifest.json': (m) => m.replace('"SLC002"', '"SLC093"') }),
        )
      ).json().task_id,
    );
    expect(second.project_id).toBe(first.project_id);
    const kept = await db
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, first.project_id));
    expect(kept.map((list) => list.name)).toEqual(['Liver vs Kidney']);
    // The dropped list's rows went with it (ON DELETE CASCADE, which the copies' skipped checks must not have turned off).
    const dropped = lists.find((list) => list.name !== 'Liver vs Kidney')?.id as number;
    const [orphans] = await db
      .select({ n: count() })
      .from(schema.transcriptoValues)
      .where(eq(schema.transcriptoValues.genolist_id, dropped));
    expect(orphans?.n).toBe(0);
    const [frames] = await db
      .select({ n: count() })
      .from(schema.genolistFrames)
      .where(eq(schema.genolistFrames.genolist_id, dropped));
    expect(frames?.n).toBe(0);
    const favourites = await t.app.inject({ url: '/api/genolists/favorites/', headers: staff.headers });
    expect(favourites.json().map((list: { id: number }) => list.id)).toEqual([kept[0]?.id]);
  });
});

describe('who may import', () => {
  it('refuses anonymous clients (401) and non-staff users (403)', async () => {
    const archive = readFileSync(DEMO.SLC002);
    expect((await upload('export_for_genoapp_SLC002.zip', archive, {})).statusCode).toBe(401);
    const user = await signedIn(t.app);
    const refused = await upload('export_for_genoapp_SLC002.zip', archive, user.headers);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/imports/', headers: user.headers })).statusCode).toBe(403);
  });
});

describe('bad archives', () => {
  const replaceLine = (n: number, line: string) => (text: string) => {
    const lines = text.split('\n');
    lines[n - 1] = line;
    return lines.join('\n');
  };

  it.each([
    [
      'the wrong name',
      'archive.zip',
      async () => readFileSync(DEMO.SLC002),
      400,
      'File name must follow the format: export_for_genoapp_SLCXXX.zip',
    ],
    [
      'not a zip',
      'export_for_genoapp_SLC099.zip',
      async () => Buffer.from('just text'),
      400,
      'The file is not a valid ZIP archive',
    ],
    [
      'no manifest',
      'export_for_genoapp_SLC099.zip',
      () => variantOf(DEMO.SLC002, { 'manifest.json': null }),
      400,
      'manifest.json is missing',
    ],
    [
      'broken JSON',
      'export_for_genoapp_SLC099.zip',
      () => variantOf(DEMO.SLC002, { 'manifest.json': '{"format": ' }),
      422,
      'manifest.json',
    ],
    [
      'a path that climbs out of the archive',
      'export_for_genoapp_SLC099.zip',
      () => variantOf(DEMO.SLC002, { '../evil.tsv': 'gene_id\n' }),
      400,
      // jszip also writes the folder entry "../", which comes first.
      'Unsafe entry path in the archive: "../',
    ],
    [
      'a zip bomb',
      'export_for_genoapp_SLC099.zip',
      // 11 MB of one byte deflate to ~11 kB: a ratio only an attack has.
      () => variantOf(DEMO.SLC002, { 'padding.tsv': 'a'.repeat(11 * 1024 * 1024) }),
      400,
      'Entry "padding.tsv" has a suspicious compression ratio (possible zip bomb)',
    ],
    [
      'a comparison level missing from the samples',
      'export_for_genoapp_SLC099.zip',
      () =>
        variantOf(DEMO.SLC002, {
          'manifest.json': (m) => m.replace('"condition_1": "Liver"', '"condition_1": "Lung"'),
        }),
      422,
      'Lung',
    ],
  ])('answers %s at upload with its own message', async (_, name, make, status, text) => {
    const before = await rowCounts();
    const response = await upload(name, await make());
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toContain(text);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an upload over 100 MB with 413', async () => {
    const response = await upload('export_for_genoapp_SLC099.zip', Buffer.alloc(100 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toContain('File size exceeds the allowed limit');
  });

  it.each([
    [
      'an unknown result dialect',
      { 'de/Liver_vs_Kidney.csv': 'gene_id,score\nENSG1,1\n' },
      'unknown result dialect',
    ],
    [
      'a non-numeric count',
      { 'counts.tsv': replaceLine(3, 'ENSG00000000005\t\tabc\t1\t2\t3\t4\t5\t6\t7\t8\t9') },
      'counts.tsv, line 3',
    ],
    [
      'sample names not matching the counts',
      { 'samples.tsv': (s: string) => s.replace('R1L1Kidney', 'R1L1Renal') },
      'R1L1Renal',
    ],
    [
      'duplicate gene ids',
      {
        'counts.tsv': (c: string) => {
          const l = c.split('\n');
          l[2] = `${l[1]?.split('\t')[0]}\t${l[2]?.split('\t').slice(1).join('\t')}`;
          return l.join('\n');
        },
      },
      /^counts\.tsv, line 3, column gene_id: .*"ENSG\w+" already appears on line 2$/,
    ],
  ])('fails the task on %s, naming where, and leaves nothing behind', async (_, changes, text) => {
    const before = await rowCounts();
    const response = await upload('export_for_genoapp_SLC098.zip', await variantOf(DEMO.SLC002, changes));
    if (response.statusCode === 202) {
      const task = await finished(response.json().task_id);
      expect(task.status).toBe('FAILURE');
      expect(task.error).toMatch(text);
      expect(task.project_id).toBeNull();
    } else {
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(text);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('an interrupted import', () => {
  it('keeps a line saying its first attempt was interrupted, through the retry to its end', async () => {
    const db = t.app.ctx.database.db;
    const file = join(t.config.uploadDir, 'interrupted-SLC002.zip');
    mkdirSync(t.config.uploadDir, { recursive: true });
    copyFileSync(DEMO.SLC002, file);
    const started = new Date(Date.now() - 3 * STALE_AFTER_MS);
    // A process took it, logged its first step, and died: its heartbeat stopped.
    const [task] = await db
      .insert(schema.importTasks)
      .values({
        file_name: 'export_for_genoapp_SLC002.zip',
        file_path: file,
        file_size: statSync(file).size,
        library: 'SLC002',
        status: 'RUNNING',
        step: 'reading',
        attempts: 1,
        claimed_by: 'a-process-that-died',
        started_at: started,
        heartbeat_at: started,
        messages: [
          { at: started.toISOString(), level: 'info', text: 'Archive received, waiting for a worker' },
          { at: started.toISOString(), level: 'info', text: 'Step: reading' },
        ],
      })
      .returning();
    t.app.ctx.imports.wake();
    const done = await finished(task?.id as number);
    expect(done.status).toBe('SUCCESS');
    const lines = done.messages.map((m: { text: string }) => m.text);
    expect(lines.slice(0, 3)).toEqual([
      'Archive received, waiting for a worker',
      'Step: reading',
      'Interrupted by a server stop; queued again',
    ]);
    expect(lines.at(-1)).toBe('Import finished');
    const [row] = await db
      .select()
      .from(schema.importTasks)
      .where(eq(schema.importTasks.id, task?.id as number));
    expect(row?.attempts).toBe(2);
  });

  it('goes back to the queue when its process stopped beating, and fails after three attempts', async () => {
    const db = t.app.ctx.database.db;
    // This process's own runner would take the task at once; the sweep is what is under test.
    await t.app.ctx.imports.stop();
    const [task] = await db
      .insert(schema.importTasks)
      .values({
        file_name: 'export_for_genoapp_SLC097.zip',
        file_path: '/nonexistent.zip',
        file_size: 1,
        library: 'SLC097',
        status: 'RUNNING',
        attempts: 1,
        heartbeat_at: new Date(),
      })
      .returning();
    const id = task?.id as number;
    await recoverStaleTasks(db, Date.now() + STALE_AFTER_MS + 1000);
    const [requeued] = await db.select().from(schema.importTasks).where(eq(schema.importTasks.id, id));
    expect(requeued).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(requeued?.messages.at(-1)?.text).toBe('Interrupted by a server stop; queued again');
    await db
      .update(schema.importTasks)
      .set({ status: 'RUNNING', attempts: 3, heartbeat_at: new Date() })
      .where(eq(schema.importTasks.id, id));
    await recoverStaleTasks(db, Date.now() + STALE_AFTER_MS + 1000);
    const [failed] = await db.select().from(schema.importTasks).where(eq(schema.importTasks.id, id));
    expect(failed).toMatchObject({
      status: 'FAILURE',
      error: 'The import was interrupted (server stopped) too many times',
    });
    expect(
      (await db.select({ n: count() }).from(schema.projects).where(eq(schema.projects.library, 'SLC097')))[0]
        ?.n,
    ).toBe(0);
  });
});
