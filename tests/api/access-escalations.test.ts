import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CollaborationWorld, collaborationWorld, type Session } from './collaboration-fixture';

/**
 * The escalation paths found by trying every route from outside, each closed: a move that made
 * an EDITOR owner-level, an EDITOR publishing a private genolist, a team role that was ignored,
 * and collaborator flags given by someone who did not hold them. The rule they break is in
 * server/access/policy.ts.
 */

let w: CollaborationWorld;
let owner: Session;
let editor: Session;
let teamViewer: Session;
let stranger: Session;
let teamId: number;
let projectId: number;
let genolistId: number;

beforeAll(async () => {
  w = await collaborationWorld();
  [owner, editor, teamViewer, stranger] = await Promise.all([w.user(), w.user(), w.user(), w.user()]);
  teamId = await w.teamOf(
    owner,
    [
      [editor, 'MEMBER'],
      [teamViewer, 'VIEWER'],
    ],
    'Escalation lab',
  );
  projectId = await w.projectOf(owner, 'Owner study');
  genolistId = await w.genolistOf(projectId, owner, 'Owner list');
  for (const [kind, id] of [
    ['projects', projectId],
    ['genolists', genolistId],
  ] as const) {
    await w.ok(201, 'POST', `/api/collaboration/${kind}/${id}/share_with_team/`, owner, {
      team_id: teamId,
      permission: 'EDITOR',
    });
  }
});
afterAll(() => w.close());

describe('an EDITOR share', () => {
  it('cannot move the genolist into a project of the editor’s own, nor hand out flags', async () => {
    const own = await w.projectOf(editor, 'Editor study');
    const moved = await w.call('PATCH', `/api/genolists/${genolistId}/`, editor, { project: own });
    expect(moved.statusCode).toBe(403);
    const after = await w.ok(200, 'GET', `/api/genolists/${genolistId}/`, editor);
    expect(after).toMatchObject({ project_id: projectId, can_delete: false, can_move: false });
    const granted = await w.call('POST', '/api/collaboration/genolist-collaborators/', editor, {
      genolist: genolistId,
      user: stranger.user.id,
      can_edit_metadata: true,
      can_manage_collaborators: true,
      can_delete: true,
    });
    expect(granted.statusCode).toBe(403);
    expect((await w.call('DELETE', `/api/genolists/${genolistId}/`, stranger)).statusCode).toBe(404);
    expect((await w.call('DELETE', `/api/genolists/${genolistId}/`, editor)).statusCode).toBe(403);
  });

  it('cannot publish the private genolist or project', async () => {
    const genolist = await w.call('PATCH', `/api/genolists/${genolistId}/`, editor, { public: true });
    expect(genolist.statusCode).toBe(403);
    const project = await w.call('PUT', `/api/projects/${projectId}/`, editor, { public: true });
    expect(project.statusCode).toBe(403);
    expect((await w.call('GET', `/api/genolists/${genolistId}/frame`, stranger)).statusCode).toBe(404);
    // What EDITOR is for still works.
    await w.ok(200, 'PATCH', `/api/genolists/${genolistId}/`, editor, { description: 'Edited by the team' });
  });

  it('gives a team VIEWER (team role) read access only', async () => {
    expect(await w.ok(200, 'GET', `/api/genolists/${genolistId}/`, teamViewer)).toMatchObject({
      can_edit: false,
      can_share: false,
    });
    expect(await w.ok(200, 'GET', `/api/projects/${projectId}/`, teamViewer)).toMatchObject({
      can_edit: false,
    });
    for (const [method, url, body] of [
      ['PATCH', `/api/genolists/${genolistId}/`, { description: 'Viewer edit' }],
      [
        'PUT',
        `/api/genolists/${genolistId}/`,
        { name: 'Viewer edit', pvalue_cutoff: 0.05, fold_change_cutoff: 1.5 },
      ],
      ['PUT', `/api/projects/${projectId}/`, { name: 'Viewer edit' }],
    ] as const) {
      expect((await w.call(method, url, teamViewer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('an ADMIN share', () => {
  it('manages fully, and a move grants nothing beyond what the mover held', async () => {
    const lab = await w.teamOf(owner, [[editor, 'MEMBER']], 'Admin lab');
    await w.ok(201, 'POST', `/api/collaboration/genolists/${genolistId}/share_with_team/`, owner, {
      team_id: lab,
      permission: 'ADMIN',
    });
    const held = await w.ok(200, 'GET', `/api/genolists/${genolistId}/`, editor);
    expect(held).toMatchObject({
      can_edit: true,
      can_delete: true,
      can_change_visibility: true,
      can_share: true,
      can_move: true,
      share_permissions: ['VIEWER', 'EDITOR', 'ADMIN'],
    });
    // Into a project they may only read: refused. Into their own: allowed, and they hold what they held.
    const readOnly = await w.projectOf(owner, 'Read-only study');
    await w.ok(201, 'POST', `/api/collaboration/projects/${readOnly}/share_with_team/`, owner, {
      team_id: lab,
      permission: 'VIEWER',
    });
    expect(
      (await w.call('PATCH', `/api/genolists/${genolistId}/`, editor, { project: readOnly })).statusCode,
    ).toBe(403);
    const own = await w.projectOf(editor, 'Editor second study');
    const moved = await w.ok(200, 'PATCH', `/api/genolists/${genolistId}/`, editor, { project: own });
    expect(moved).toMatchObject({ project_id: own, can_delete: true, can_share: true });
  });
});
