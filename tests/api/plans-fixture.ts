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

/** Puts the user on a plan of their own with the given limits (the seeded plans stay as they are). */
export async function onOwnPlan(
  db: Db,
  userId: number,
  limits: Partial<typeof subscriptionPlans.$inferInsert>,
) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      plan_type: `TEST_${userId}`,
      name: 'Test',
      max_projects: 3,
      max_genolists: 10,
      max_storage_gb: 1,
      max_collaborators: 2,
      ...limits,
    })
    .returning();
  await db
    .update(userSubscriptions)
    .set({ plan_id: plan?.id as number })
    .where(eq(userSubscriptions.user_id, userId));
}
