import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_TRIAL_DAYS, STATUSES_WITH_PLAN, type SubscriptionStatus } from '../../genomics/plans';
import type { Db, Tx } from '../db/client';
import {
  type PlanRow,
  type SubscriptionRow,
  subscriptionChanges,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../db/schema';
import { freePlan } from './plans';

type Executor = Db | Tx;

export type ChangeReason = 'started' | 'plan_selected' | 'changed_by_staff' | 'trial_expired' | 'ended';

async function recordChange(
  db: Executor,
  row: SubscriptionRow,
  reason: ChangeReason,
  changedBy: number | null,
) {
  await db.insert(subscriptionChanges).values({
    user_id: row.user_id,
    plan_id: row.plan_id,
    status: row.status,
    is_trial: row.is_trial,
    end_date: row.end_date,
    reason,
    changed_by: changedBy,
  });
}

/** Gives a user with no subscription the FREE plan (ACTIVE): new accounts, whatever created them. */
export async function ensureSubscription(db: Executor, userId: number): Promise<void> {
  const plan = await freePlan(db);
  const [row] = await db
    .insert(userSubscriptions)
    .values({ user_id: userId, plan_id: plan.id, status: 'ACTIVE' })
    .onConflictDoNothing()
    .returning();
  if (row) await recordChange(db, row, 'started', null);
}

/**
 * Ends what has run out: a trial past its end falls back to FREE (ACTIVE); any other subscription
 * past its end and not renewed automatically becomes EXPIRED. Called before subscriptions are
 * read, so nobody keeps a plan they no longer have.
 */
export async function settleEndedSubscriptions(db: Db, userId?: number): Promise<void> {
  const now = new Date();
  const whose = userId === undefined ? undefined : eq(userSubscriptions.user_id, userId);
  const ended = and(whose, isNotNull(userSubscriptions.end_date), lt(userSubscriptions.end_date, now));
  const trials = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(and(ended, eq(userSubscriptions.is_trial, true)));
  const others = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(
      and(
        ended,
        eq(userSubscriptions.is_trial, false),
        eq(userSubscriptions.auto_renew, false),
        eq(userSubscriptions.status, 'ACTIVE'),
      ),
    );
  if (trials.length === 0 && others.length === 0) return;
  const free = await freePlan(db);
  await db.transaction(async (tx) => {
    for (const { id } of trials) {
      const [row] = await tx
        .update(userSubscriptions)
        .set({
          plan_id: free.id,
          status: 'ACTIVE',
          is_trial: false,
          start_date: now,
          end_date: null,
          updated_at: now,
        })
        .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.is_trial, true)))
        .returning();
      if (row) await recordChange(tx, row, 'trial_expired', null);
    }
    for (const { id } of others) {
      const [row] = await tx
        .update(userSubscriptions)
        .set({ status: 'EXPIRED', updated_at: now })
        .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.status, 'ACTIVE')))
        .returning();
      if (row) await recordChange(tx, row, 'ended', null);
    }
  });
}

export interface CurrentSubscription {
  subscription: SubscriptionRow;
  plan: PlanRow;
  /** The plan whose limits and features apply: the subscription's while ACTIVE or TRIAL, else FREE. */
  effectivePlan: PlanRow;
}

/** The user's subscription, brought up to date (created FREE if missing, trial ended if over). */
export async function currentSubscription(db: Db, userId: number): Promise<CurrentSubscription> {
  await ensureSubscription(db, userId);
  await settleEndedSubscriptions(db, userId);
  const [row] = await db
    .select({ subscription: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .where(eq(userSubscriptions.user_id, userId));
  if (!row) throw new Error(`no subscription for user ${userId}`);
  const applies = STATUSES_WITH_PLAN.includes(row.subscription.status as SubscriptionStatus);
  return { ...row, effectivePlan: applies ? row.plan : await freePlan(db) };
}

/** Starts the FREE plan now (the only plan a user may start without a quote). */
export async function startFreePlan(db: Db, userId: number): Promise<void> {
  await ensureSubscription(db, userId);
  const free = await freePlan(db);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(userSubscriptions)
      .set({
        plan_id: free.id,
        status: 'ACTIVE',
        is_trial: false,
        start_date: now,
        end_date: null,
        auto_renew: false,
        updated_at: now,
      })
      .where(eq(userSubscriptions.user_id, userId))
      .returning();
    if (row) await recordChange(tx, row, 'plan_selected', userId);
  });
}

export interface StaffSubscriptionChange {
  plan?: number;
  status?: SubscriptionStatus;
  end_date?: string | null;
  auto_renew?: boolean;
}

/**
 * A change staff make. Any status may follow any other. TRIAL makes it a trial, ending on the
 * given end date or in DEFAULT_TRIAL_DAYS days; any other status ends the trial.
 */
export async function changeSubscription(
  db: Db,
  id: number,
  change: StaffSubscriptionChange,
  staffId: number,
): Promise<{ before: SubscriptionRow; after: SubscriptionRow } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, id))
      .for('update');
    if (!before) return null;
    const now = new Date();
    const status = change.status ?? (before.status as SubscriptionStatus);
    const isTrial = status === 'TRIAL';
    let endDate =
      change.end_date === undefined ? before.end_date : change.end_date ? new Date(change.end_date) : null;
    if (isTrial && !before.is_trial && change.end_date === undefined) endDate = null;
    if (isTrial && !endDate) endDate = new Date(now.getTime() + DEFAULT_TRIAL_DAYS * 86_400_000);
    const planChanged = change.plan !== undefined && change.plan !== before.plan_id;
    const [after] = await tx
      .update(userSubscriptions)
      .set({
        plan_id: change.plan ?? before.plan_id,
        status,
        is_trial: isTrial,
        end_date: endDate ?? null,
        auto_renew: change.auto_renew ?? before.auto_renew,
        start_date: planChanged || (isTrial && !before.is_trial) ? now : before.start_date,
        updated_at: now,
      })
      .where(eq(userSubscriptions.id, id))
      .returning();
    if (!after) return null;
    await recordChange(tx, after, 'changed_by_staff', staffId);
    return { before, after };
  });
}

export async function subscriptionHistory(db: Db, userId: number) {
  return db
    .select({ change: subscriptionChanges, plan: subscriptionPlans })
    .from(subscriptionChanges)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionChanges.plan_id))
    .where(eq(subscriptionChanges.user_id, userId))
    .orderBy(sql`${subscriptionChanges.at} DESC, ${subscriptionChanges.id} DESC`);
}

/** Every user's subscription with its plan and user (administration console), newest accounts first. */
export async function allSubscriptions(db: Db) {
  const free = await freePlan(db);
  await db.execute(sql`WITH started AS (
      INSERT INTO user_subscriptions (user_id, plan_id, status)
      SELECT u.id, ${free.id}, 'ACTIVE' FROM users u
      WHERE NOT EXISTS (SELECT 1 FROM user_subscriptions s WHERE s.user_id = u.id)
      ON CONFLICT DO NOTHING RETURNING user_id, plan_id, status)
    INSERT INTO subscription_changes (user_id, plan_id, status, is_trial, reason)
    SELECT user_id, plan_id, status, false, 'started' FROM started`);
  await settleEndedSubscriptions(db);
  return db
    .select({ subscription: userSubscriptions, plan: subscriptionPlans, user: users })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .innerJoin(users, eq(users.id, userSubscriptions.user_id))
    .orderBy(sql`${users.id} DESC`);
}

export async function subscriptionWithUser(db: Db, id: number) {
  const [row] = await db
    .select({ subscription: userSubscriptions, plan: subscriptionPlans, user: users })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.plan_id))
    .innerJoin(users, eq(users.id, userSubscriptions.user_id))
    .where(eq(userSubscriptions.id, id));
  return row;
}
