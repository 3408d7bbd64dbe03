import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, genolists, importTasks, projectFavorites, projects, samples } from '../../server/db/schema';
import { completeTask, failTask } from '../../server/imports/tasks';
import { type CollaborationWorld, collaborationWorld, type Session } from './collaboration-fixture';
import { onSeededPlan } from './plans-fixture';

/**
 * The dashboard's figures on seeded activity, each expectation counted by hand from the dates
 * set below: week-over-week trends on either side of the 7-day boundary, activity per UTC day,
 * views, the system's own health, the recommendations a user's state calls for, counts and
 * recent lists; each user sees only what they may see, staff the whole installation.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const ago = (ms: number) => new Date(now - ms);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

let w: CollaborationWorld;
let alice: Session;
let bob: Session;
let carol: Session;
/** Alice's projects, newest first, and when each was created. */
let P: number[];
const created = [ago(1 * DAY), ago(3 * DAY), ago(7 * DAY - HOUR), ago(7 * DAY + HOUR), ago(20 * DAY)];
let bobsProject: number;
let G1: number;
let G2: number;
let bobsGenolist: number;
const sessions: Session[] = [];

const db = () => w.t.app.ctx.database.db;

/**
 * An import under way in another process (claimed, with a fresh heartbeat), so this app's own
 * runner never picks it up and the test decides how it ends.
 */
async function runningImport(
  library: string,
  uploader: Session,
  task: Partial<typeof importTasks.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(importTasks)
    .values({
      ...task,
      file_name: `export_for_genoapp_${library}.zip`,
      file_path: `/nowhere/${library}.zip`,
      file_size: 1,
      library,
      status: 'RUNNING',
      claimed_by: 'another-process',
      heartbeat_at: new Date(),
      started_at: new Date(),
      created_by: uploader.user.id,
    })
    .returning({ id: importTasks.id });
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

beforeAll(async () => {
  w = await collaborationWorld();
  [alice, bob, carol] = [await w.user(), await w.user(), await w.user()];
  sessions.push(w.admin, alice, bob, carol);
  P = [];
  for (const [i, date] of created.entries()) {
    const id = await w.projectOf(alice, `Alice ${i + 1}`);
    await db().update(projects).set({ creation_date: date }).where(eq(projects.id, id));
    // The creation's event on the day the project was made, as if made then.
    await db()
      .update(events)
      .set({ at: date })
      .where(and(eq(events.kind, 'project_created'), eq(events.project_id, id)));
    P.push(id);
  }
  await db()
    .update(projects)
    .set({ status: 'SUCCESS' })
    .where(inArray(projects.id, [P[0] as number, P[3] as number]));
  const sample = (project: number, name: string, position: number) => ({
    project_id: project,
    name,
    position,
    library_size: 1e6,
    genes_detected: 15_000,
    size_factor: 1,
    qc_status: 'PASSED',
    qc_source: 'archive',
  });
  await db()
    .insert(samples)
    .values([
      sample(P[0] as number, 'S1', 0),
      sample(P[0] as number, 'S2', 1),
      sample(P[3] as number, 'S1', 0),
      sample(P[3] as number, 'S2', 1),
      sample(P[3] as number, 'S3', 2),
    ]);
  G1 = await w.genolistOf(P[0] as number, alice, 'Tumour vs normal');
  G2 = await w.genolistOf(P[3] as number, alice, 'Treated vs control');
  await db()
    .update(genolists)
    .set({ creation_date: ago(2 * DAY) })
    .where(eq(genolists.id, G1));
  await db()
    .update(genolists)
    .set({ creation_date: ago(10 * DAY) })
    .where(eq(genolists.id, G2));

  bobsProject = await w.projectOf(bob, 'Bob private');
  await db()
    .update(projects)
    .set({ creation_date: ago(1 * DAY) })
    .where(eq(projects.id, bobsProject));
  bobsGenolist = await w.genolistOf(bobsProject, bob, 'Bob only');
}, 120_000);
afterAll(() => w.close());

type Metric = {
  value: number;
  trend: { last_7_days: number; previous_7_days: number; percent: number | null } | null;
};
type Dashboard = {
  scope: string;
  period_days: number;
  basic_metrics: {
    total_projects: Metric;
    samples_analysed: Metric;
    comparisons: Metric;
    completed_projects: Metric;
    total_genolists: number;
    active_analyses: number;
  };
  activity_timeline: {
    date: string;
    projects: number;
    analyses: number;
    views: number;
    favorites: number;
    users: number | null;
  }[];
  recent_genolists: { id: number }[];
  most_viewed_genolists: { id: number; view_count: number }[];
  recent_discoveries: { label: string; genolist: { id: number } }[];
  collaboration_stats: unknown;
};
const dashboard = async (who: Session, query = ''): Promise<Dashboard> =>
  w.ok(200, 'GET', `/api/analytics/dashboard/${query}`, who);

describe('the dashboard metrics', () => {
  it('count what the user may see, with the last 7 days against the 7 before', async () => {
    const { scope, basic_metrics } = await dashboard(alice);
    expect(scope).toBe('visible');
    expect(basic_metrics).toEqual({
      // Created 1, 3 and 7 days less an hour ago; 7 days and an hour ago; 20 days ago.
      total_projects: { value: 5, trend: { last_7_days: 3, previous_7_days: 1, percent: 200 } },
      // Two samples in the newest project, three in the one just across the week boundary.
      samples_analysed: { value: 5, trend: { last_7_days: 2, previous_7_days: 3, percent: -33.3 } },
      comparisons: { value: 2, trend: { last_7_days: 1, previous_7_days: 1, percent: 0 } },
      completed_projects: { value: 2, trend: { last_7_days: 1, previous_7_days: 1, percent: 0 } },
      total_genolists: 2,
      active_analyses: 0,
    });
  });

  it('show no trend rather than 0 % to someone with nothing yet', async () => {
    const { basic_metrics } = await dashboard(carol);
    expect(basic_metrics.total_projects).toEqual({ value: 0, trend: null });
    expect(basic_metrics.samples_analysed).toEqual({ value: 0, trend: null });
    expect(basic_metrics.comparisons).toEqual({ value: 0, trend: null });
  });

  it('count the whole installation for staff', async () => {
    const { scope, basic_metrics } = await dashboard(w.admin);
    expect(scope).toBe('platform');
    // Bob's project, made a day ago, joins Alice's five; his genolist was made today.
    expect(basic_metrics.total_projects).toEqual({
      value: 6,
      trend: { last_7_days: 4, previous_7_days: 1, percent: 300 },
    });
    expect(basic_metrics.comparisons).toEqual({
      value: 3,
      trend: { last_7_days: 2, previous_7_days: 1, percent: 100 },
    });
  });

  it('count the imports waiting or running: the uploader their own, staff all', async () => {
    const uploader = await w.staff();
    sessions.push(uploader);
    const task = await runningImport('SLC900', uploader);
    expect((await dashboard(uploader)).basic_metrics.active_analyses).toBe(1);
    expect((await dashboard(w.admin)).basic_metrics.active_analyses).toBe(1);
    expect((await dashboard(alice)).basic_metrics.active_analyses).toBe(0);
    await failTask(db(), task.id, 'cancelled by the test');
    expect((await dashboard(uploader)).basic_metrics.active_analyses).toBe(0);
  });
});

describe('activity, views and recent lists', () => {
  let today: string;
  beforeAll(async () => {
    today = utcDay(new Date());
    // Alice favourites her newest project and opens G1; staff open G1 too; Bob favourites and opens his own.
    await w.ok(200, 'POST', `/api/projects/${P[0]}/toggle-favorite/`, alice);
    await w.ok(200, 'POST', `/api/genolists/${G1}/increment-view/`, alice);
    await w.ok(200, 'POST', `/api/genolists/${G1}/increment-view/`, alice);
    await w.ok(200, 'POST', `/api/genolists/${G1}/increment-view/`, w.admin);
    await w.ok(200, 'POST', `/api/projects/${bobsProject}/toggle-favorite/`, bob);
    await w.ok(200, 'POST', `/api/genolists/${bobsGenolist}/increment-view/`, bob);
    // An import of Alice's second project finished today, by an uploader she does not know.
    const uploader = await w.staff();
    sessions.push(uploader);
    const task = await runningImport('SLC901', uploader);
    await completeTask(db(), task.id, P[1] as number, { reading: 1 });
  });

  it('per day: projects created, imports finished, views and favourites the user may see', async () => {
    const { activity_timeline, period_days } = await dashboard(alice, '?days=30');
    expect(period_days).toBe(30);
    expect(activity_timeline).toHaveLength(30);
    expect(activity_timeline.at(-1)?.date).toBe(today);
    const expected = new Map<
      string,
      { projects: number; analyses: number; views: number; favorites: number }
    >();
    const on = (day: string) => {
      const entry = expected.get(day) ?? { projects: 0, analyses: 0, views: 0, favorites: 0 };
      expected.set(day, entry);
      return entry;
    };
    for (const date of created) on(utcDay(date)).projects += 1;
    // One view per user and day: Alice's second opening is not counted; Bob's genolist is not hers.
    Object.assign(on(today), { analyses: 1, views: 2, favorites: 1 });
    for (const day of activity_timeline) {
      expect(day, day.date).toEqual({
        date: day.date,
        ...(expected.get(day.date) ?? { projects: 0, analyses: 0, views: 0, favorites: 0 }),
        users: null,
      });
    }
    expect(activity_timeline.reduce((n, d) => n + d.projects, 0)).toBe(5);
  });

  it('for staff: everything, and the users who signed in each day', async () => {
    // Bob signed in two days ago rather than today.
    await db()
      .update(events)
      .set({ at: ago(2 * DAY) })
      .where(and(eq(events.kind, 'signed_in'), eq(events.actor_id, bob.user.id)));
    const { activity_timeline } = await dashboard(w.admin, '?days=7');
    expect(activity_timeline).toHaveLength(7);
    const todays = activity_timeline.at(-1);
    expect(todays).toMatchObject({ date: today, views: 3, favorites: 2, analyses: 1 });
    expect(todays?.users).toBe(sessions.length - 1);
    expect(activity_timeline.find((d) => d.date === utcDay(ago(2 * DAY)))?.users).toBe(1);
  });

  it('asks for a period of 1 to 365 days', async () => {
    const response = await w.call('GET', '/api/analytics/dashboard/?days=0', alice);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/days/);
    expect((await w.call('GET', '/api/analytics/dashboard/?days=366', alice)).statusCode).toBe(400);
  });

  it('recent and most viewed genolists, and the discoveries made of them', async () => {
    const d = await dashboard(alice);
    expect(d.recent_genolists.map((g) => g.id)).toEqual([G1, G2]);
    expect(d.most_viewed_genolists.map((g) => [g.id, g.view_count])).toEqual([[G1, 2]]);
    expect(d.recent_discoveries.map((x) => [x.genolist.id, x.label])).toEqual([
      [G1, 'popular'],
      [G2, 'recent'],
    ]);
    expect(d.collaboration_stats).toEqual(
      await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', alice),
    );
    expect(await w.ok(200, 'GET', '/api/analytics/collaboration-stats', alice)).toEqual(
      d.collaboration_stats,
    );
  });

  it('top genolists: views in the period the user may see', async () => {
    // The Analytics page's answer: their plan must have the analytics flag (tests/api/quotas.test.ts).
    for (const who of [alice, bob]) await onSeededPlan(db(), who.user.id, 'PRO');
    expect(await w.ok(200, 'GET', '/api/analytics/top-genolists', alice)).toEqual([
      { id: G1, name: 'Tumour vs normal', project: { id: P[0], name: 'Alice 1' }, views: 2, view_count: 2 },
    ]);
    expect(
      (await w.ok(200, 'GET', '/api/analytics/top-genolists', bob)).map((g: { id: number }) => g.id),
    ).toEqual([bobsGenolist]);
    const everything = await w.ok(200, 'GET', '/api/analytics/top-genolists?limit=1', w.admin);
    expect(everything.map((g: { id: number }) => g.id)).toEqual([G1]);
  });

  it("recent activity: the user's own and their projects', never another's views or favourites", async () => {
    type Entry = {
      kind: string;
      actor: { id: number } | null;
      project: { id: number } | null;
      genolist: { id: number } | null;
    };
    const mine: Entry[] = await w.ok(200, 'GET', '/api/analytics/recent-activity?limit=100', alice);
    const kinds = (entries: Entry[]) =>
      entries.map((e) => `${e.kind}:${e.project?.id ?? e.genolist?.id ?? ''}`);
    expect(kinds(mine)).toEqual(
      expect.arrayContaining([
        `import_finished:${P[1]}`,
        `genolist_viewed:${G1}`,
        `favorite_added:${P[0]}`,
        ...P.map((id) => `project_created:${id}`),
      ]),
    );
    expect(mine.some((e) => e.project?.id === bobsProject || e.genolist?.id === bobsGenolist)).toBe(false);
    expect(mine.some((e) => e.actor?.id === bob.user.id)).toBe(false);
    // Staff opened G1 too; that view is theirs.
    expect(mine.filter((e) => e.kind === 'genolist_viewed').map((e) => e.actor?.id)).toEqual([alice.user.id]);
    expect(await w.ok(200, 'GET', '/api/analytics/recent-activity?limit=2', alice)).toHaveLength(2);
    const carols: Entry[] = await w.ok(200, 'GET', '/api/analytics/recent-activity', carol);
    expect(carols.every((e) => e.actor?.id === carol.user.id)).toBe(true);
  });

  it('counts and recent lists: /projects/count/, /genolists/count/, ?ordering=-creation_date&limit=', async () => {
    expect(await w.ok(200, 'GET', '/api/projects/count/', alice)).toEqual({ count: 5 });
    expect(await w.ok(200, 'GET', '/api/projects/count/', carol)).toEqual({ count: 0 });
    expect(await w.ok(200, 'GET', '/api/genolists/count/', alice)).toEqual({ count: 2 });
    const recent = await w.ok(200, 'GET', '/api/projects/myprojects?ordering=-creation_date&limit=2', alice);
    expect(recent.count).toBe(5);
    expect(recent.results.map((p: { id: number }) => p.id)).toEqual([P[0], P[1]]);
    const oldest = await w.ok(200, 'GET', '/api/projects/myprojects?ordering=creation_date&limit=1', alice);
    expect(oldest.results.map((p: { id: number }) => p.id)).toEqual([P[4]]);
    expect((await w.call('GET', '/api/projects/myprojects?limit=0', alice)).statusCode).toBe(400);
    expect((await w.call('GET', '/api/projects/myprojects?limit=101', alice)).statusCode).toBe(400);
    const genolistsRecent = await w.ok(
      200,
      'GET',
      '/api/genolists/mygenolists/?ordering=-creation_date&limit=1',
      alice,
    );
    expect(genolistsRecent.map((g: { id: number }) => g.id)).toEqual([G1]);
  });
});

describe('system health', () => {
  it("the server's own measurements: uptime, median response time, imports' success, database size", async () => {
    // Imports ended in the last 30 days count; one that failed 40 days ago does not.
    const uploader = await w.staff();
    const old = await runningImport('SLC902', uploader);
    await failTask(db(), old.id, 'a bad archive');
    await db()
      .update(importTasks)
      .set({ finished_at: ago(40 * DAY) })
      .where(eq(importTasks.id, old.id));
    const [{ succeeded, failed }] = (await db()
      .select({
        succeeded: sql<number>`count(*) FILTER (WHERE status = 'SUCCESS')::int`,
        failed: sql<number>`count(*) FILTER (WHERE status = 'FAILURE')::int`,
      })
      .from(importTasks)
      .where(sql`finished_at > now() - interval '30 days'`)) as [{ succeeded: number; failed: number }];
    // This file ended one import well and one badly within the window (the cancelled one above).
    expect([succeeded, failed]).toEqual([1, 1]);

    const health = await w.ok(200, 'GET', '/api/analytics/system-health', alice);
    expect(health.imports).toEqual({ succeeded: 1, failed: 1, window_days: 30, success_percent: 50 });
    expect(health.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(health.database.size_bytes).toBeGreaterThan(1_000_000);
    expect(health.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(health.started_at)).toBeLessThanOrEqual(Date.now());
    expect(health.response_time).toMatchObject({ window_minutes: 60, per_process: true });
    // Every request this file made so far was timed.
    expect(health.response_time.requests).toBeGreaterThan(20);
    expect(health.response_time.median_ms).toBeGreaterThan(0);
    const later = await w.ok(200, 'GET', '/api/analytics/system-health', alice);
    expect(later.response_time.requests).toBeGreaterThan(health.response_time.requests);
  });

  it('no share of imports before any import ended', async () => {
    await db().delete(importTasks);
    const health = await w.ok(200, 'GET', '/api/analytics/system-health', alice);
    expect(health.imports).toEqual({ succeeded: 0, failed: 0, window_days: 30, success_percent: null });
  });
});

describe('recommendations', () => {
  type Recommendation = { kind: string } & Record<string, unknown>;
  const of = async (who: Session): Promise<Recommendation[]> =>
    w.ok(200, 'GET', '/api/analytics/recommendations', who);

  it('a newcomer: start a project', async () => {
    expect(await of(carol)).toEqual([{ kind: 'start_projects', action: 'create_project', projects: 0 }]);
  });

  it('from the user state: an invitation waiting, a favourite left alone for 30 days, genolists never opened, nothing shared', async () => {
    const dave = await w.user();
    const [mine, old] = [await w.projectOf(dave, 'Dave recent'), await w.projectOf(dave, 'Dave old')];
    const unopened = await w.genolistOf(mine, dave, 'Never opened');
    const opened = await w.genolistOf(mine, dave, 'Opened');
    await w.ok(200, 'POST', `/api/genolists/${opened}/increment-view/`, dave);
    await w.ok(200, 'POST', `/api/projects/${old}/toggle-favorite/`, dave);
    await w.ok(200, 'POST', `/api/projects/${mine}/toggle-favorite/`, dave);
    await db()
      .update(projectFavorites)
      .set({ created_at: ago(40 * DAY) })
      .where(and(eq(projectFavorites.user_id, dave.user.id), eq(projectFavorites.project_id, old)));
    // Dave last opened the old project 35 days ago.
    await w.ok(204, 'POST', `/api/projects/${old}/increment-view/`, dave);
    await db()
      .update(events)
      .set({ at: ago(35 * DAY) })
      .where(and(eq(events.kind, 'project_viewed'), eq(events.project_id, old)));
    const team = await w.ok(201, 'POST', '/api/collaboration/teams/', bob, { name: 'Bob lab' });
    const invitation = await w.ok(201, 'POST', `/api/collaboration/teams/${team.id}/invite_user/`, bob, {
      email: dave.user.email,
      permission_level: 'MEMBER',
    });

    expect(await of(dave)).toEqual([
      { kind: 'answer_invitations', count: 1 },
      { kind: 'start_projects', action: 'create_project', projects: 2 },
      { kind: 'share_project', owned_projects: 2 },
      {
        kind: 'revisit_favorite',
        project: { id: old, name: 'Dave old' },
        last_opened: expect.any(String),
        days: 30,
      },
      {
        kind: 'open_genolist',
        genolist: { id: unopened, name: 'Never opened' },
        project: { id: mine, name: 'Dave recent' },
      },
    ]);
    const revisit = (await of(dave)).find((r) => r.kind === 'revisit_favorite');
    expect(Math.abs(Date.parse(revisit?.last_opened as string) - ago(35 * DAY).getTime())).toBeLessThan(HOUR);

    // Each suggestion goes once it is followed.
    await w.ok(200, 'POST', `/api/collaboration/invitations/${invitation.id}/accept/`, dave);
    await w.ok(204, 'POST', `/api/projects/${old}/increment-view/`, dave);
    await w.ok(200, 'POST', `/api/genolists/${unopened}/increment-view/`, dave);
    const ownTeam = await w.ok(201, 'POST', '/api/collaboration/teams/', dave, { name: 'Dave lab' });
    await w.ok(201, 'POST', `/api/collaboration/projects/${mine}/share_with_team/`, dave, {
      team_id: ownTeam.id,
    });
    expect(await of(dave)).toEqual([{ kind: 'start_projects', action: 'create_project', projects: 2 }]);
  });

  it('staff who see five projects or more are not asked to start', async () => {
    // Staff see every project of this file: more than five.
    expect((await of(w.admin)).some((r) => r.kind === 'start_projects')).toBe(false);
  });
});

describe('who may ask', () => {
  it('every analytics answer needs a signed-in user', async () => {
    for (const path of [
      'dashboard/',
      'recent-activity',
      'trending-genes',
      'top-genolists',
      'collaboration-stats',
      'system-health',
      'recommendations',
    ]) {
      expect((await w.call('GET', `/api/analytics/${path}`)).statusCode, path).toBe(401);
    }
  });
});

describe('comparisons computed on the server', () => {
  it('count as analyses and show in the feed for those who may see their genolist, never as imports', async () => {
    // Dan's project is public, the genolist his comparison made is private: Alice sees the project only.
    const dan = await w.user();
    const shown = await w.projectOf(dan, 'Dan public');
    await db().update(projects).set({ public: true }).where(eq(projects.id, shown));
    const computed = await w.genolistOf(shown, dan, 'Liver vs Kidney (limma-voom)');
    const comparison = (name: string) => ({
      kind: 'limma-voom',
      de_request: { name, factor: 'tissue', numerator: 'Liver', reference: 'Kidney', covariates: [] },
      project_id: shown,
    });
    const analysesToday = async (who: Session) =>
      (await dashboard(who, '?days=1')).activity_timeline.at(-1)?.analyses ?? 0;
    const before = [await analysesToday(alice), await analysesToday(dan), await analysesToday(w.admin)];
    const health = (await w.ok(200, 'GET', '/api/analytics/system-health', alice)).imports;

    const done = await runningImport('SLC002', dan, comparison('Liver vs Kidney (limma-voom)'));
    await completeTask(db(), done.id, shown, { computing: 1 }, computed);
    const refused = await runningImport('SLC002', dan, comparison('Refused'));
    await failTask(db(), refused.id, 'No residual degrees of freedom');

    expect([await analysesToday(alice), await analysesToday(dan), await analysesToday(w.admin)]).toEqual([
      before[0],
      (before[1] as number) + 1,
      (before[2] as number) + 1,
    ]);
    expect((await w.ok(200, 'GET', '/api/analytics/system-health', alice)).imports).toEqual(health);
    type Entry = { kind: string; genolist: { id: number } | null; data: { name?: string } };
    const told = async (who: Session) =>
      ((await w.ok(200, 'GET', '/api/analytics/recent-activity?limit=100', who)) as Entry[])
        .filter((e) => e.kind.startsWith('comparison_') || e.kind.startsWith('import_'))
        .filter((e) => e.data.name === 'Liver vs Kidney (limma-voom)' || e.data.name === 'Refused')
        .map((e) => `${e.kind}:${e.genolist?.id ?? ''}`);
    expect(await told(dan)).toEqual(['comparison_failed:', `comparison_finished:${computed}`]);
    expect(await told(alice)).toEqual([]);
  });
});
