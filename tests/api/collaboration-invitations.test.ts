import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../server/db/schema';
import { type CollaborationWorld, collaborationWorld, type Session } from './collaboration-fixture';
import { uniqueEmail } from './harness';

/**
 * Invitations by e-mail: invite → received → accept → the team and what is
 * shared with it become visible → removal takes them away; an invitee who signs up afterwards;
 * decline; expiry; answering twice; re-inviting; the collaboration stats.
 */

let w: CollaborationWorld;
let owner: Session;
let invitee: Session;
let teamId: number;
let projectId: number;

beforeAll(async () => {
  w = await collaborationWorld();
  [owner, invitee] = await Promise.all([w.user(), w.user()]);
  teamId = await w.teamOf(owner, [], 'Invitation lab');
  projectId = await w.projectOf(owner, 'Shared study');
  await w.ok(201, 'POST', `/api/collaboration/projects/${projectId}/share_with_team/`, owner, {
    team_id: teamId,
  });
});
afterAll(() => w.close());

const invite = (payload: object, who: Session = owner, team = teamId) =>
  w.call('POST', `/api/collaboration/teams/${team}/invite_user/`, who, payload);

describe('inviting, accepting, being removed', () => {
  let invitationId: number;

  it('invites an e-mail address with the chosen role, message and expiry', async () => {
    const response = await invite({
      email: invitee.user.email.toUpperCase(),
      permission_level: 'VIEWER',
      message: 'Join us',
      expires_in_days: 3,
    });
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({
      status: 'PENDING',
      invitation_type: 'TEAM',
      direction: 'sent',
      is_expired: false,
      // The address belongs to an account: its sender reads who it is, not the address.
      email: null,
      invitee: {
        id: invitee.user.id,
        first_name: invitee.user.first_name,
        last_name: invitee.user.last_name,
      },
      team_id: teamId,
      team_name: 'Invitation lab',
      project_id: null,
      genolist_id: null,
      permission_level: 'VIEWER',
      message: 'Join us',
      invited_by: { id: owner.user.id },
      responded_date: null,
    });
    const days = (Date.parse(invitation.expires_date) - Date.parse(invitation.created_date)) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);
    invitationId = invitation.id;
  });

  it('defaults to MEMBER for 7 days, and refuses bad roles and expiries', async () => {
    const other = uniqueEmail('defaults');
    const invitation = (await invite({ email: other })).json();
    // Nobody has this address: its sender typed it, and reads it back.
    expect(invitation).toMatchObject({ email: other, invitee: null });
    expect(invitation.permission_level).toBe('MEMBER');
    const days = (Date.parse(invitation.expires_date) - Date.parse(invitation.created_date)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    for (const payload of [
      { email: other, permission_level: 'OWNER' },
      { email: other, expires_in_days: 5 },
      { email: 'not an address' },
      { user: 999_999 },
      {},
    ]) {
      const refused = await invite(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('validation');
    }
  });

  it('shows the invitation to the invitee, and to its sender among the sent ones', async () => {
    const received = await w.ok(200, 'GET', '/api/collaboration/invitations/received/', invitee);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      id: invitationId,
      direction: 'received',
      team_name: 'Invitation lab',
      email: invitee.user.email,
    });
    const sent = await w.ok(200, 'GET', '/api/collaboration/invitations/', owner);
    expect(sent.find((i: { id: number }) => i.id === invitationId)).toMatchObject({ direction: 'sent' });
    expect(await w.ok(200, 'GET', '/api/collaboration/invitations/received/', owner)).toEqual([]);
    const stranger = await w.user();
    expect(await w.ok(200, 'GET', '/api/collaboration/invitations/', stranger)).toEqual([]);
    expect(
      (await w.call('POST', `/api/collaboration/invitations/${invitationId}/accept/`, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await w.call('POST', `/api/collaboration/invitations/${invitationId}/accept/`, owner)).statusCode,
    ).toBe(404);
  });

  it('counts it in the invitee stats until answered', async () => {
    expect(await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', invitee)).toEqual({
      pending_invitations: 1,
      teams_count: 0,
      project_collaborations: 0,
      genolist_collaborations: 0,
    });
  });

  it('only admits members of the team once the invitation is accepted', async () => {
    expect((await w.call('GET', `/api/projects/${projectId}`, invitee)).statusCode).toBe(404);
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/`, invitee)).statusCode).toBe(404);
    const accepted = await w.ok(
      200,
      'POST',
      `/api/collaboration/invitations/${invitationId}/accept/`,
      invitee,
    );
    expect(accepted).toMatchObject({ id: invitationId, status: 'ACCEPTED', direction: 'received' });
    expect(accepted.responded_date).not.toBeNull();
    expect(await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/`, invitee)).toMatchObject({
      user_role: 'VIEWER',
      members_count: 2,
      projects_count: 1,
    });
    const members = await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/members/`, owner);
    expect(members[1]).toMatchObject({
      user: { id: invitee.user.id },
      role: 'VIEWER',
      invited_by: { id: owner.user.id },
    });
    expect(await w.ok(200, 'GET', `/api/projects/${projectId}`, invitee)).toMatchObject({
      id: projectId,
      can_edit: false,
    });
    const teamProjects = await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/projects/`, invitee);
    expect(teamProjects).toEqual([
      expect.objectContaining({
        id: projectId,
        name: 'Shared study',
        permission: 'VIEWER',
        shared_by: expect.objectContaining({ id: owner.user.id }),
      }),
    ]);
    expect(await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', invitee)).toEqual({
      pending_invitations: 0,
      teams_count: 1,
      project_collaborations: 1,
      genolist_collaborations: 0,
    });
  });

  it('refuses answering twice, and inviting someone already in the team', async () => {
    const again = await w.call('POST', `/api/collaboration/invitations/${invitationId}/decline/`, invitee);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invitation_not_pending');
    const member = await invite({ email: invitee.user.email });
    expect(member.statusCode).toBe(409);
    expect(member.json()).toMatchObject({
      code: 'team_already_member',
      fields: { email: expect.any(String) },
    });
    expect((await invite({ email: owner.user.email })).statusCode).toBe(409);
  });

  it('lets only owners and admins invite', async () => {
    const refused = await invite({ email: uniqueEmail() }, invitee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('team_manage_required');
    const stranger = await w.user();
    expect((await invite({ email: uniqueEmail() }, stranger)).statusCode).toBe(404);
  });

  it('takes the team and its projects away once removed', async () => {
    await w.ok(204, 'POST', `/api/collaboration/teams/${teamId}/remove_member/`, owner, {
      user_id: invitee.user.id,
    });
    expect((await w.call('GET', `/api/projects/${projectId}`, invitee)).statusCode).toBe(404);
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/`, invitee)).statusCode).toBe(404);
    expect(
      (await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', invitee)).project_collaborations,
    ).toBe(0);
  });
});

describe('an invitee without an account', () => {
  it('finds the invitation after signing up with that address, and joins', async () => {
    const email = uniqueEmail('newcomer');
    const sent = (await invite({ email, permission_level: 'ADMIN' })).json();
    const registered = await w.call('POST', '/api/auth/register/', undefined, {
      first_name: 'New',
      last_name: 'Comer',
      email: email.toUpperCase(),
      password: 'a long enough password',
    });
    expect(registered.statusCode).toBe(201);
    const headers = { authorization: `JWT ${registered.json().access}` };
    const received = await w.ok(200, 'GET', '/api/collaboration/invitations/received/', headers);
    expect(received.map((i: { id: number }) => i.id)).toEqual([sent.id]);
    expect((await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', headers)).pending_invitations).toBe(
      1,
    );
    await w.ok(200, 'POST', `/api/collaboration/invitations/${sent.id}/accept/`, headers);
    expect(await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/`, headers)).toMatchObject({
      user_role: 'ADMIN',
    });
  });
});

describe('declining, expiry, re-inviting', () => {
  it('declines: the invitation is marked and nobody joins', async () => {
    const someone = await w.user();
    const sent = (await invite({ email: someone.user.email })).json();
    const declined = await w.ok(200, 'POST', `/api/collaboration/invitations/${sent.id}/decline/`, someone);
    expect(declined.status).toBe('DECLINED');
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/`, someone)).statusCode).toBe(404);
    const declinedOnly = await w.ok(
      200,
      'GET',
      '/api/collaboration/invitations/received/?status=DECLINED',
      someone,
    );
    expect(declinedOnly.map((i: { id: number }) => i.id)).toEqual([sent.id]);
    expect(
      await w.ok(200, 'GET', '/api/collaboration/invitations/received/?status=PENDING', someone),
    ).toEqual([]);
  });

  it('refuses an expired invitation with 410, and does not count it', async () => {
    const late = await w.user();
    const sent = (await invite({ email: late.user.email, expires_in_days: 1 })).json();
    await w.t.app.ctx.database.db
      .update(invitations)
      .set({ expires_date: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, sent.id));
    const [listed] = await w.ok(200, 'GET', '/api/collaboration/invitations/received/', late);
    expect(listed).toMatchObject({ id: sent.id, status: 'PENDING', is_expired: true });
    expect((await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', late)).pending_invitations).toBe(0);
    const refused = await w.call('POST', `/api/collaboration/invitations/${sent.id}/accept/`, {
      ...late.headers,
      'accept-language': 'fr',
    });
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({
      code: 'invitation_expired',
      detail: 'Cette invitation a expiré. Demandez-en une nouvelle.',
    });
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/`, late)).statusCode).toBe(404);

    // Inviting again renews the open invitation rather than adding a second one.
    const renewed = await invite({ email: late.user.email, permission_level: 'ADMIN' });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ id: sent.id, permission_level: 'ADMIN', is_expired: false });
    expect(await w.ok(200, 'GET', '/api/collaboration/invitations/received/', late)).toHaveLength(1);
    await w.ok(200, 'POST', `/api/collaboration/invitations/${sent.id}/accept/`, late);
    expect(await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/`, late)).toMatchObject({
      user_role: 'ADMIN',
    });
  });

  it('cancels the pending invitations of a deleted team, which then leave the lists', async () => {
    const [o, guest] = await Promise.all([w.user(), w.user()]);
    const doomed = await w.teamOf(o, [], 'Short-lived');
    const sent = (await invite({ email: guest.user.email }, o, doomed)).json();
    await w.ok(204, 'DELETE', `/api/collaboration/teams/${doomed}/`, o);
    expect(await w.ok(200, 'GET', '/api/collaboration/invitations/received/', guest)).toEqual([]);
    expect(await w.ok(200, 'GET', '/api/collaboration/invitations/', o)).toEqual([]);
    expect(
      (await w.call('POST', `/api/collaboration/invitations/${sent.id}/accept/`, guest)).statusCode,
    ).toBe(404);
  });
});

describe('an account found by the user search', () => {
  it('is invited by its id, its address kept from the sender', async () => {
    const [o, found] = await Promise.all([w.user(), w.user()]);
    const lab = await w.teamOf(o, [], 'Found by name');
    const sent = await invite({ user: found.user.id, permission_level: 'VIEWER' }, o, lab);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      email: null,
      invitee: { id: found.user.id, first_name: found.user.first_name, last_name: found.user.last_name },
    });
    const [received] = await w.ok(200, 'GET', '/api/collaboration/invitations/received/', found);
    expect(received).toMatchObject({ id: sent.json().id, email: found.user.email });
    await w.ok(200, 'POST', `/api/collaboration/invitations/${received.id}/accept/`, found);
    const again = await invite({ user: found.user.id }, o, lab);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ user: expect.any(String) });
  });
});
