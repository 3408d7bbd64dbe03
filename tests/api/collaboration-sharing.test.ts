import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CollaborationWorld, collaborationWorld, type Session } from './collaboration-fixture';

/**
 * Sharing projects and genolists with teams, and collaborators on one item: who may share,
 * what the permission lets members do (server/access/rules.ts), removing shares, deleted
 * teams, auto_add_projects.
 */

let w: CollaborationWorld;
let owner: Session;
let teamAdmin: Session;
let teamMember: Session;
let outsider: Session;
let teamId: number;
let projectId: number;
let genolistId: number;

beforeAll(async () => {
  w = await collaborationWorld();
  [owner, teamAdmin, teamMember, outsider] = await Promise.all([w.user(), w.user(), w.user(), w.user()]);
  teamId = await w.teamOf(
    owner,
    [
      [teamAdmin, 'ADMIN'],
      [teamMember, 'MEMBER'],
    ],
    'Sharing lab',
  );
  projectId = await w.projectOf(owner, 'Private study');
  genolistId = await w.genolistOf(projectId, owner, 'Dex vs untreated');
});
afterAll(() => w.close());

const shareProject = (id: number, who: Session, payload: object) =>
  w.call('POST', `/api/collaboration/projects/${id}/share_with_team/`, who, payload);
const shareGenolist = (id: number, who: Session, payload: object) =>
  w.call('POST', `/api/collaboration/genolists/${id}/share_with_team/`, who, payload);

describe('sharing with a team', () => {
  it('needs a team where the user is OWNER or ADMIN', async () => {
    const memberOwned = await w.projectOf(teamMember, 'Member study');
    const refused = await shareProject(memberOwned, teamMember, { team_id: teamId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('team_manage_required');
    const notMine = await shareProject(projectId, owner, { team_id: 999_999 });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().fields).toHaveProperty('team_id');
    const outsiderTeam = await w.teamOf(outsider, [], 'Elsewhere');
    expect((await shareProject(projectId, owner, { team_id: outsiderTeam })).statusCode).toBe(400);
  });

  it('needs the right to manage the item: 404 when unseen, 403 when only seen', async () => {
    expect((await shareProject(projectId, teamAdmin, { team_id: teamId })).statusCode).toBe(404);
    expect((await shareGenolist(genolistId, teamAdmin, { team_id: teamId })).statusCode).toBe(404);
    const publicProject = await w.projectOf(owner, 'Public study');
    await w.ok(200, 'PUT', `/api/projects/${publicProject}/`, owner, { public: true });
    const refused = await shareProject(publicProject, teamAdmin, { team_id: teamId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('share_item_rights');
    expect((await shareProject(projectId, owner, { team_id: teamId, permission: 'OWNER' })).statusCode).toBe(
      400,
    );
    expect((await shareProject(projectId, owner, { permission: 'VIEWER' })).statusCode).toBe(400);
  });

  it('shares at VIEWER by default, and sharing again only changes the permission', async () => {
    const first = await shareProject(projectId, owner, { team_id: teamId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      team: { id: teamId, name: 'Sharing lab' },
      item_type: 'project',
      item_id: projectId,
      item_name: 'Private study',
      permission: 'VIEWER',
      created: true,
      shared_by: { id: owner.user.id },
      message: 'Shared with the team Sharing lab.',
    });
    const again = await shareProject(projectId, owner, { team_id: teamId, permission: 'EDITOR' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      permission: 'EDITOR',
      created: false,
      shared_date: first.json().shared_date,
      message: 'Permission of the team Sharing lab changed to Editor.',
    });
    // The message names the permission as the screens do, in the request's language.
    const french = await w.call(
      'POST',
      `/api/collaboration/projects/${projectId}/share_with_team/`,
      {
        ...owner.headers,
        'accept-language': 'fr',
      },
      { team_id: teamId, permission: 'EDITOR' },
    );
    expect(french.json().message).toBe("Permission de l'équipe Sharing lab changée en Éditeur.");
    const teamProjects = await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/projects/`, teamMember);
    expect(teamProjects).toEqual([
      expect.objectContaining({ id: projectId, permission: 'EDITOR', status: 'PENDING' }),
    ]);
  });

  it('gives members what the permission allows', async () => {
    // EDITOR: the member edits the project's details but not its visibility, and cannot delete it.
    expect(
      await w.ok(200, 'PUT', `/api/projects/${projectId}/`, teamMember, { name: 'Renamed study' }),
    ).toMatchObject({
      name: 'Renamed study',
      can_edit: true,
      can_delete: false,
    });
    expect(
      (await w.call('PUT', `/api/projects/${projectId}/`, teamMember, { public: true })).statusCode,
    ).toBe(403);
    expect((await w.call('DELETE', `/api/projects/${projectId}/`, teamMember)).statusCode).toBe(403);
    // The project's genolists come with it (read only).
    expect(await w.ok(200, 'GET', `/api/genolists/${genolistId}/`, teamMember)).toMatchObject({
      can_edit: false,
    });
    expect(
      (await w.call('PATCH', `/api/genolists/${genolistId}/`, teamMember, { public: true })).statusCode,
    ).toBe(403);

    const shared = await shareGenolist(genolistId, owner, { team_id: teamId, permission: 'EDITOR' });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({ item_type: 'genolist', item_id: genolistId, permission: 'EDITOR' });
    // EDITOR changes metadata only: visibility, moves and deletion stay with who manages it.
    expect(
      await w.ok(200, 'PATCH', `/api/genolists/${genolistId}/`, teamMember, { description: 'Edited' }),
    ).toMatchObject({ description: 'Edited', can_edit: true, can_change_visibility: false, can_move: false });
    expect(
      (await w.call('PATCH', `/api/genolists/${genolistId}/`, teamMember, { public: true })).statusCode,
    ).toBe(403);
    expect((await w.call('DELETE', `/api/genolists/${genolistId}/`, teamMember)).statusCode).toBe(403);
    const genolists = await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/genolists/`, teamMember);
    expect(genolists).toEqual([
      expect.objectContaining({
        id: genolistId,
        name: 'Dex vs untreated',
        project: { id: projectId, name: 'Renamed study' },
        permission: 'EDITOR',
      }),
    ]);
    expect(await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', teamMember)).toMatchObject({
      teams_count: 1,
      project_collaborations: 1,
      genolist_collaborations: 1,
    });
    // The owner's own items are not "collaborations".
    expect(await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', owner)).toMatchObject({
      project_collaborations: 0,
      genolist_collaborations: 0,
    });
  });

  it('lets ADMIN permission delete', async () => {
    const spare = await w.genolistOf(projectId, owner, 'Spare');
    await w.ok(201, 'POST', `/api/collaboration/genolists/${spare}/share_with_team/`, owner, {
      team_id: teamId,
      permission: 'ADMIN',
    });
    expect(await w.ok(200, 'GET', `/api/genolists/${spare}/`, teamMember)).toMatchObject({
      can_delete: true,
    });
    await w.ok(204, 'DELETE', `/api/genolists/${spare}/`, teamMember);
  });

  it('lets team owners and admins (or the item manager) remove a share; members may not', async () => {
    const url = `/api/collaboration/teams/${teamId}/genolists/${genolistId}/`;
    const refused = await w.call('DELETE', url, teamMember);
    expect(refused.statusCode).toBe(403);
    await w.ok(204, 'DELETE', url, teamAdmin);
    const gone = await w.call('DELETE', url, teamAdmin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('share_not_found');
    expect(await w.ok(200, 'GET', `/api/collaboration/teams/${teamId}/genolists/`, teamMember)).toEqual([]);
    expect(
      (await w.call('DELETE', `/api/collaboration/teams/${teamId}/projects/${projectId}/`, outsider))
        .statusCode,
    ).toBe(404);
  });
});

describe('collaborators on a project', () => {
  let collaborator: Session;
  let recordId: number;

  beforeAll(async () => {
    collaborator = await w.user();
  });

  it('are added by the owner, by e-mail or id, once', async () => {
    const created = await w.ok(201, 'POST', '/api/collaboration/project-collaborators/', owner, {
      project: projectId,
      email: collaborator.user.email.toUpperCase(),
      can_edit_metadata: true,
    });
    expect(created).toMatchObject({
      project: { id: projectId, name: 'Renamed study' },
      user: { id: collaborator.user.id, email: collaborator.user.email },
      can_edit_metadata: true,
      can_manage_collaborators: false,
      can_delete: false,
    });
    recordId = created.id;
    const twice = await w.call('POST', '/api/collaboration/project-collaborators/', owner, {
      project: projectId,
      user: collaborator.user.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('collaborator_exists');
  });

  it('refuses bad targets with a message on the field', async () => {
    const post = (payload: object, who: Session = owner) =>
      w.call('POST', '/api/collaboration/project-collaborators/', who, payload);
    expect((await post({ project: projectId })).json().fields).toHaveProperty('user');
    expect((await post({ project: projectId, email: 'nobody@example.org' })).json().fields).toHaveProperty(
      'email',
    );
    expect((await post({ project: projectId, user: 999_999 })).json().fields).toHaveProperty('user');
    const self = await post({ project: projectId, user: owner.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('validation');
    const hidden = await post({ project: projectId, user: teamAdmin.user.id }, outsider);
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().fields).toHaveProperty('project');
    const noRights = await post({ project: projectId, user: outsider.user.id }, collaborator);
    expect(noRights.statusCode).toBe(403);
  });

  it('give the rights of their flags', async () => {
    expect(await w.ok(200, 'GET', `/api/projects/${projectId}`, collaborator)).toMatchObject({
      can_edit: true,
    });
    await w.ok(200, 'PUT', `/api/projects/${projectId}/`, collaborator, { name: 'Study v2' });
    expect((await w.call('DELETE', `/api/projects/${projectId}/`, collaborator)).statusCode).toBe(403);
    expect(await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', collaborator)).toMatchObject({
      project_collaborations: 1,
    });
  });

  it('are listed to who manages the project and to the collaborator themself', async () => {
    const byOwner = await w.ok(
      200,
      'GET',
      `/api/collaboration/project-collaborators/?project=${projectId}`,
      owner,
    );
    expect(byOwner.map((c: { id: number }) => c.id)).toEqual([recordId]);
    const own = await w.ok(200, 'GET', '/api/collaboration/project-collaborators/', collaborator);
    expect(own.map((c: { id: number }) => c.id)).toEqual([recordId]);
    const mine = await w.ok(
      200,
      'GET',
      '/api/collaboration/project-collaborators/my_collaborations/',
      collaborator,
    );
    expect(mine.map((c: { id: number }) => c.id)).toEqual([recordId]);
    expect(
      await w.ok(200, 'GET', '/api/collaboration/project-collaborators/my_collaborations/', owner),
    ).toEqual([]);
    expect(await w.ok(200, 'GET', '/api/collaboration/project-collaborators/', outsider)).toEqual([]);
    const staff = await w.staff();
    expect(
      (await w.ok(200, 'GET', '/api/collaboration/project-collaborators/', staff)).length,
    ).toBeGreaterThan(0);
  });

  it('have their flags changed by managers only, never beyond the manager’s own rights', async () => {
    const url = `/api/collaboration/project-collaborators/${recordId}/`;
    expect((await w.call('PATCH', url, collaborator, { can_delete: true })).statusCode).toBe(403);
    expect((await w.call('PATCH', url, outsider, { can_delete: true })).statusCode).toBe(404);
    const patched = await w.ok(200, 'PATCH', url, owner, { can_manage_collaborators: true });
    expect(patched).toMatchObject({
      can_edit_metadata: true,
      can_manage_collaborators: true,
      can_delete: false,
    });

    // Now a manager without can_delete: may add others, not give can_delete, nor take it.
    const helper = await w.user();
    const exceeds = await w.call('POST', '/api/collaboration/project-collaborators/', collaborator, {
      project: projectId,
      user: helper.user.id,
      can_delete: true,
    });
    expect(exceeds.statusCode).toBe(403);
    expect(exceeds.json().code).toBe('share_grant_exceeds');
    const added = await w.ok(201, 'POST', '/api/collaboration/project-collaborators/', collaborator, {
      project: projectId,
      user: helper.user.id,
    });
    expect((await w.call('PATCH', url, collaborator, { can_delete: true })).statusCode).toBe(403);
    // ...and share with a team they administer, at most at the level they hold.
    const helperTeam = await w.teamOf(collaborator, [], 'Collaborator team');
    const tooMuch = await shareProject(projectId, collaborator, { team_id: helperTeam, permission: 'ADMIN' });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json().code).toBe('share_grant_exceeds');
    expect(
      (await shareProject(projectId, collaborator, { team_id: helperTeam, permission: 'EDITOR' })).statusCode,
    ).toBe(201);
    await w.ok(204, 'DELETE', `/api/collaboration/project-collaborators/${added.id}/`, collaborator);
  });

  it('can leave; the project is then out of reach', async () => {
    await w.ok(204, 'DELETE', `/api/collaboration/project-collaborators/${recordId}/`, collaborator);
    // Still a member of the team it is shared with: remove that too, then nothing grants access.
    await w.ok(204, 'DELETE', `/api/collaboration/teams/${teamId}/projects/${projectId}/`, owner);
    const teams = await w.ok(200, 'GET', '/api/collaboration/teams/', collaborator);
    for (const team of teams.results as { id: number }[]) {
      await w.ok(204, 'DELETE', `/api/collaboration/teams/${team.id}/projects/${projectId}/`, collaborator);
    }
    expect((await w.call('GET', `/api/projects/${projectId}`, collaborator)).statusCode).toBe(404);
    expect(
      (await w.call('DELETE', `/api/collaboration/project-collaborators/${recordId}/`, owner)).statusCode,
    ).toBe(404);
  });
});

describe('collaborators on a genolist', () => {
  it('see it and act by their flags, and are listed separately', async () => {
    const [keeper, helper] = await Promise.all([w.user(), w.user()]);
    const project = await w.projectOf(keeper, 'Keeper study');
    const genolist = await w.genolistOf(project, keeper, 'Keeper list');
    expect((await w.call('GET', `/api/genolists/${genolist}/`, helper)).statusCode).toBe(404);
    const created = await w.ok(201, 'POST', '/api/collaboration/genolist-collaborators/', keeper, {
      genolist,
      user: helper.user.id,
      can_delete: true,
    });
    expect(created).toMatchObject({
      genolist: { id: genolist, name: 'Keeper list', project_id: project },
      can_delete: true,
    });
    expect(await w.ok(200, 'GET', `/api/genolists/${genolist}/`, helper)).toMatchObject({
      can_edit: false,
      can_delete: true,
    });
    expect((await w.call('PATCH', `/api/genolists/${genolist}/`, helper, { public: true })).statusCode).toBe(
      403,
    );
    await w.ok(200, 'PATCH', `/api/collaboration/genolist-collaborators/${created.id}/`, keeper, {
      can_edit_metadata: true,
    });
    await w.ok(200, 'PATCH', `/api/genolists/${genolist}/`, helper, { name: 'Helper list' });
    // Visibility needs all three rights, as an owner or an ADMIN share holds them.
    expect((await w.call('PATCH', `/api/genolists/${genolist}/`, helper, { public: true })).statusCode).toBe(
      403,
    );
    const mine = await w.ok(
      200,
      'GET',
      '/api/collaboration/genolist-collaborators/my_collaborations/',
      helper,
    );
    expect(mine.map((c: { id: number }) => c.id)).toEqual([created.id]);
    expect(
      await w.ok(200, 'GET', '/api/collaboration/project-collaborators/my_collaborations/', helper),
    ).toEqual([]);
    expect(
      (await w.ok(200, 'GET', '/api/collaboration/stats/dashboard/', helper)).genolist_collaborations,
    ).toBe(1);
    await w.ok(204, 'DELETE', `/api/genolists/${genolist}/`, helper);
    expect(await w.ok(200, 'GET', '/api/collaboration/genolist-collaborators/', keeper)).toEqual([]);
  });
});

describe('deleted teams and auto_add_projects', () => {
  it('takes away what a deleted team shared', async () => {
    const [o, m] = await Promise.all([w.user(), w.user()]);
    const team = await w.teamOf(o, [[m, 'MEMBER']], 'Temporary');
    const project = await w.projectOf(o, 'Temporary study');
    await w.ok(201, 'POST', `/api/collaboration/projects/${project}/share_with_team/`, o, { team_id: team });
    await w.ok(200, 'GET', `/api/projects/${project}`, m);
    await w.ok(204, 'DELETE', `/api/collaboration/teams/${team}/`, o);
    expect((await w.call('GET', `/api/projects/${project}`, m)).statusCode).toBe(404);
    expect((await w.call('GET', `/api/collaboration/teams/${team}/projects/`, o)).statusCode).toBe(404);
    expect(await w.ok(200, 'GET', `/api/projects/${project}`, o)).toMatchObject({ id: project });
  });

  it('shares projects created by a team owner or admin with the teams that ask for it', async () => {
    const staff = await w.staff();
    const auto = await w.teamOf(staff, [], 'Auto');
    const manual = await w.ok(201, 'POST', '/api/collaboration/teams/', staff, {
      name: 'Manual',
      auto_add_projects: false,
    });
    const created = await w.ok(201, 'POST', '/api/projects/', staff, { name: 'Fresh' });
    expect(await w.ok(200, 'GET', `/api/collaboration/teams/${auto}/projects/`, staff)).toEqual([
      expect.objectContaining({
        id: created.id,
        permission: 'VIEWER',
        shared_by: expect.objectContaining({ id: staff.user.id }),
      }),
    ]);
    expect(await w.ok(200, 'GET', `/api/collaboration/teams/${manual.id}/projects/`, staff)).toEqual([]);
  });
});
