import type { UserRow } from '../db/schema';
import { isStaff } from './rules';

/**
 * Who may create, change or delete an account — the one place that decides.
 *
 * Anyone edits their own name, username and e-mail. Staff edit any account and its staff and
 * active flags, except a superuser's account; only a superuser grants, changes or removes
 * superuser rights. Nobody deletes their own account from the console (they delete it from their
 * profile, with their password), and the last active superuser can be neither deleted,
 * deactivated nor demoted: someone must always be able to administer GenoApp.
 */

export type AccountRefusal =
  | 'permission_denied'
  | 'superuser_only'
  | 'user_delete_self'
  | 'user_last_superuser';

export interface AccountFlags {
  is_staff?: boolean;
  is_superuser?: boolean;
  is_active?: boolean;
  /** A new password set by staff. */
  password?: boolean;
}

export function createRefusal(actor: UserRow, flags: AccountFlags): AccountRefusal | null {
  if (!isStaff(actor)) return 'permission_denied';
  if (flags.is_superuser && !actor.is_superuser) return 'superuser_only';
  return null;
}

/** `activeSuperusers` counts the active superusers, the target included if it is one. */
export function updateRefusal(
  actor: UserRow,
  target: UserRow,
  flags: AccountFlags,
  activeSuperusers: number,
): AccountRefusal | null {
  const changes = {
    staff: flags.is_staff !== undefined && flags.is_staff !== target.is_staff,
    superuser: flags.is_superuser !== undefined && flags.is_superuser !== target.is_superuser,
    active: flags.is_active !== undefined && flags.is_active !== target.is_active,
    password: flags.password === true,
  };
  const self = actor.id === target.id;
  if (!self && !isStaff(actor)) return 'permission_denied';
  // One's own password changes with the current one (its own route), never here.
  if (self && changes.password) return 'permission_denied';
  if (!isStaff(actor) && (changes.staff || changes.superuser || changes.active)) return 'permission_denied';
  if ((changes.superuser || (target.is_superuser && !self)) && !actor.is_superuser) return 'superuser_only';
  const losesSuperuser =
    target.is_superuser && target.is_active && (flags.is_superuser === false || flags.is_active === false);
  if (losesSuperuser && activeSuperusers <= 1) return 'user_last_superuser';
  return null;
}

export function deleteRefusal(
  actor: UserRow,
  target: UserRow,
  activeSuperusers: number,
): AccountRefusal | null {
  if (!isStaff(actor)) return 'permission_denied';
  if (actor.id === target.id) return 'user_delete_self';
  if (target.is_superuser && !actor.is_superuser) return 'superuser_only';
  if (target.is_superuser && target.is_active && activeSuperusers <= 1) return 'user_last_superuser';
  return null;
}

/** Deleting one's own account from the profile: refused only to the last active superuser. */
export function selfDeleteRefusal(user: UserRow, activeSuperusers: number): AccountRefusal | null {
  return user.is_superuser && user.is_active && activeSuperusers <= 1 ? 'user_last_superuser' : null;
}

/** Whether `viewer` sees `target`'s e-mail and rights, or only what a colleague sees. */
export const seesFullAccount = (viewer: UserRow, target: { id: number }) =>
  viewer.id === target.id || isStaff(viewer);
