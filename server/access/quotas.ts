import { eq } from 'drizzle-orm';
import { BYTES_PER_GB, hasRoomFor } from '../../genomics/plans';
import type { Db, Tx } from '../db/client';
import { type PlanRow, type UserRow, userSubscriptions } from '../db/schema';
import { currentSubscription } from '../subscriptions/service';
import { storageBytes, usageOf } from '../subscriptions/usage';
import { isStaff } from './rules';

/**
 * What a plan lets its holder create — the one place that decides. Staff and superusers are
 * never limited. A count limit reached answers `plan_limit_reached`, storage that would overflow
 * `quota_exceeded`, a feature the plan lacks `feature_requires_upgrade` (all 403).
 *
 * Projects and genolists count those the user owns; storage counts the bytes their projects
 * hold; collaborators count those of one project or genolist, against its owner's plan.
 */

export type QuotaRefusal = 'plan_limit_reached' | 'quota_exceeded' | 'feature_requires_upgrade';

export type PlanFeature =
  | 'advanced_visualizations'
  | 'multi_project_comparison'
  | 'ai_assistant'
  | 'api_access'
  | 'advanced_statistics'
  | 'collaboration_features'
  | 'priority_support';

/** The plan whose limits apply to the user now. */
export async function planOf(db: Db, userId: number): Promise<PlanRow> {
  return (await currentSubscription(db, userId)).effectivePlan;
}

/**
 * Holds the user's subscription row until the transaction ends, so that two creations racing
 * cannot both pass the same count (the second waits and then counts the first).
 */
export async function lockPlanHolder(tx: Tx, userId: number): Promise<void> {
  await tx
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.user_id, userId))
    .for('update');
}

/** Why `user` may not create one more project or genolist now, or null. Call inside the transaction that creates it, after `lockPlanHolder`. */
export async function creationRefusal(
  tx: Tx,
  user: UserRow,
  plan: PlanRow,
  kind: 'projects' | 'genolists',
): Promise<QuotaRefusal | null> {
  if (isStaff(user)) return null;
  const usage = await usageOf(tx, user.id);
  const max = kind === 'projects' ? plan.max_projects : plan.max_genolists;
  return hasRoomFor(usage[kind], max) ? null : 'plan_limit_reached';
}

/** Why `bytes` more may not be stored in a project of `owner`, or null. */
export async function storageRefusal(
  db: Db,
  actor: UserRow,
  owner: UserRow | null,
  bytes: number,
): Promise<QuotaRefusal | null> {
  if (isStaff(actor) || !owner || isStaff(owner)) return null;
  const plan = await planOf(db, owner.id);
  const used = await storageBytes(db, owner.id);
  return hasRoomFor(used, plan.max_storage_gb * BYTES_PER_GB, bytes) ? null : 'quota_exceeded';
}

/** Why one more collaborator may not be added to an item of `owner` that has `current` already, or null. */
export async function collaboratorRefusal(
  db: Db,
  actor: UserRow,
  owner: UserRow | null,
  current: number,
): Promise<QuotaRefusal | null> {
  if (isStaff(actor) || !owner || isStaff(owner)) return null;
  const plan = await planOf(db, owner.id);
  if (!plan.collaboration_features) return 'feature_requires_upgrade';
  return hasRoomFor(current, plan.max_collaborators) ? null : 'plan_limit_reached';
}

/** Why the user may not use a feature their plan names, or null. */
export async function featureRefusal(
  db: Db,
  user: UserRow,
  feature: PlanFeature,
): Promise<QuotaRefusal | null> {
  if (isStaff(user)) return null;
  return (await planOf(db, user.id))[feature] ? null : 'feature_requires_upgrade';
}

/**
 * Why the user may not compare genolists of these projects, or null. Genolists of one project are
 * open to whoever may see them; across projects the plan needs `multi_project_comparison`.
 */
export async function comparisonRefusal(
  db: Db,
  user: UserRow,
  projectIds: readonly number[],
): Promise<QuotaRefusal | null> {
  if (new Set(projectIds).size <= 1) return null;
  return featureRefusal(db, user, 'multi_project_comparison');
}

/** Whether the user could create one more project and genolist now (the features view). */
export function creationAllowance(
  user: UserRow,
  plan: PlanRow,
  usage: { projects: number; genolists: number },
) {
  const staff = isStaff(user);
  return {
    can_create_project: staff || hasRoomFor(usage.projects, plan.max_projects),
    can_create_genolist: staff || hasRoomFor(usage.genolists, plan.max_genolists),
  };
}
