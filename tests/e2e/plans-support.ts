import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN } from './global-setup';

const auth = (access: string) => ({ Authorization: `JWT ${access}` });

/** Staff put the account whose access token is `access` on one of the seeded plans, ACTIVE. */
export async function putOnPlan(request: APIRequestContext, access: string, planType: string) {
  const signedIn = await request.post('/api/token/', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const staff = ((await signedIn.json()) as { access: string }).access;
  const current = await request.get('/api/user-subscriptions/current/', { headers: auth(access) });
  const subscription = ((await current.json()) as { id: number }).id;
  const plans = (await (await request.get('/api/subscription-plans/', { headers: auth(staff) })).json()) as {
    id: number;
    plan_type: string;
  }[];
  const plan = plans.find((candidate) => candidate.plan_type === planType);
  expect(plan, `a seeded ${planType} plan`).toBeDefined();
  const changed = await request.patch(`/api/admin/user-subscriptions/${subscription}/`, {
    headers: auth(staff),
    data: { plan: plan?.id, status: 'ACTIVE' },
  });
  expect(changed.status()).toBe(200);
}
