import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CollaborationWorld, collaborationWorld, type Session } from './collaboration-fixture';

/**
 * Teams and their members: who sees a team, who changes it,
 * the member menu (change role, remove) and its guards, deletion; 401 on every collaboration
 * route; a French message.
 */

let w: CollaborationWorld;
let owner: Session;
let admin: Session;
let member: Session;
let viewer: Session;
let stranger: Session;
let teamId: number;

beforeAll(async () => {
  w = await collaborationWorld();
  [owner, admin, member, viewer, stranger] = await Promise.all([
    w.user(),
    w.user(),
    w.user(),
    w.user(),
    w.user(),
  ]);
  teamId = await w.teamOf(
    owner,
    [
      [admin, 'ADMIN'],
      [member, 'MEMBER'],
      [viewer, 'VIEWER'],
    ],
    'Lab',
  );
});
afterAll(() => w.close());

const team = (id = teamId) => `/api/collaboration/teams/${id}/`;

describe('anonymous clients', () => {
  it('get 401 on every collaboration route', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/collaboration/teams/'],
      ['POST', '/api/collaboration/teams/'],
      ['GET', '/api/collaboration/teams/1/'],
      ['PATCH', '/api/collaboration/teams/1/'],
      ['DELETE', '/api/collaboration/teams/1/'],
      ['GET', '/api/collaboration/teams/1/members/'],
      ['POST', '/api/collaboration/teams/1/invite_user/'],
      ['POST', '/api/collaboration/teams/1/remove_member/'],
      ['POST', '/api/collaboration/teams/1/change_role/'],
      ['GET', '/api/collaboration/teams/1/projects/'],
      ['GET', '/api/collaboration/teams/1/genolists/'],
      ['DELETE', '/api/collaboration/teams/1/projects/1/'],
      ['DELETE', '/api/collaboration/teams/1/genolists/1/'],
      ['GET', '/api/collaboration/project-collaborators/'],
      ['POST', '/api/collaboration/project-collaborators/'],
      ['PATCH', '/api/collaboration/project-collaborators/1/'],
      ['DELETE', '/api/collaboration/project-collaborators/1/'],
      ['GET', '/api/collaboration/project-collaborators/my_collaborations/'],
      ['GET', '/api/collaboration/genolist-collaborators/'],
      ['POST', '/api/collaboration/genolist-collaborators/'],
      ['PATCH', '/api/collaboration/genolist-collaborators/1/'],
      ['DELETE', '/api/collaboration/genolist-collaborators/1/'],
      ['GET', '/api/collaboration/genolist-collaborators/my_collaborations/'],
      ['GET', '/api/collaboration/invitations/'],
      ['GET', '/api/collaboration/invitations/received/'],
      ['POST', '/api/collaboration/invitations/1/accept/'],
      ['POST', '/api/collaboration/invitations/1/decline/'],
      ['GET', '/api/collaboration/stats/dashboard/'],
      ['POST', '/api/collaboration/projects/1/share_with_team/'],
      ['POST', '/api/collaboration/genolists/1/share_with_team/'],
    ];
    for (const [method, url] of calls) {
      const response = await w.call(method as 'GET', url, undefined, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('creating and listing teams', () => {
  it('makes the creator OWNER with the default settings', async () => {
    const me = await w.user();
    const created = await w.ok(201, 'POST', '/api/collaboration/teams/', me, {
      name: '  Genomics core  ',
      description: 'RNA-seq',
    });
    expect(created).toMatchObject({
      name: 'Genomics core',
      description: 'RNA-seq',
      public: false,
      auto_add_projects: true,
      user_role: 'OWNER',
      members_count: 1,
      projects_count: 0,
      genolists_count: 0,
      created_by: { id: me.user.id, email: me.user.email },
    });
    expect(new Date(created.creation_date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a blank name with a message on the field', async () => {
    const response = await w.call('POST', '/api/collaboration/teams/', owner, { name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', fields: { name: 'Team name is required.' } });
    const missing = await w.call('POST', '/api/collaboration/teams/', owner, { description: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('name');
  });

  it('lists the teams of the user, paged, with their role and counts', async () => {
    const page = await w.ok(200, 'GET', '/api/collaboration/teams/', member);
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toMatchObject({ id: teamId, name: 'Lab', user_role: 'MEMBER', members_count: 4 });
    expect((await w.ok(200, 'GET', '/api/collaboration/teams/', stranger)).count).toBe(0);
  });

  it('keeps only the teams the user owns or administers with manageable=true', async () => {
    const other = await w.teamOf(member, [], 'Member-owned');
    const all = await w.ok(200, 'GET', '/api/collaboration/teams/', member);
    expect(all.results.map((t: { id: number }) => t.id).sort()).toEqual([teamId, other].sort());
    const manageable = await w.ok(200, 'GET', '/api/collaboration/teams/?manageable=true', member);
    expect(manageable.results.map((t: { id: number }) => t.id)).toEqual([other]);
    const paged = await w.ok(200, 'GET', '/api/collaboration/teams/?page_size=1', member);
    expect(paged).toMatchObject({ count: 2, previous: null });
    expect(paged.results).toHaveLength(1);
    expect(paged.next).toContain('page=2');
    const searched = await w.ok(200, 'GET', '/api/collaboration/teams/?search=owned', member);
    expect(searched.results.map((t: { id: number }) => t.id)).toEqual([other]);
  });
});

describe('who sees a team', () => {
  it('shows it to members with their role, and to staff', async () => {
    expect(await w.ok(200, 'GET', team(), viewer)).toMatchObject({ id: teamId, user_role: 'VIEWER' });
    const staff = await w.staff();
    expect(await w.ok(200, 'GET', team(), staff)).toMatchObject({ id: teamId, user_role: null });
    expect(await w.ok(200, 'GET', `${team()}members/`, staff)).toHaveLength(4);
  });

  it('answers 404 to others for a private team, and for a team that does not exist', async () => {
    for (const url of [team(), `${team()}members/`, `${team()}projects/`, `${team()}genolists/`]) {
      expect((await w.call('GET', url, stranger)).statusCode, url).toBe(404);
    }
    expect((await w.call('GET', team(999_999), owner)).statusCode).toBe(404);
    expect((await w.call('PATCH', team(), stranger, { name: 'x' })).statusCode).toBe(404);
    expect((await w.call('DELETE', team(), stranger)).statusCode).toBe(404);
  });

  it('shows the detail of a public team to anyone signed in, but not its members or items', async () => {
    const open = await w.ok(201, 'POST', '/api/collaboration/teams/', owner, {
      name: 'Open lab',
      public: true,
    });
    expect(await w.ok(200, 'GET', team(open.id), stranger)).toMatchObject({ public: true, user_role: null });
    expect((await w.call('GET', `${team(open.id)}members/`, stranger)).statusCode).toBe(403);
    expect((await w.call('GET', `${team(open.id)}projects/`, stranger)).statusCode).toBe(403);
    expect((await w.call('PATCH', team(open.id), stranger, { name: 'Mine' })).statusCode).toBe(403);
  });
});

describe('changing a team', () => {
  it('lets owners and admins change its settings, not members or viewers', async () => {
    const patched = await w.ok(200, 'PATCH', team(), admin, {
      description: 'Wet lab',
      auto_add_projects: false,
    });
    expect(patched).toMatchObject({
      name: 'Lab',
      description: 'Wet lab',
      auto_add_projects: false,
      user_role: 'ADMIN',
    });
    for (const who of [member, viewer]) {
      const refused = await w.call('PATCH', team(), who, { name: 'Taken over' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('team_manage_required');
    }
    expect((await w.call('PATCH', team(), owner, { name: ' ' })).statusCode).toBe(400);
    expect((await w.ok(200, 'PATCH', team(), owner, { name: 'Lab' })).name).toBe('Lab');
  });

  it('lists members owners first, with who invited them', async () => {
    const members = await w.ok(200, 'GET', `${team()}members/`, viewer);
    expect(members.map((m: { role: string }) => m.role)).toEqual(['OWNER', 'ADMIN', 'MEMBER', 'VIEWER']);
    expect(members[0]).toMatchObject({
      user: { id: owner.user.id, email: owner.user.email },
      invited_by: null,
    });
    expect(members[3]).toMatchObject({ user: { id: viewer.user.id }, invited_by: { id: owner.user.id } });
  });
});

describe('the member menu', () => {
  let lab: number;
  let a: Session;
  let b: Session;
  let c: Session;
  let o: Session;
  beforeAll(async () => {
    [o, a, b, c] = await Promise.all([w.user(), w.user(), w.user(), w.user()]);
    lab = await w.teamOf(
      o,
      [
        [a, 'ADMIN'],
        [b, 'MEMBER'],
        [c, 'VIEWER'],
      ],
      'Menu lab',
    );
  });
  const role = (payload: object, who: Session) =>
    w.call('POST', `/api/collaboration/teams/${lab}/change_role/`, who, payload);
  const remove = (userId: number, who: Session) =>
    w.call('POST', `/api/collaboration/teams/${lab}/remove_member/`, who, { user_id: userId });

  it('lets an admin change the role of non-owners, never to OWNER, never an owner', async () => {
    const changed = await role({ user_id: c.user.id, role: 'MEMBER' }, a);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user: { id: c.user.id }, role: 'MEMBER' });
    const promote = await role({ user_id: b.user.id, role: 'OWNER' }, a);
    expect(promote.statusCode).toBe(403);
    expect(promote.json().code).toBe('team_owner_protected');
    expect((await role({ user_id: o.user.id, role: 'MEMBER' }, a)).statusCode).toBe(403);
    expect((await remove(o.user.id, a)).statusCode).toBe(403);
  });

  it('refuses members acting on others, lets anyone lower their own role', async () => {
    const refused = await role({ user_id: c.user.id, role: 'VIEWER' }, b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('team_manage_required');
    expect((await remove(c.user.id, b)).statusCode).toBe(403);
    expect((await role({ user_id: b.user.id, role: 'ADMIN' }, b)).statusCode).toBe(403);
    expect((await role({ user_id: b.user.id, role: 'VIEWER' }, b)).json()).toMatchObject({ role: 'VIEWER' });
  });

  it('answers 404 for someone who is not a member and 400 for a bad role', async () => {
    const outsider = await remove(stranger.user.id, o);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().code).toBe('team_not_member');
    const bad = await role({ user_id: b.user.id, role: 'KING' }, o);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('role');
  });

  it('keeps at least one owner, and lets an owner hand over', async () => {
    const last = await role({ user_id: o.user.id, role: 'ADMIN' }, o);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('team_last_owner');
    expect((await remove(o.user.id, o)).statusCode).toBe(409);
    expect((await role({ user_id: a.user.id, role: 'OWNER' }, o)).json()).toMatchObject({ role: 'OWNER' });
    expect((await role({ user_id: o.user.id, role: 'ADMIN' }, o)).json()).toMatchObject({ role: 'ADMIN' });
    // `o` is an admin now: the new owner is out of their reach.
    expect((await remove(a.user.id, o)).statusCode).toBe(403);
  });

  it('removes members: the owner anyone, a member themself', async () => {
    expect((await remove(o.user.id, a)).statusCode).toBe(204);
    expect((await w.call('GET', `/api/collaboration/teams/${lab}/`, o)).statusCode).toBe(404);
    expect((await remove(c.user.id, c)).statusCode).toBe(204);
    const left = await w.ok(200, 'GET', `/api/collaboration/teams/${lab}/members/`, a);
    expect(left.map((m: { user: { id: number } }) => m.user.id).sort()).toEqual(
      [a.user.id, b.user.id].sort(),
    );
  });
});

describe('deleting a team', () => {
  it('is for owners only; the team then disappears for everyone', async () => {
    const [o, m] = await Promise.all([w.user(), w.user()]);
    const doomed = await w.teamOf(o, [[m, 'ADMIN']], 'Doomed');
    const refused = await w.call('DELETE', team(doomed), m);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('team_owner_required');
    expect((await w.call('DELETE', team(doomed), o)).statusCode).toBe(204);
    for (const who of [o, m]) {
      expect((await w.call('GET', team(doomed), who)).statusCode).toBe(404);
      expect((await w.ok(200, 'GET', '/api/collaboration/teams/', who)).count).toBe(0);
      expect((await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', who)).teams_count).toBe(0);
    }
    expect((await w.call('DELETE', team(doomed), o)).statusCode).toBe(404);
  });
});

describe('languages', () => {
  it('answers in French with Accept-Language: fr', async () => {
    const response = await w.call(
      'PATCH',
      team(),
      {
        ...member.headers,
        'accept-language': 'fr-FR,fr;q=0.9',
      },
      { name: 'Pris' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(
      "Seuls les propriétaires et administrateurs de l'équipe ont les droits pour effectuer cette action.",
    );
    const missing = await w.call('GET', team(999_999), { ...member.headers, 'accept-language': 'fr' });
    expect(missing.json().detail).toBe('Introuvable.');
  });
});
