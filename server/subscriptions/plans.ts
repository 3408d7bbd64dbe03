import { asc, eq } from 'drizzle-orm';
import type { BILLING_PERIODS, PlanType } from '../../genomics/plans';
import type { Db, Tx } from '../db/client';
import { type PlanRow, subscriptionPlans } from '../db/schema';

export async function listPlans(db: Db): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id));
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

/** The FREE plan, which the migration seeds; every account falls back to it. */
export async function freePlan(db: Db | Tx): Promise<PlanRow> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.plan_type, 'FREE'));
  if (!row) throw new Error('the FREE plan is missing: run the migrations');
  return row;
}

export function presentPlan(plan: PlanRow) {
  const { price_cents, position: _position, ...rest } = plan;
  return {
    ...rest,
    plan_type: plan.plan_type as PlanType,
    billing_period: plan.billing_period as (typeof BILLING_PERIODS)[number],
    price: price_cents / 100,
  };
}
