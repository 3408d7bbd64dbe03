import { describe, expect, it } from 'vitest';
import {
  canDeleteTeam,
  canLeaveTeam,
  eligibleShareTeams,
  isTeamManager,
  memberActions,
  type TeamRole,
} from '../../../../src/features/collaboration/roles';

const member = (userId: number, role: TeamRole) => ({ role, user: { id: userId } });

describe('who may share with a team', () => {
  it('offers only the teams where the user is OWNER or ADMIN, in their order', () => {
    const teams = [
      { id: 1, user_role: 'MEMBER' as const },
      { id: 2, user_role: 'OWNER' as const },
      { id: 3, user_role: 'VIEWER' as const },
      { id: 4, user_role: 'ADMIN' as const },
      { id: 5, user_role: null },
    ];
    expect(eligibleShareTeams(teams).map((team) => team.id)).toEqual([2, 4]);
  });

  it('offers nothing when the user only belongs to teams as member or viewer', () => {
    expect(eligibleShareTeams([{ user_role: 'MEMBER' as const }, { user_role: 'VIEWER' as const }])).toEqual(
      [],
    );
    expect(eligibleShareTeams([])).toEqual([]);
  });
});

describe('team roles', () => {
  it('owners and admins manage; only owners delete', () => {
    expect(
      ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', null].map((role) => isTeamManager(role as TeamRole)),
    ).toEqual([true, true, false, false, false]);
    expect(
      ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', null].map((role) => canDeleteTeam(role as TeamRole)),
    ).toEqual([true, false, false, false, false]);
  });
});

describe('the member action menu', () => {
  const owner = { role: 'OWNER' as const, userId: 1 };
  const admin = { role: 'ADMIN' as const, userId: 2 };

  it('an owner has it on every other member, with every role to give', () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const) {
      expect(memberActions(owner, member(9, role))).toEqual({
        roles: ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'],
        remove: true,
      });
    }
  });

  it('an admin has it on non-owners only, and cannot make an owner', () => {
    expect(memberActions(admin, member(9, 'OWNER'))).toBeNull();
    for (const role of ['ADMIN', 'MEMBER', 'VIEWER'] as const) {
      expect(memberActions(admin, member(9, role))).toEqual({
        roles: ['ADMIN', 'MEMBER', 'VIEWER'],
        remove: true,
      });
    }
  });

  it('members, viewers and non-members have no menu', () => {
    for (const role of ['MEMBER', 'VIEWER', null] as const) {
      expect(memberActions({ role, userId: 3 }, member(9, 'VIEWER'))).toBeNull();
    }
  });

  it('nobody gets the menu on their own row', () => {
    expect(memberActions(owner, member(1, 'OWNER'))).toBeNull();
    expect(memberActions(admin, member(2, 'ADMIN'))).toBeNull();
  });
});

describe('leaving a team', () => {
  it('is offered to every member but the only owner', () => {
    expect(canLeaveTeam('VIEWER', 1)).toBe(true);
    expect(canLeaveTeam('ADMIN', 1)).toBe(true);
    expect(canLeaveTeam('OWNER', 2)).toBe(true);
    expect(canLeaveTeam('OWNER', 1)).toBe(false);
    expect(canLeaveTeam(null, 3)).toBe(false);
  });
});
