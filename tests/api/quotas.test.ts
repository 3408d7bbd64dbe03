/**
 * Plans enforced where resources are created: a FREE account's fourth project, a data file that
 * does not fit, one collaborator too many are refused with the plan's message and leave nothing
 * behind; the Analytics page's answers need the plan's analytics flag; staff are not limited.
 * Storage usage is the bytes the user's projects hold.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { multipartBody } from '../support/archives';
import { cellsOf, csvOf, demoCounts } from '../support/data-files';
import { importDemo } from './demo-data';
import { createUser, signedIn, startTestApp } from './harness';
import { onOwnPlan, onSeededPlan } from './plans-fixture';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const db = () => t.app.ctx.database.db;
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const features = async (headers: Headers) =>
  (await t.app.inject({ url: '/api/user-subscriptions/features/', headers })).json();

async function projectsOwnedBy(userId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(schema.projects)
    .where(eq(schema.projects.owner_id, userId));
  return row?.n ?? 0;
}

describe('projects', () => {
  it("refuses a FREE account's fourth project with the plan's message, and creates nothing", async () => {
    const user = await signedIn(t.app);
    for (let i = 1; i <= 3; i++) {
      expect((await post('/api/projects/', user.headers, { name: `P${i}` })).statusCode).toBe(201);
    }
    expect(await features(user.headers)).toMatchObject({ current_projects: 3, can_create_project: false });
    const fourth = await post('/api/projects/', user.headers, { name: 'P4' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      code: 'plan_limit_reached',
      detail: 'You have reached the limit of your current plan',
    });
    const french = await post('/api/projects/', { ...user.headers, 'accept-language': 'fr' }, { name: 'P4' });
    expect(french.json().detail).toBe('Vous avez atteint la limite de votre plan actuel');
    expect(await projectsOwnedBy(user.user.id)).toBe(3);
  });

  it('lets two creations racing for the last place take it once', async () => {
    const user = await signedIn(t.app);
    for (let i = 1; i <= 2; i++) await post('/api/projects/', user.headers, { name: `P${i}` });
    const answers = await Promise.all([
      post('/api/projects/', user.headers, { name: 'A' }),
      post('/api/projects/', user.headers, { name: 'B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    expect(await projectsOwnedBy(user.user.id)).toBe(3);
  });

  it('does not limit staff', async () => {
    const staff = await signedIn(t.app, { staff: true });
    for (let i = 1; i <= 4; i++) {
      expect((await post('/api/projects/', staff.headers, { name: `S${i}` })).statusCode).toBe(201);
    }
    expect(await features(staff.headers)).toMatchObject({ unlimited: true, can_create_project: true });
  });
});

describe('genolists', () => {
  it("keeps a list's called genes as a new genolist, and refuses a FREE account's eleventh", async () => {
    const user = await signedIn(t.app);
    const projectId = await importDemo(t.app, 'SLC001', { ownerId: null, makePublic: true });
    const [source] = await db()
      .select()
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, projectId));
    const derive = (name: string) =>
      post('/api/genolists/', user.headers, {
        source: source?.id,
        name,
        pvalue_cutoff: 0.05,
        fold_change_cutoff: 2,
      });
    const first = await derive('Called genes');
    expect(first.statusCode).toBe(201);
    const [copy] = await db().select().from(schema.genolists).where(eq(schema.genolists.id, first.json().id));
    expect(copy).toMatchObject({
      owner_id: user.user.id,
      source: 'GENOLIST_DERIVED',
      public: false,
      project_id: projectId,
    });
    const called = (
      (await db().execute(sql`SELECT count(*)::int AS n FROM transcripto_values
        WHERE genolist_id = ${source?.id} AND pvalue_adj <= 0.05 AND abs(log_2_fc) >= 1`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;
    expect(called).toBeGreaterThan(0);
    expect(copy?.gene_count).toBe(called);
    expect(copy?.deg_total).toBe(called);
    const frame = await t.app.inject({ url: `/api/genolists/${copy?.id}/frame`, headers: user.headers });
    expect(frame.statusCode).toBe(200);

    for (let i = 2; i <= 10; i++) expect((await derive(`List ${i}`)).statusCode).toBe(201);
    expect(await features(user.headers)).toMatchObject({ current_genolists: 10, can_create_genolist: false });
    const eleventh = await derive('One too many');
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().detail).toBe('You have reached the limit of your current plan');
    const [owned] = await db()
      .select({ n: count() })
      .from(schema.genolists)
      .where(eq(schema.genolists.owner_id, user.user.id));
    expect(owned?.n).toBe(10);
  });
});

describe('storage', () => {
  it("is the bytes every row of the user's projects takes, measured by the database", async () => {
    const user = await signedIn(t.app);
    const someoneElse = await createUser(t.app);
    await importDemo(t.app, 'SLC001', { ownerId: someoneElse.id });
    expect((await features(user.headers)).current_storage_bytes).toBe(0);

    const projectId = await importDemo(t.app, 'SLC002', { ownerId: user.user.id });
    // Found from the schema, not from the code measuring it: every table whose rows belong to a
    // project through a foreign key (to the project, one of its samples or genolists), except
    // those recording who relates to it rather than its data.
    const notData = new Set([
      'project_favorites',
      'genolist_favorites',
      'project_shares',
      'genolist_shares',
      'project_collaborators',
      'genolist_collaborators',
      'events',
      'invitations',
      'import_tasks',
      'notifications',
    ]);
    const links = (
      (await db().execute(sql`
        SELECT DISTINCT cl.relname AS child, a.attname AS column, pr.relname AS parent
        FROM pg_constraint c
        JOIN pg_class cl ON cl.oid = c.conrelid JOIN pg_class pr ON pr.oid = c.confrelid
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND pr.relname IN ('projects', 'samples', 'genolists')`)) as unknown as {
        rows: { child: string; column: string; parent: string }[];
      }
    ).rows.filter((l) => !notData.has(l.child));
    // The gene index's rows follow their genolist through triggers, not a foreign key.
    links.push({ child: 'gene_index', column: 'genolist_id', parent: 'genolists' });
    const ids = {
      projects: sql`(${projectId})`,
      samples: sql`(SELECT id FROM samples WHERE project_id = ${projectId})`,
      genolists: sql`(SELECT id FROM genolists WHERE project_id = ${projectId})`,
    } as const;
    let expected = 0;
    for (const table of ['projects', ...new Set(links.map((l) => l.child))]) {
      const own =
        table === 'projects'
          ? [{ column: 'id', parent: 'projects' }]
          : links.filter((l) => l.child === table);
      for (const { column, parent } of own) {
        const result = (await db().execute(
          sql`SELECT COALESCE(SUM(pg_column_size(t.*)), 0)::bigint AS b FROM ${sql.identifier(table)} t
              WHERE t.${sql.identifier(column)} IN ${ids[parent as keyof typeof ids]}`,
        )) as unknown as { rows: { b: string | number }[] };
        expected += Number(result.rows[0]?.b ?? 0);
      }
    }
    const [expression] = (
      (await db().execute(
        sql`SELECT SUM(octet_length(log2_expression))::bigint AS b FROM gene_expression WHERE project_id = ${projectId}`,
      )) as unknown as { rows: { b: string | number }[] }
    ).rows;
    const measured = (await features(user.headers)).current_storage_bytes;
    expect(measured).toBe(expected);
    expect(measured).toBeGreaterThan(Number(expression?.b));
    expect((await features(user.headers)).current_storage_mb).toBeCloseTo(measured / 1024 ** 2, 2);

    await db().delete(schema.projects).where(eq(schema.projects.id, projectId));
    expect((await features(user.headers)).current_storage_bytes).toBe(0);
  });

  it("refuses a data file that would not fit the owner's plan, and queues nothing", async () => {
    const user = await signedIn(t.app);
    await onOwnPlan(db(), user.user.id, { max_storage_gb: 0 });
    const created = await post('/api/projects/', user.headers, { name: 'Full' });
    const projectId = created.json().id as number;
    const body = multipartBody('counts.csv', Buffer.from(csvOf(cellsOf(await demoCounts('SLC002')))));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/data/`,
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'quota_exceeded',
      detail: 'Quota exceeded for your current plan',
    });
    const [tasks] = await db()
      .select({ n: count() })
      .from(schema.importTasks)
      .where(eq(schema.importTasks.project_id, projectId));
    expect(tasks?.n).toBe(0);
    const [project] = await db().select().from(schema.projects).where(eq(schema.projects.id, projectId));
    expect(project?.status).toBe('PENDING');
  });
});

describe('collaborators', () => {
  it("refuses one collaborator more than the owner's plan allows on a project", async () => {
    const owner = await signedIn(t.app);
    const projectId = (await post('/api/projects/', owner.headers, { name: 'Shared' })).json().id as number;
    const people = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
    for (const person of people.slice(0, 2)) {
      const added = await post('/api/collaboration/project-collaborators/', owner.headers, {
        project: projectId,
        user: person.id,
      });
      expect(added.statusCode).toBe(201);
    }
    const third = await post('/api/collaboration/project-collaborators/', owner.headers, {
      project: projectId,
      user: people[2]?.id as number,
    });
    expect(third.statusCode).toBe(403);
    expect(third.json().detail).toBe('You have reached the limit of your current plan');
    const [n] = await db()
      .select({ n: count() })
      .from(schema.projectCollaborators)
      .where(eq(schema.projectCollaborators.project_id, projectId));
    expect(n?.n).toBe(2);
  });
});

describe('the analytics flag', () => {
  const ANALYTICS_PAGE = ['/api/analytics/trending-genes', '/api/analytics/top-genolists?days=7'];
  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });

  it("refuses the Analytics page's answers to a FREE account with the plan's message, and keeps its dashboard", async () => {
    const free = await signedIn(t.app);
    for (const url of ANALYTICS_PAGE) {
      const refused = await get(url, free.headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'feature_requires_upgrade',
        detail: 'This feature requires an upgrade',
      });
    }
    const french = await get(ANALYTICS_PAGE[0] as string, { ...free.headers, 'accept-language': 'fr' });
    expect(french.json().detail).toBe('Cette fonctionnalité nécessite une mise à niveau');
    for (const url of [
      '/api/analytics/dashboard/',
      '/api/analytics/recommendations',
      '/api/analytics/system-health',
    ]) {
      expect((await get(url, free.headers)).statusCode, url).toBe(200);
    }
  });

  it('answers a PRO account and staff', async () => {
    const pro = await signedIn(t.app);
    await onSeededPlan(db(), pro.user.id, 'PRO');
    const staff = await signedIn(t.app, { staff: true });
    for (const who of [pro, staff]) {
      for (const url of ANALYTICS_PAGE) expect((await get(url, who.headers)).statusCode, url).toBe(200);
    }
  });
});
