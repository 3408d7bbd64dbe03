import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, userSubscriptions } from '../../server/db/schema';
import { signedIn, startTestApp } from './harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ url, headers });

async function plans(headers: Record<string, string>) {
  const list = (await get('/api/subscription-plans/', headers)).json() as {
    id: number;
    plan_type: string;
    max_projects: number;
    max_genolists: number;
    max_storage_gb: number;
    price: number;
  }[];
  return Object.fromEntries(list.map((p) => [p.plan_type, p]));
}

describe('plans', () => {
  it('are the five of the price list, with their limits (-1 unlimited)', async () => {
    const user = await signedIn(t.app);
    const byType = await plans(user.headers);
    const limits = Object.fromEntries(
      Object.values(byType).map((p) => [p.plan_type, [p.max_projects, p.max_genolists, p.max_storage_gb]]),
    );
    expect(limits).toEqual({
      FREE: [3, 10, 1],
      BASIC: [10, 50, 5],
      PRO: [50, 200, 20],
      ENTERPRISE: [-1, -1, 100],
      ACADEMIC: [25, 100, 10],
    });
    expect(byType.FREE?.price).toBe(0);
    expect((await get('/api/subscription-plans/')).statusCode).toBe(401);
  });
});

describe('current subscription', () => {
  it('is FREE and ACTIVE for a new account, with no use yet', async () => {
    const user = await signedIn(t.app);
    const current = (await get('/api/user-subscriptions/current/', user.headers)).json();
    expect(current).toMatchObject({ status: 'ACTIVE', is_trial: false, days_remaining: null });
    expect(current.plan_details.plan_type).toBe('FREE');
    const features = (await get('/api/user-subscriptions/features/', user.headers)).json();
    expect(features).toMatchObject({
      current_projects: 0,
      max_projects: 3,
      current_genolists: 0,
      max_genolists: 10,
      current_storage_bytes: 0,
      max_storage_gb: 1,
      can_create_project: true,
      can_create_genolist: true,
      unlimited: false,
    });
    const history = (await get('/api/user-subscriptions/history/', user.headers)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ reason: 'started', status: 'ACTIVE' });
  });

  it('falls back to FREE when a trial has ended', async () => {
    const user = await signedIn(t.app);
    const staff = await signedIn(t.app, { staff: true });
    const { PRO } = await plans(user.headers);
    const mine = (await get('/api/user-subscriptions/current/', user.headers)).json();
    const started = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/user-subscriptions/${mine.id}/`,
      headers: staff.headers,
      payload: { plan: PRO?.id, status: 'TRIAL' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'TRIAL', is_trial: true, days_remaining: 14 });
    const during = (await get('/api/user-subscriptions/features/', user.headers)).json();
    expect(during.max_projects).toBe(50);
    await t.app.ctx.database.db
      .update(userSubscriptions)
      .set({ end_date: new Date(Date.now() - 1000) })
      .where(eq(userSubscriptions.id, mine.id));
    const after = (await get('/api/user-subscriptions/current/', user.headers)).json();
    expect(after).toMatchObject({ status: 'ACTIVE', is_trial: false, end_date: null });
    expect(after.plan_details.plan_type).toBe('FREE');
    const reasons = (await get('/api/user-subscriptions/history/', user.headers))
      .json()
      .map((c: { reason: string }) => c.reason);
    expect(reasons).toEqual(['trial_expired', 'changed_by_staff', 'started']);
  });
});

describe('usage log', () => {
  it("records a feature's use as an event of the user, and checks what it is sent", async () => {
    const user = await signedIn(t.app);
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/log_usage/',
      headers: user.headers,
      payload: { action_type: 'heatmap_clustered', resource_id: 7, metadata: { genes: 500 } },
    });
    expect(logged.statusCode).toBe(204);
    const rows = await t.app.ctx.database.db.select().from(events).where(eq(events.actor_id, user.user.id));
    const used = rows.find((e) => e.kind === 'feature_used');
    expect(used?.data).toEqual({ action_type: 'heatmap_clustered', resource_id: 7, genes: 500 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user-subscriptions/log_usage/',
      headers: user.headers,
      payload: { action_type: 'has spaces; DROP' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('action_type');
  });
});
