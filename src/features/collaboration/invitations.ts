import type { components } from '../../../openapi/schema';

/**
 * Which invitations the screens show and count. The server says whether an
 * invitation has expired; the expiry date is checked too, so one that expires while the screen
 * is open stops counting without a reload.
 */

export type Invitation = components['schemas']['Invitation'];

/** What a sent invitation's badge says: its status, or EXPIRED for a pending one past its date. */
export type InvitationState = Invitation['status'] | 'EXPIRED';

function hasExpired(invitation: Pick<Invitation, 'is_expired' | 'expires_date'>, now: number): boolean {
  if (invitation.is_expired) return true;
  const expires = Date.parse(invitation.expires_date);
  return Number.isFinite(expires) && expires <= now;
}

/** Still to answer: PENDING, of TEAM type, not expired. */
export function isPendingTeamInvitation(
  invitation: Pick<Invitation, 'status' | 'invitation_type' | 'is_expired' | 'expires_date'>,
  now: number = Date.now(),
): boolean {
  return (
    invitation.status === 'PENDING' && invitation.invitation_type === 'TEAM' && !hasExpired(invitation, now)
  );
}

/** The invitations the user received and may still accept or decline, newest first. */
export function pendingReceived<T extends Invitation>(
  invitations: readonly T[],
  now: number = Date.now(),
): T[] {
  return invitations
    .filter((invitation) => invitation.direction === 'received' && isPendingTeamInvitation(invitation, now))
    .sort(newestFirst);
}

/** The sidebar badge and the tab's count: received, PENDING, TEAM, non-expired invitations. */
export function pendingInvitationCount(invitations: readonly Invitation[], now: number = Date.now()): number {
  return pendingReceived(invitations, now).length;
}

/** The invitations the user sent, whatever their status, newest first. */
export function sentInvitations<T extends Invitation>(invitations: readonly T[]): T[] {
  return invitations.filter((invitation) => invitation.direction === 'sent').sort(newestFirst);
}

export function invitationState(
  invitation: Pick<Invitation, 'status' | 'is_expired' | 'expires_date'>,
  now: number = Date.now(),
): InvitationState {
  return invitation.status === 'PENDING' && hasExpired(invitation, now) ? 'EXPIRED' : invitation.status;
}

function newestFirst(a: Pick<Invitation, 'created_date'>, b: Pick<Invitation, 'created_date'>): number {
  return Date.parse(b.created_date) - Date.parse(a.created_date);
}

/**
 * Who an invitation went to, as its sender may read it: the account's name, or the address when
 * the invitee had no account (the server shows a sender the address only then).
 */
export function inviteeName(invitation: Pick<Invitation, 'invitee' | 'email'>): string {
  const name = [invitation.invitee?.first_name, invitation.invitee?.last_name].filter(Boolean).join(' ');
  return name || invitation.email || '';
}

/** The invited role as the contract types it (a string): an unknown value reads as MEMBER. */
export function invitedRole(level: string): 'OWNER' | 'ADMIN' | 'MEMBER' | 'VIEWER' {
  return level === 'ADMIN' || level === 'VIEWER' || level === 'OWNER' ? level : 'MEMBER';
}
