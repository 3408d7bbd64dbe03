import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../server/db/schema';
import { type CollaborationWorld, collaborationWorld, type Session } from './collaboration-fixture';
import { uniqueEmail } from './harness';

/**
 * The team screen's own actions: a member leaves the team, whoever sent an invitation (or manages
 * the team) cancels it while it is pending, and the activity tab lists what happened, from the
 * events the changes record.
 */

let w: CollaborationWorld;
let owner: Session;
let admin: Session;
let member: Session;
let stranger: Session;

beforeAll(async () => {
  w = await collaborationWorld();
  [owner, admin, member, stranger] = await Promise.all([w.user(), w.user(), w.user(), w.user()]);
});
afterAll(() => w.close());

const activityOf = async (teamId: number, who: Session, query = '') =>
  w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/activity/${query}`, who);

/** The activity as short lines, oldest first, for comparing with what was done. */
function lines(page: { results: Record<string, unknown>[] }) {
  const name = (user: unknown) => (user as { email: string } | null)?.email ?? '-';
  return page.results
    .map((event) => {
      const item = event.item as { type: string; name: string } | null;
      return [
        event.kind,
        name(event.actor),
        name(event.subject),
        item ? `${item.type}:${item.name}` : '-',
        `${event.previous_role ?? '-'}>${event.role ?? '-'}`,
        `${event.previous_permission ?? '-'}>${event.permission ?? '-'}`,
      ].join(' ');
    })
    .reverse();
}

describe('the activity tab', () => {
  let teamId: number;
  let projectId: number;
  let genolistId: number;

  beforeAll(async () => {
    teamId = await w.teamOf(owner, [], 'Activity lab');
    projectId = await w.projectOf(owner, 'Androgen study');
    genolistId = await w.genolistOf(projectId, owner, 'DHT vs control');
  });

  it('lists who joined, left, was removed or changed role, and what was shared or unshared', async () => {
    for (const [who, role] of [
      [admin, 'ADMIN'],
      [member, 'MEMBER'],
      [stranger, 'VIEWER'],
    ] as const) {
      const invitation = await w.ok(201, 'POST', `/api/collaboration/teams/${teamId}/invite_user/`, owner, {
        email: who.user.email,
        permission_level: role,
      });
      await w.ok(200, 'POST', `/api/collaboration/invitations/${invitation.id}/accept/`, who);
    }
    const share = (kind: string, id: number, permission: string) =>
      w.call('POST', `/api/collaboration/${kind}/${id}/share_with_team/`, owner, {
        team_id: teamId,
        permission,
      });
    expect((await share('projects', projectId, 'VIEWER')).statusCode).toBe(201);
    expect((await share('projects', projectId, 'VIEWER')).statusCode).toBe(200);
    expect((await share('projects', projectId, 'EDITOR')).statusCode).toBe(200);
    expect((await share('genolists', genolistId, 'VIEWER')).statusCode).toBe(201);
    await w.ok(200, 'POST', `/api/collaboration/teams/${teamId}/change_role/`, owner, {
      user_id: member.user.id,
      role: 'ADMIN',
    });
    // The role a member has already: nothing happens, nothing is recorded.
    await w.ok(200, 'POST', `/api/collaboration/teams/${teamId}/change_role/`, owner, {
      user_id: member.user.id,
      role: 'ADMIN',
    });
    await w.ok(204, 'DELETE', `/api/collaboration/teams/${teamId}/genolists/${genolistId}/`, admin);
    await w.ok(204, 'POST', `/api/collaboration/teams/${teamId}/remove_member/`, admin, {
      user_id: stranger.user.id,
    });
    await w.ok(204, 'POST', `/api/collaboration/teams/${teamId}/remove_member/`, member, {
      user_id: member.user.id,
    });

    const o = owner.user.email;
    const a = admin.user.email;
    const m = member.user.email;
    const s = stranger.user.email;
    const page = await activityOf(teamId, owner);
    expect(page.count).toBe(11);
    expect(lines(page)).toEqual([
      `team_created ${o} - - ->- ->-`,
      `member_joined ${a} - - ->ADMIN ->-`,
      `member_joined ${m} - - ->MEMBER ->-`,
      `member_joined ${s} - - ->VIEWER ->-`,
      `shared ${o} - project:Androgen study ->- ->VIEWER`,
      `shared ${o} - project:Androgen study ->- VIEWER>EDITOR`,
      `shared ${o} - genolist:DHT vs control ->- ->VIEWER`,
      `role_changed ${o} ${m} - MEMBER>ADMIN ->-`,
      `unshared ${a} - genolist:DHT vs control ->- ->-`,
      `member_removed ${a} ${s} - ->VIEWER ->-`,
      `member_left ${m} - - ->ADMIN ->-`,
    ]);
    expect(page.results[0]).toMatchObject({ kind: 'member_left', item: null, subject: null });
    expect(page.results.find((e: { kind: string }) => e.kind === 'unshared').item).toEqual({
      type: 'genolist',
      id: genolistId,
      name: 'DHT vs control',
    });
  });

  it('pages, newest first', async () => {
    const first = await activityOf(teamId, owner, '?page=1&page_size=4');
    const second = await activityOf(teamId, owner, '?page=2&page_size=4');
    expect(first).toMatchObject({ count: 11, previous: null });
    expect(first.next).toContain('page=2');
    expect(first.results.map((e: { kind: string }) => e.kind)).toEqual([
      'member_left',
      'member_removed',
      'unshared',
      'role_changed',
    ]);
    expect(second.results).toHaveLength(4);
    expect(new Date(first.results[3].at).getTime()).toBeGreaterThanOrEqual(
      new Date(second.results[0].at).getTime(),
    );
  });

  it('keeps the name of an item deleted since, without its id', async () => {
    await w.ok(204, 'DELETE', `/api/genolists/${genolistId}/`, owner);
    const page = await activityOf(teamId, owner);
    const shared = page.results.filter((e: { item: { type: string } | null }) => e.item?.type === 'genolist');
    expect(shared.map((e: { item: unknown }) => e.item)).toEqual([
      { type: 'genolist', id: null, name: 'DHT vs control' },
      { type: 'genolist', id: null, name: 'DHT vs control' },
    ]);
  });

  it('is read by members and staff only; a private team stays unknown to others', async () => {
    expect((await activityOf(teamId, admin)).count).toBe(11);
    expect((await activityOf(teamId, await w.staff())).count).toBe(11);
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/activity/`, stranger)).statusCode).toBe(
      404,
    );
    await w.ok(200, 'PATCH', `/api/collaboration/teams/${teamId}/`, owner, { public: true });
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/activity/`, stranger)).statusCode).toBe(
      403,
    );
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/activity/`)).statusCode).toBe(401);
  });

  it('records the projects a team gets by auto_add_projects', async () => {
    // Projects are created from the console, by staff.
    const curator = await w.staff();
    const auto = await w.teamOf(curator, [], 'Auto lab');
    const created = await w.ok(201, 'POST', '/api/projects/', curator, { name: 'New cohort' });
    const page = await activityOf(auto, curator);
    expect(page.results[0]).toMatchObject({
      kind: 'shared',
      actor: { id: curator.user.id },
      item: { type: 'project', id: created.id, name: 'New cohort' },
      permission: 'VIEWER',
    });
  });
});

describe('leaving a team', () => {
  it('lets a member leave, and keeps the last owner from leaving', async () => {
    const teamId = await w.teamOf(owner, [[member, 'VIEWER']], 'Leaving lab');
    const leave = (who: Session) =>
      w.call('POST', `/api/collaboration/teams/${teamId}/remove_member/`, who, { user_id: who.user.id });
    expect((await leave(member)).statusCode).toBe(204);
    expect((await w.call('GET', `/api/collaboration/teams/${teamId}/members/`, member)).statusCode).toBe(404);
    const last = await leave(owner);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('team_last_owner');
  });
});

describe('cancelling an invitation', () => {
  let teamId: number;

  beforeAll(async () => {
    teamId = await w.teamOf(
      owner,
      [
        [admin, 'ADMIN'],
        [member, 'MEMBER'],
      ],
      'Cancelling lab',
    );
  });

  const invite = async (email: string, who: Session = owner) =>
    (await w.ok(201, 'POST', `/api/collaboration/teams/${teamId}/invite_user/`, who, { email })).id as number;
  const cancel = (id: number, who?: Session) =>
    w.call('POST', `/api/collaboration/invitations/${id}/cancel/`, who);

  it('lets its inviter cancel it: it is CANCELLED and can no longer be accepted', async () => {
    const invitee = await w.user();
    const id = await invite(invitee.user.email);
    const answer = await cancel(id, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id, status: 'CANCELLED', direction: 'sent' });
    expect(answer.json().responded_date).not.toBeNull();
    const accept = await w.call('POST', `/api/collaboration/invitations/${id}/accept/`, invitee);
    expect(accept.statusCode).toBe(409);
    expect((await cancel(id, owner)).statusCode).toBe(409);
  });

  it('lets an owner or admin of the team cancel one another sent', async () => {
    const id = await invite(uniqueEmail('by-admin'), admin);
    expect((await cancel(id, owner)).json()).toMatchObject({ status: 'CANCELLED' });
    const other = await invite(uniqueEmail('by-owner'));
    expect((await cancel(other, admin)).statusCode).toBe(200);
  });

  it('refuses its invitee (403, they decline instead), a plain member and strangers (404)', async () => {
    const invitee = await w.user();
    const id = await invite(invitee.user.email);
    const refused = await cancel(id, invitee);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('invitation_cancel_rights');
    expect((await cancel(id, member)).statusCode).toBe(404);
    expect((await cancel(id, stranger)).statusCode).toBe(404);
    expect((await cancel(id)).statusCode).toBe(401);
    expect((await cancel(999_999, owner)).statusCode).toBe(404);
    expect(
      (await w.ok(200, 'GET', '/api/collaboration/invitations/received/', invitee)).map(
        (i: { id: number; status: string }) => [i.id, i.status],
      ),
    ).toContainEqual([id, 'PENDING']);
  });

  it('cancels an expired invitation too', async () => {
    const id = await invite(uniqueEmail('expired'));
    await w.t.app.ctx.database.db
      .update(invitations)
      .set({ expires_date: sql`now() - interval '1 day'` })
      .where(eq(invitations.id, id));
    expect((await cancel(id, owner)).json()).toMatchObject({ status: 'CANCELLED', is_expired: true });
  });

  it("lists the team's pending invitations, expired ones included, to its owners and admins", async () => {
    const pending = uniqueEmail('pending');
    const id = await invite(pending, admin);
    const list = await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/invitations/`, owner);
    expect(list.every((i: { status: string }) => i.status === 'PENDING')).toBe(true);
    expect(list[0]).toMatchObject({ id, email: pending, invited_by: { id: admin.user.id } });
    const listed = (who: Session) => w.call('GET', `/api/collaboration/teams/${teamId}/invitations/`, who);
    expect((await listed(admin)).statusCode).toBe(200);
    expect((await listed(member)).statusCode).toBe(403);
    expect((await listed(stranger)).statusCode).toBe(404);
    await cancel(id, owner);
    const after = await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/invitations/`, owner);
    expect(after.map((i: { id: number }) => i.id)).not.toContain(id);
  });
});
