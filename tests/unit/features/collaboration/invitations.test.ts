import { describe, expect, it } from 'vitest';
import {
  type Invitation,
  invitationState,
  inviteeName,
  isPendingTeamInvitation,
  pendingInvitationCount,
  pendingReceived,
  sentInvitations,
} from '../../../../src/features/collaboration/invitations';

const NOW = Date.parse('2025-03-10T12:00:00Z');

let next = 0;
function invitation(changes: Partial<Invitation> = {}): Invitation {
  next += 1;
  return {
    id: next,
    status: 'PENDING',
    invitation_type: 'TEAM',
    direction: 'received',
    is_expired: false,
    email: 'b@example.org',
    invitee: null,
    team_id: 1,
    team_name: 'Liver',
    project_id: null,
    project_name: null,
    genolist_id: null,
    genolist_name: null,
    permission_level: 'MEMBER',
    invited_by: null,
    created_date: '2025-03-09T12:00:00Z',
    expires_date: '2025-03-16T12:00:00Z',
    responded_date: null,
    message: '',
    ...changes,
  };
}

describe('which invitations count', () => {
  it('counts only received, PENDING, TEAM, non-expired invitations', () => {
    const list = [
      invitation(),
      invitation({ status: 'ACCEPTED' }),
      invitation({ status: 'DECLINED' }),
      invitation({ status: 'CANCELLED' }),
      invitation({ invitation_type: 'PROJECT' }),
      invitation({ invitation_type: 'GENOLIST' }),
      invitation({ is_expired: true }),
      invitation({ direction: 'sent' }),
      invitation({ created_date: '2025-03-10T08:00:00Z' }),
    ];
    expect(pendingInvitationCount(list, NOW)).toBe(2);
    expect(pendingReceived(list, NOW).map((item) => item.id)).toEqual([list[8]?.id, list[0]?.id]);
  });

  it('stops counting one whose expiry date has passed, even if the server has not said so yet', () => {
    const lapsing = invitation({ expires_date: '2025-03-10T11:59:59Z' });
    expect(isPendingTeamInvitation(lapsing, NOW)).toBe(false);
    expect(isPendingTeamInvitation(lapsing, Date.parse('2025-03-10T11:00:00Z'))).toBe(true);
    expect(pendingInvitationCount([lapsing], NOW)).toBe(0);
  });

  it('counts nothing in an empty list', () => {
    expect(pendingInvitationCount([], NOW)).toBe(0);
  });
});

describe('invitations the user sent', () => {
  it('keeps every status, newest first, and never the received ones', () => {
    const older = invitation({ direction: 'sent', status: 'ACCEPTED', created_date: '2025-03-01T00:00:00Z' });
    const newer = invitation({ direction: 'sent', created_date: '2025-03-05T00:00:00Z' });
    expect(sentInvitations([older, invitation(), newer]).map((item) => item.id)).toEqual([
      newer.id,
      older.id,
    ]);
  });

  it('shows a pending one past its date as expired, and answered ones as they are', () => {
    expect(invitationState(invitation({ is_expired: true }), NOW)).toBe('EXPIRED');
    expect(invitationState(invitation({ expires_date: '2025-03-01T00:00:00Z' }), NOW)).toBe('EXPIRED');
    expect(invitationState(invitation(), NOW)).toBe('PENDING');
    expect(invitationState(invitation({ status: 'ACCEPTED', is_expired: true }), NOW)).toBe('ACCEPTED');
    expect(invitationState(invitation({ status: 'DECLINED' }), NOW)).toBe('DECLINED');
  });
});

describe('who an invitation went to', () => {
  it('is the account’s name, or the address when there was no account', () => {
    expect(
      inviteeName(invitation({ email: null, invitee: { id: 4, first_name: 'Ada', last_name: 'Lovelace' } })),
    ).toBe('Ada Lovelace');
    expect(inviteeName(invitation({ email: 'new@lab.example', invitee: null }))).toBe('new@lab.example');
  });
});
