import { eq } from 'drizzle-orm';
import type { PlanType } from '../../genomics/plans';
import type { Db } from '../../server/db/client';
import { subscriptionPlans, userSubscriptions } from '../../server/db/schema';

/** Puts the user on one of the seeded plans, ACTIVE (every account starts on FREE). */
export async function onSeededPlan(db: Db, userId: number, planType: PlanType) {
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.plan_type, planType));
  if (!plan) throw new Error(`no seeded ${planType} plan`);
  await db
    .update(userSubscriptions)
    .set({ plan_id: plan.id, status: 'ACTIVE' })
    .where(eq(userSubscriptions.user_id, userId));
}
