import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTasks } from '../../server/db/schema';
import { completeTask, createTask, failTask } from '../../server/imports/tasks';
import { type CollaborationWorld, collaborationWorld, type Session } from './collaboration-fixture';
import { PASSWORD, uniqueEmail } from './harness';

/**
 * Notifications: one for each event that makes one, to its recipient alone, read and marked by
 * them only; the unread count answers 304 while nothing changed; kinds turned off are not made.
 */

let w: CollaborationWorld;
beforeAll(async () => {
  w = await collaborationWorld();
}, 60_000);
afterAll(() => w.close());

type Notification = {
  id: number;
  kind: string;
  read: boolean;
  actor: { id: number } | null;
  team: { id: number; name: string } | null;
  project: { id: number; name: string } | null;
  genolist: { id: number; name: string } | null;
  invitation_id: number | null;
  import_task_id: number | null;
  item_name: string | null;
  permission: string | null;
  file_name: string | null;
  numerator: string | null;
  reference: string | null;
  error: string | null;
};

const feed = async (who: Session): Promise<Notification[]> =>
  (await w.ok(200, 'GET', '/api/notifications/?limit=100', who)).results;
const unread = async (who: Session): Promise<number> =>
  (await w.ok(200, 'GET', '/api/notifications/count', who)).count;

describe('what makes a notification, and for whom', () => {
  it('an invitation: to the invitee when sent, to the inviter when accepted', async () => {
    const [owner, invitee, bystander] = [await w.user(), await w.user(), await w.user()];
    const team = await w.ok(201, 'POST', '/api/collaboration/teams/', owner, { name: 'Prostate lab' });
    const invitation = await w.ok(201, 'POST', `/api/collaboration/teams/${team.id}/invite_user/`, owner, {
      email: invitee.user.email,
      permission_level: 'MEMBER',
    });
    const [received] = await feed(invitee);
    expect(received).toMatchObject({
      kind: 'invitation_received',
      read: false,
      actor: { id: owner.user.id },
      team: { id: team.id, name: 'Prostate lab' },
      invitation_id: invitation.id,
    });
    expect(await feed(owner)).toEqual([]);
    expect(await feed(bystander)).toEqual([]);

    await w.ok(200, 'POST', `/api/collaboration/invitations/${invitation.id}/accept/`, invitee);
    const [accepted] = await feed(owner);
    expect(accepted).toMatchObject({
      kind: 'invitation_accepted',
      actor: { id: invitee.user.id },
      team: { id: team.id },
      invitation_id: invitation.id,
    });
    expect((await feed(invitee)).map((n) => n.kind)).toEqual(['invitation_received']);
  });

  it('an invitation sent before the invitee had an account: at their sign-up', async () => {
    const owner = await w.user();
    const email = uniqueEmail('later');
    const team = await w.ok(201, 'POST', '/api/collaboration/teams/', owner, { name: 'Kidney lab' });
    await w.ok(201, 'POST', `/api/collaboration/teams/${team.id}/invite_user/`, owner, {
      email,
      permission_level: 'VIEWER',
    });
    const signup = await w.call('POST', '/api/auth/register/', undefined, {
      first_name: 'Late',
      last_name: 'Comer',
      email,
      password: PASSWORD,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const headers = { authorization: `JWT ${signup.json().access}` };
    const list = await w.ok(200, 'GET', '/api/notifications/', headers);
    expect(list.results.map((n: Notification) => [n.kind, n.team?.name])).toEqual([
      ['invitation_received', 'Kidney lab'],
    ]);
  });

  it('a share with a team: to each member but the one who shared, once, not on a change of permission', async () => {
    const [owner, member, viewer, outsider] = [
      await w.user(),
      await w.user(),
      await w.user(),
      await w.user(),
    ];
    const team = await w.teamOf(owner, [
      [member, 'MEMBER'],
      [viewer, 'VIEWER'],
    ]);
    const project = await w.projectOf(owner, 'Androgen time course');
    const genolist = await w.genolistOf(project, owner, 'DHT 24 h vs 0 h');
    await w.ok(201, 'POST', `/api/collaboration/projects/${project}/share_with_team/`, owner, {
      team_id: team,
      permission: 'EDITOR',
    });
    await w.ok(201, 'POST', `/api/collaboration/genolists/${genolist}/share_with_team/`, owner, {
      team_id: team,
      permission: 'VIEWER',
    });
    await w.ok(200, 'POST', `/api/collaboration/projects/${project}/share_with_team/`, owner, {
      team_id: team,
      permission: 'VIEWER',
    });
    for (const who of [member, viewer]) {
      const shares = (await feed(who)).filter((n) => n.kind.endsWith('_shared'));
      expect(shares.map((n) => [n.kind, n.project?.id ?? n.genolist?.id, n.item_name, n.permission])).toEqual(
        [
          ['genolist_shared', genolist, 'DHT 24 h vs 0 h', 'VIEWER'],
          ['project_shared', project, 'Androgen time course', 'EDITOR'],
        ],
      );
      expect(shares.every((n) => n.actor?.id === owner.user.id && n.team?.id === team)).toBe(true);
    }
    expect((await feed(owner)).filter((n) => n.kind.endsWith('_shared'))).toEqual([]);
    expect(await feed(outsider)).toEqual([]);
  });

  it('an import that finished or failed: to its uploader', async () => {
    const [uploader, other] = [await w.staff(), await w.staff()];
    const db = w.t.app.ctx.database.db;
    const task = (name: string) =>
      createTask(db, {
        file_name: name,
        file_path: `/nowhere/${name}`,
        file_size: 1,
        library: 'SLC777',
        created_by: uploader.user.id,
      });
    const done = await task('export_for_genoapp_SLC777.zip');
    const project = await w.projectOf(uploader, 'Imported');
    await completeTask(db, done.id, project, { reading: 1 });
    const failed = await task('export_for_genoapp_SLC778.zip');
    await failTask(db, failed.id, 'counts.tsv line 3, column S2: not a number');
    const [failure, success] = await feed(uploader);
    expect(success).toMatchObject({
      kind: 'import_finished',
      import_task_id: done.id,
      project: { id: project, name: 'Imported' },
      file_name: 'export_for_genoapp_SLC777.zip',
    });
    expect(failure).toMatchObject({
      kind: 'import_failed',
      import_task_id: failed.id,
      file_name: 'export_for_genoapp_SLC778.zip',
      error: 'counts.tsv line 3, column S2: not a number',
    });
    expect(await feed(other)).toEqual([]);
  });
});

describe('a comparison computed on the server', () => {
  it('is told to whoever asked for it as a comparison, each end muted on its own', async () => {
    const [asker, other] = [await w.user(), await w.user()];
    const db = w.t.app.ctx.database.db;
    const project = await w.projectOf(asker, 'Marioni 2008');
    const genolist = await w.genolistOf(project, asker, 'Liver vs Kidney (limma-voom)');
    // Under way in another process, so that this app's runner leaves it to the test.
    const running = async (name: string) => {
      const [task] = await db
        .insert(importTasks)
        .values({
          kind: 'limma-voom',
          de_request: { name, factor: 'tissue', numerator: 'Liver', reference: 'Kidney', covariates: [] },
          file_name: name,
          file_path: '',
          file_size: 0,
          library: '',
          project_id: project,
          created_by: asker.user.id,
          status: 'RUNNING',
          claimed_by: 'another-process',
          heartbeat_at: new Date(),
        })
        .returning({ id: importTasks.id });
      return task?.id as number;
    };
    const done = await running('Liver vs Kidney (limma-voom)');
    await completeTask(db, done, project, { computing: 1 }, genolist);
    const refused = await running('Liver vs Kidney, run alone');
    await failTask(db, refused, 'No residual degrees of freedom to estimate the variance');
    const [failure, success] = await feed(asker);
    expect(success).toMatchObject({
      kind: 'comparison_finished',
      import_task_id: done,
      project: { id: project, name: 'Marioni 2008' },
      genolist: { id: genolist, name: 'Liver vs Kidney (limma-voom)' },
      item_name: 'Liver vs Kidney (limma-voom)',
      numerator: 'Liver',
      reference: 'Kidney',
      file_name: null,
      error: null,
    });
    expect(failure).toMatchObject({
      kind: 'comparison_failed',
      import_task_id: refused,
      project: { id: project, name: 'Marioni 2008' },
      genolist: null,
      item_name: 'Liver vs Kidney, run alone',
      error: 'No residual degrees of freedom to estimate the variance',
    });
    expect(await feed(other)).toEqual([]);

    const wanted = await w.ok(200, 'PATCH', '/api/notifications/preferences/', asker, {
      comparison_failed: false,
    });
    expect(wanted).toMatchObject({
      comparison_finished: true,
      comparison_failed: false,
      import_failed: true,
    });
    await failTask(db, await running('Muted'), 'No residual degrees of freedom to estimate the variance');
    expect((await feed(asker)).map((n) => n.kind)).toEqual(['comparison_failed', 'comparison_finished']);
  });
});

describe('reading them', () => {
  let alice: Session;
  let bob: Session;
  let ids: number[];
  beforeAll(async () => {
    [alice, bob] = [await w.user(), await w.user()];
    for (const name of ['One', 'Two', 'Three']) {
      const team = await w.ok(201, 'POST', '/api/collaboration/teams/', bob, { name });
      await w.ok(201, 'POST', `/api/collaboration/teams/${team.id}/invite_user/`, bob, {
        email: alice.user.email,
        permission_level: 'MEMBER',
      });
    }
    ids = (await feed(alice)).map((n) => n.id);
  });

  it('counts the unread ones, and answers 304 to the ETag while nothing changed', async () => {
    const first = await w.call('GET', '/api/notifications/count', alice);
    expect(first.json()).toEqual({ count: 3, total: 3 });
    const etag = first.headers.etag as string;
    const again = await w.call('GET', '/api/notifications/count', {
      ...alice.headers,
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    // Someone else's notifications change nothing of Alice's ETag.
    await w.ok(201, 'POST', '/api/collaboration/teams/', alice, { name: 'Alice lab' });
    const unchanged = await w.call('GET', '/api/notifications/count', {
      ...alice.headers,
      'if-none-match': etag,
    });
    expect(unchanged.statusCode).toBe(304);
    await w.ok(200, 'POST', `/api/notifications/${ids[0]}/read/`, alice);
    const changed = await w.call('GET', '/api/notifications/count', {
      ...alice.headers,
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ count: 2, total: 3 });
  });

  it("pages newest first, and lets nobody read or mark another user's", async () => {
    const page = await w.ok(200, 'GET', '/api/notifications/?limit=2', alice);
    expect(page.results.map((n: Notification) => n.id)).toEqual(ids.slice(0, 2));
    expect(page.unread).toBe(2);
    const rest = await w.ok(200, 'GET', `/api/notifications/?limit=2&before=${page.next_before}`, alice);
    expect(rest.results.map((n: Notification) => n.id)).toEqual(ids.slice(2));
    expect(rest.next_before).toBeNull();
    expect((await w.call('POST', `/api/notifications/${ids[1]}/read/`, bob)).statusCode).toBe(404);
    expect((await w.call('POST', `/api/notifications/${ids[1]}/read/`)).statusCode).toBe(401);
    expect((await w.call('GET', '/api/notifications/count')).statusCode).toBe(401);
    expect(await unread(alice)).toBe(2);
    expect((await feed(bob)).some((n) => ids.includes(n.id))).toBe(false);
  });

  it('marks all read at once', async () => {
    const answer = await w.ok(200, 'POST', '/api/notifications/read-all/', alice);
    expect(answer).toEqual({ marked: 2, count: 0, total: 3 });
    expect((await feed(alice)).every((n) => n.read)).toBe(true);
    expect((await w.ok(200, 'GET', '/api/notifications/?unread=true', alice)).results).toEqual([]);
  });
});

describe('preferences', () => {
  it('are all on at first; a kind turned off is no longer made, the others still are', async () => {
    const [owner, invitee] = [await w.user(), await w.user()];
    const all = await w.ok(200, 'GET', '/api/notifications/preferences/', invitee);
    expect(Object.values(all).every(Boolean)).toBe(true);
    const after = await w.ok(200, 'PATCH', '/api/notifications/preferences/', invitee, {
      invitation_received: false,
    });
    expect(after).toMatchObject({ invitation_received: false, project_shared: true });
    expect(await w.ok(200, 'GET', '/api/notifications/preferences/', invitee)).toEqual(after);
    const team = await w.ok(201, 'POST', '/api/collaboration/teams/', owner, { name: 'Muted' });
    const invitation = await w.ok(201, 'POST', `/api/collaboration/teams/${team.id}/invite_user/`, owner, {
      email: invitee.user.email,
      permission_level: 'MEMBER',
    });
    expect(await feed(invitee)).toEqual([]);
    await w.ok(200, 'POST', `/api/collaboration/invitations/${invitation.id}/accept/`, invitee);
    expect((await feed(owner)).map((n) => n.kind)).toEqual(['invitation_accepted']);
    const bad = await w.call('PATCH', '/api/notifications/preferences/', invitee, {
      invitation_received: 'no',
    });
    expect(bad.statusCode).toBe(400);
  });
});
