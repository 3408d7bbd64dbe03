import type { components } from '../../../openapi/schema';

/**
 * Who may do what on the collaboration screens. The server enforces every rule
 * on every call; these only decide what the screens offer, so nobody is shown an action that
 * can only fail.
 */

export type Team = components['schemas']['Team'];
export type TeamRole = NonNullable<Team['user_role']>;
export type TeamMember = components['schemas']['TeamMember'];
export type SharePermission = components['schemas']['TeamShareCreate']['permission'] & string;
export type InvitableRole = NonNullable<components['schemas']['InvitationCreate']['permission_level']>;
export type ExpiryDays = NonNullable<components['schemas']['InvitationCreate']['expires_in_days']>;

/** Highest first: the order of the role menu and of the badges' colours. */
export const TEAM_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const satisfies readonly TeamRole[];
/** An invitation gives VIEWER, MEMBER (default) or ADMIN; owners are made by a role change. */
export const INVITABLE_ROLES = ['VIEWER', 'MEMBER', 'ADMIN'] as const satisfies readonly InvitableRole[];
export const DEFAULT_INVITE_ROLE: InvitableRole = 'MEMBER';
/** Expiry choices in days, 7 by default. */
export const EXPIRY_DAYS = [1, 3, 7, 14, 30] as const satisfies readonly ExpiryDays[];
export const DEFAULT_EXPIRY_DAYS: ExpiryDays = 7;
/** VIEWER (read only, default), EDITOR (can edit), ADMIN (full management). */
export const SHARE_PERMISSIONS = ['VIEWER', 'EDITOR', 'ADMIN'] as const satisfies readonly SharePermission[];
export const DEFAULT_SHARE_PERMISSION: SharePermission = 'VIEWER';

/** OWNER or ADMIN: invites, shares with the team, changes its settings, manages its members. */
export function isTeamManager(role: TeamRole | null | undefined): boolean {
  return role === 'OWNER' || role === 'ADMIN';
}

/** Only an OWNER deletes a team. */
export function canDeleteTeam(role: TeamRole | null | undefined): boolean {
  return role === 'OWNER';
}

/**
 * A member may leave a team, unless they are its only owner: a team keeps an owner (the server
 * answers 409), so they first make someone else owner, or delete the team.
 */
export function canLeaveTeam(role: TeamRole | null | undefined, owners: number): boolean {
  if (!role) return false;
  return role !== 'OWNER' || owners > 1;
}

/** The teams a project or genolist may be shared with: those where the user is OWNER or ADMIN. */
export function eligibleShareTeams<T extends Pick<Team, 'user_role'>>(teams: readonly T[]): T[] {
  return teams.filter((team) => isTeamManager(team.user_role));
}

export interface MemberActions {
  /** The roles the viewer may give this member (the member's current one included). */
  roles: TeamRole[];
  remove: boolean;
}

/**
 * The action menu of one member: an owner has it on everyone, an admin on everyone
 * but owners (only an owner changes or removes an owner, and only an owner makes one). Never on
 * oneself: one's own role and leaving are not managed from this list, and the server keeps at
 * least one owner anyway (one leaves from the team's header). Null when the viewer gets no menu
 * on this member.
 */
export function memberActions(
  viewer: { role: TeamRole | null | undefined; userId: number | null | undefined },
  member: Pick<TeamMember, 'role'> & { user: Pick<TeamMember['user'], 'id'> },
): MemberActions | null {
  if (viewer.userId !== null && viewer.userId !== undefined && member.user.id === viewer.userId) return null;
  if (viewer.role === 'OWNER') return { roles: [...TEAM_ROLES], remove: true };
  if (viewer.role === 'ADMIN' && member.role !== 'OWNER')
    return { roles: TEAM_ROLES.filter((role) => role !== 'OWNER'), remove: true };
  return null;
}
