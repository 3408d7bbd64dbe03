import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../server/api-tokens/service';
import { hashPassword } from '../../server/auth/passwords';
import { signAccess, signRefresh } from '../../server/auth/tokens';
import * as schema from '../../server/db/schema';
import type { App } from '../../server/http/types';
import { analyse } from '../../server/imports/analyse';
import { readArchive } from '../../server/imports/archive/read-archive';
import { writeProject } from '../../server/imports/store';
import { createQuote } from '../../server/subscriptions/quotes';
import { changeSubscription, currentSubscription } from '../../server/subscriptions/service';
import { DEMO, multipartBody, multipartForm } from '../support/archives';
import { PASSWORD, startTestApp, uniqueEmail } from './harness';

/**
 * Every operation of the contract (`openapi/genoapp.json`) called by every kind of caller, on a
 * private and on a public target, against one table of the statuses they must get: 401 for an
 * anonymous caller, 404 for what the caller may not see, 403 for what they see but may not do,
 * and the operation's own answer otherwise. An operation of the contract without a row here
 * fails the test, as does a row naming no operation.
 *
 * The callers, for projects and genolists (the targets are shared with three teams and have
 * collaborators, the same on both):
 * - stranger: signed in, no tie to the targets;
 * - teamViewer: member of a team holding a VIEWER share;
 * - teamEditor: member (MEMBER) of a team holding an EDITOR share;
 * - teamEditorViewerRole: in the same team with the team role VIEWER, which reads only;
 * - teamAdmin: member of a team holding an ADMIN share;
 * - collabEdit, collabDelete, collabManage: collaborators with one flag each;
 * - owner, staff.
 * For teams, the same people: the owner owns the team, teamEditor is a MEMBER of it and
 * teamEditorViewerRole a VIEWER; the others are not in it.
 *
 * The world is built once; operations that destroy their target get a fresh one per call.
 */

const CALLERS = [
  'anonymous',
  'stranger',
  'teamViewer',
  'teamEditor',
  'teamEditorViewerRole',
  'teamAdmin',
  'collabEdit',
  'collabDelete',
  'collabManage',
  'owner',
  'staff',
] as const;
type Caller = (typeof CALLERS)[number];
type SignedIn = Exclude<Caller, 'anonymous'>;
type Visibility = 'private' | 'public';

/** What each caller may do with the projects and genolists of the world. */
type Need = 'see' | 'edit' | 'delete' | 'share';
const MAY: Record<Caller, readonly Need[]> = {
  anonymous: [],
  stranger: [],
  teamViewer: ['see'],
  teamEditor: ['see', 'edit'],
  teamEditorViewerRole: ['see'],
  teamAdmin: ['see', 'edit', 'delete', 'share'],
  collabEdit: ['see', 'edit'],
  collabDelete: ['see', 'delete'],
  collabManage: ['see', 'share'],
  owner: ['see', 'edit', 'delete', 'share'],
  staff: ['see', 'edit', 'delete', 'share'],
};

/** The callers' roles in the target team. */
const TEAM_ROLE: Partial<Record<Caller, 'OWNER' | 'MEMBER' | 'VIEWER'>> = {
  owner: 'OWNER',
  teamEditor: 'MEMBER',
  teamEditorViewerRole: 'VIEWER',
};

type Expect = (caller: Caller, target: Visibility) => number;

const everyone =
  (ok: number): Expect =>
  () =>
    ok;
const signedIn =
  (ok: number): Expect =>
  (caller) =>
    caller === 'anonymous' ? 401 : ok;
const staffOnly =
  (ok: number): Expect =>
  (caller) =>
    caller === 'anonymous' ? 401 : caller === 'staff' ? ok : 403;
/**
 * Needs a plan flag that FREE lacks and ENTERPRISE has (advanced statistics, API access): every
 * caller here is on FREE except the owner (put on ENTERPRISE below), and staff are not limited.
 */
const planFeature =
  (ok: number): Expect =>
  (caller) =>
    caller === 'anonymous' ? 401 : caller === 'staff' || caller === 'owner' ? ok : 403;
const sees = (caller: Caller, target: Visibility) => target === 'public' || MAY[caller].includes('see');
/** A project or a genolist: `unseen` when the caller may not see it (404, or 400 for an id in a body). */
const item =
  (need: Need, ok: number, unseen = 404): Expect =>
  (caller, target) => {
    if (caller === 'anonymous') return 401;
    if (!sees(caller, target)) return unseen;
    return need === 'see' || MAY[caller].includes(need) ? ok : 403;
  };
/** A collaborator record of a bystander: seen only by who may manage the item's collaborators. */
const collaboratorRecord =
  (ok: number): Expect =>
  (caller, target) => {
    if (caller === 'anonymous') return 401;
    return sees(caller, target) && MAY[caller].includes('share') ? ok : 404;
  };
/** A team: seen by its members, staff, and anyone when public; `read` its lists; `manage` it; `own` it. */
const team =
  (need: 'see' | 'read' | 'manage' | 'own' | 'others', ok: number): Expect =>
  (caller, target) => {
    if (caller === 'anonymous') return 401;
    const role = TEAM_ROLE[caller];
    if (!role && caller !== 'staff' && target === 'private') return 404;
    if (need === 'see') return ok;
    if (need === 'read') return role || caller === 'staff' ? ok : 403;
    if (need === 'manage' || need === 'own' || need === 'others') return role === 'OWNER' ? ok : 403;
    return 403;
  };
/** A share of an item with the (private) team: its owners and admins, or who may share the item. */
const shareRemoval =
  (ok: number): Expect =>
  (caller, target) => {
    if (caller === 'anonymous') return 401;
    const role = TEAM_ROLE[caller];
    if (!role && caller !== 'staff') return 404;
    if (role === 'OWNER') return ok;
    return sees(caller, target) && MAY[caller].includes('share') ? ok : 403;
  };

type TargetKind =
  | 'none'
  | 'project'
  | 'genolist'
  | 'team'
  | 'projectShare'
  | 'genolistShare'
  | 'projectCollaborator'
  | 'genolistCollaborator';

interface Request {
  /** Values of the path's `{…}` placeholders. */
  params?: Record<string, number>;
  query?: Record<string, string | number>;
  body?: object;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  /** Who the call is made as, when not the caller's own session (a session about to end). */
  authorization?: string;
}

interface Row {
  on: TargetKind;
  expect: Expect;
  request?: (w: World, caller: Caller, target: Visibility) => Request | Promise<Request>;
  /** Undoes what a successful call changed that later calls depend on. */
  after?: (w: World, target: Visibility) => Promise<unknown>;
}

const project = (w: World, target: Visibility) => ({ id: w.projects[target] });
const genolist = (w: World, target: Visibility) => ({ id: w.genolists[target] });
const teamOf = (w: World, target: Visibility) => ({ id: w.teams[target] });

/**
 * The world's two genolists compared, the target first: they are in two projects, so comparing
 * them needs seeing the private one, then the plan's multi-project comparison (FREE lacks it,
 * the owner's ENTERPRISE has it).
 */
const bothGenolistsCompared: Row = {
  on: 'genolist',
  expect: (caller, target) =>
    sees(caller, 'private') ? planFeature(200)(caller, target) : item('see', 200)(caller, 'private'),
  request: (w, _, t) => ({
    query: { ids: `${w.genolists[t]},${w.genolists[t === 'public' ? 'private' : 'public']}` },
  }),
};

/** The one table: every operation of the contract, what each caller gets. */
const TABLE: Record<string, Row> = {
  'GET /api/health': { on: 'none', expect: everyone(200) },
  'GET /api/about/': { on: 'none', expect: everyone(200) },
  'POST /api/token/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : 200),
    request: (w, caller) => ({
      body: { email: w.emails[caller] ?? uniqueEmail('nobody'), password: PASSWORD },
    }),
  },
  'POST /api/token/refresh/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : 200),
    request: (w, caller) => ({ body: { refresh: w.sessions[caller]?.refresh ?? 'not a token' } }),
  },
  'POST /api/logout/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : 204),
    request: async (w, caller) => {
      if (caller === 'anonymous') return { body: {} };
      const session = await w.mintSession(w.users[caller]);
      return { body: { refresh: session.refresh }, authorization: session.authorization };
    },
  },
  'POST /api/auth/register/': {
    on: 'none',
    expect: everyone(201),
    request: () => ({
      body: {
        first_name: 'Matrix',
        last_name: 'Newcomer',
        email: uniqueEmail('register'),
        password: PASSWORD,
      },
    }),
  },
  'GET /api/users/me/': { on: 'none', expect: signedIn(200) },
  'GET /api/users/': { on: 'none', expect: staffOnly(200) },
  'GET /api/users/count': { on: 'none', expect: staffOnly(200) },
  // A colleague's profile for anyone signed in (without the e-mail, checked in users.test.ts).
  'GET /api/users/{id}/': {
    on: 'none',
    expect: signedIn(200),
    request: (w) => ({ params: { id: w.users.owner } }),
  },
  'GET /api/users/all/': { on: 'none', expect: staffOnly(200) },
  'POST /api/users/': {
    on: 'none',
    expect: staffOnly(201),
    request: () => {
      const email = uniqueEmail('created');
      return {
        body: {
          username: email.split('@')[0],
          email,
          first_name: 'Created',
          last_name: 'Matrix',
          password: PASSWORD,
        },
      };
    },
  },
  // The owner's own account, sent back unchanged: the owner edits it, staff edit any account but a superuser's.
  'PUT /api/users/{id}/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : caller === 'owner' || caller === 'staff' ? 200 : 403),
    request: (w) => ({ params: { id: w.users.owner }, body: w.ownerAccount }),
  },
  'DELETE /api/users/{id}/': {
    on: 'none',
    expect: staffOnly(204),
    request: async (w) => ({ params: { id: (await w.throwaway()).id } }),
  },
  // Calls on one's own account are made as a throwaway user (a staff one for staff), so that
  // deleting it or changing its password leaves the world's callers signed in.
  'POST /api/users/me/password/': {
    on: 'none',
    expect: signedIn(204),
    request: async (w, caller) => ({
      body: { current_password: PASSWORD, new_password: `${PASSWORD} renewed` },
      ...(caller === 'anonymous' ? {} : { authorization: (await w.throwaway(caller)).authorization }),
    }),
  },
  'GET /api/users/me/export/': { on: 'none', expect: signedIn(200) },
  'DELETE /api/users/me/': {
    on: 'none',
    expect: signedIn(204),
    request: async (w, caller) => ({
      body: { password: PASSWORD },
      ...(caller === 'anonymous' ? {} : { authorization: (await w.throwaway(caller)).authorization }),
    }),
  },
  // Personal access tokens: each caller lists and revokes their own; creating one needs API access.
  'GET /api/users/me/api-tokens/': { on: 'none', expect: signedIn(200) },
  'POST /api/users/me/api-tokens/': {
    on: 'none',
    expect: planFeature(201),
    request: () => ({ body: { name: 'Matrix script', expires_in_days: 30 } }),
  },
  'DELETE /api/users/me/api-tokens/{id}/': {
    on: 'none',
    expect: signedIn(204),
    request: async (w, caller) => {
      if (caller === 'anonymous') return { params: { id: 1 } };
      const { token } = await createApiToken(w.app.ctx.database.db, w.users[caller], {
        name: 'Revoked by the matrix',
      });
      return { params: { id: token.id } };
    },
  },
  'POST /api/imports/': {
    on: 'none',
    // Staff pass; the file is then refused for its name.
    expect: staffOnly(400),
    request: () => ({ multipart: multipartBody('notes.txt', Buffer.from('not an archive')) }),
  },
  'GET /api/imports/': { on: 'none', expect: staffOnly(200) },
  'GET /api/imports/{id}/': {
    on: 'none',
    expect: staffOnly(200),
    request: (w) => ({ params: { id: w.importTask } }),
  },

  'GET /api/genolists/mygenolists/': { on: 'none', expect: signedIn(200) },
  'GET /api/genolists/public/': { on: 'none', expect: signedIn(200) },
  'GET /api/genolists/count/': { on: 'none', expect: signedIn(200) },
  'GET /api/genolists/favorites/': { on: 'none', expect: signedIn(200) },
  'GET /api/genolists/': { on: 'none', expect: staffOnly(200) },
  // Anyone who sees the source derives their own genolist from it (within their plan).
  'POST /api/genolists/': {
    on: 'genolist',
    expect: item('see', 201),
    request: (w, _, t) => ({
      body: {
        source: w.genolists[t],
        name: `Derived from ${t}`,
        pvalue_cutoff: 0.05,
        fold_change_cutoff: 1.5,
      },
    }),
  },
  'GET /api/genolists/compare/': bothGenolistsCompared,
  'GET /api/genolists/compare/csv/': bothGenolistsCompared,
  'GET /api/genolists/{id}/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'PUT /api/genolists/{id}/': {
    on: 'genolist',
    expect: item('edit', 200),
    request: (w, _, t) => ({
      params: genolist(w, t),
      body: { name: `List ${t}`, pvalue_cutoff: 0.05, fold_change_cutoff: 1.5, description: 'Edited (PUT)' },
    }),
  },
  'PATCH /api/genolists/{id}/': {
    on: 'genolist',
    expect: item('edit', 200),
    request: (w, _, t) => ({ params: genolist(w, t), body: { description: 'Edited (PATCH)' } }),
  },
  'DELETE /api/genolists/{id}/': {
    on: 'genolist',
    expect: item('delete', 204),
    request: async (w, _, t) => ({ params: { id: await w.expendableGenolist(t) } }),
  },
  'POST /api/genolists/{id}/increment-view/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'POST /api/genolists/{id}/toggle-favorite/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/frame': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/gene-names': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/volcano-MA-data': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/genes/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/boxplot-data': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t), query: { genoref: w.geneRef } }),
  },
  'POST /api/genolists/{id}/expression/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t), body: { gene_ref_ids: [w.geneRef] } }),
  },
  'GET /api/genolists/{id}/download-transcripto-values': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/download': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/report/availability/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/genolists/{id}/report/download/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: genolist(w, t) }),
  },
  'GET /api/transcriptovalues/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ query: { genolist: w.genolists[t], page_size: 5 } }),
  },
  'GET /api/proteovalues/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ query: { genolist: w.genolists[t], page_size: 5 } }),
  },
  'GET /api/govalues/': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ query: { genolist: w.genolists[t] } }),
  },
  'GET /api/govalues/{id}/genorefs': {
    on: 'genolist',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: { id: w.goValues[t] } }),
  },
  'GET /api/samples/': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ query: { factors: w.levels[t] } }),
  },

  'GET /api/projects/myprojects': { on: 'none', expect: signedIn(200) },
  'GET /api/projects/public/': { on: 'none', expect: signedIn(200) },
  'GET /api/projects/count/': { on: 'none', expect: signedIn(200) },
  'POST /api/projects/{id}/increment-view/': {
    on: 'project',
    expect: item('see', 204),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'GET /api/analytics/dashboard/': { on: 'none', expect: signedIn(200) },
  'GET /api/analytics/recent-activity': { on: 'none', expect: signedIn(200) },
  'GET /api/analytics/trending-genes': { on: 'none', expect: planFeature(200) },
  'GET /api/analytics/top-genolists': { on: 'none', expect: planFeature(200) },
  'GET /api/analytics/collaboration-stats': { on: 'none', expect: signedIn(200) },
  'GET /api/analytics/system-health': { on: 'none', expect: signedIn(200) },
  'GET /api/analytics/recommendations': { on: 'none', expect: signedIn(200) },
  'GET /api/search/': { on: 'none', expect: signedIn(200), request: () => ({ query: { q: 'KLK' } }) },
  // The gene is in the public project's genolists too: whoever signed in sees it there.
  'GET /api/genes/{id}/': {
    on: 'none',
    expect: signedIn(200),
    request: (w) => ({ params: { id: w.geneRef } }),
  },
  'GET /api/notifications/': { on: 'none', expect: signedIn(200) },
  'GET /api/notifications/count': { on: 'none', expect: signedIn(200) },
  // The owner's own notification: read by them alone, as if it did not exist for anyone else.
  'POST /api/notifications/{id}/read/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : caller === 'owner' ? 200 : 404),
    request: async (w) => ({ params: { id: await w.notificationOfOwner() } }),
  },
  'POST /api/notifications/read-all/': { on: 'none', expect: signedIn(200) },
  'GET /api/notifications/preferences/': { on: 'none', expect: signedIn(200) },
  'PATCH /api/notifications/preferences/': {
    on: 'none',
    expect: signedIn(200),
    request: () => ({ body: { import_finished: true } }),
  },
  'GET /api/projects/favorites/': { on: 'none', expect: signedIn(200) },
  'GET /api/projects/': { on: 'none', expect: staffOnly(200) },
  // Anyone signed in creates projects within their plan; no caller has reached its limit.
  'POST /api/projects/': {
    on: 'none',
    expect: signedIn(201),
    request: () => ({ body: { name: 'Created by the matrix' } }),
  },
  'GET /api/projects/{id}/': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'PUT /api/projects/{id}/': {
    on: 'project',
    expect: item('edit', 200),
    request: (w, _, t) => ({ params: project(w, t), body: { description: 'Edited (PUT)' } }),
  },
  'DELETE /api/projects/{id}/': {
    on: 'project',
    expect: item('delete', 204),
    request: async (w, _, t) => ({ params: { id: await w.expendableProject(t) } }),
  },
  'GET /api/projects/{id}': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'POST /api/projects/{id}/toggle-favorite/': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'POST /api/projects/{id}/data/': {
    on: 'project',
    // Who may edit gets through; the project already has its data.
    expect: item('edit', 409),
    request: (w, _, t) => ({
      params: project(w, t),
      multipart: multipartBody('counts.csv', Buffer.from('gene_id,s1\nENSG00000000003,1\n')),
    }),
  },
  'PUT /api/projects/{id}/sample-factors/': {
    on: 'project',
    // Who may edit gets through; the project's samples have their factors already.
    expect: item('edit', 409),
    request: (w, _, t) => ({
      params: project(w, t),
      body: { samples: ['s1'], factors: [{ name: 'tissue', levels: ['Liver'] }] },
    }),
  },
  'POST /api/projects/{id}/genolists/': {
    on: 'project',
    // Who may edit gets through; the table has no fold-change column.
    expect: item('edit', 422),
    request: (w, _, t) => ({
      params: project(w, t),
      multipart: multipartForm(
        { name: 'Mine', pvalue_cutoff: 0.05, fold_change_cutoff: 1.5 },
        'results.csv',
        Buffer.from('gene_id,pvalue\nENSG00000000003,0.5\n'),
      ),
    }),
  },
  'GET /api/projects/{id}/comparisons/options/': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'POST /api/projects/{id}/comparisons/': {
    on: 'project',
    // Who may edit gets through; the numerator is not a level of the factor (nothing is queued).
    expect: item('edit', 422),
    request: (w, _, t) => ({
      params: project(w, t),
      body: { name: 'By the matrix', factor: 'tissue', numerator: 'Brain', reference: 'Kidney' },
    }),
  },
  'GET /api/projects/{id}/comparisons/tasks/{taskId}/': {
    on: 'project',
    expect: item('edit', 200),
    request: (w, _, t) => ({ params: { id: w.projects[t], taskId: w.comparisonTasks[t] } }),
  },
  'GET /api/projects/{id}/pca-data': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'GET /api/projects/{id}/samples-correlation': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'GET /api/projects/{id}/samples-quality-control': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'GET /api/projects/{id}/genes-detected': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'GET /api/projects/{id}/sequence-distribution': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },
  'GET /api/projects/{id}/download_report/': {
    on: 'project',
    expect: item('see', 200),
    request: (w, _, t) => ({ params: project(w, t) }),
  },

  'GET /api/subscription-plans/': { on: 'none', expect: signedIn(200) },
  'GET /api/user-subscriptions/current/': { on: 'none', expect: signedIn(200) },
  'GET /api/user-subscriptions/features/': { on: 'none', expect: signedIn(200) },
  'GET /api/user-subscriptions/history/': { on: 'none', expect: signedIn(200) },
  // Anyone may go back to FREE; the owner is then given back the plan the world needs.
  'POST /api/user-subscriptions/upgrade/': {
    on: 'none',
    expect: signedIn(200),
    request: (w) => ({ body: { plan: w.plans.FREE } }),
    after: (w) => w.ownerWithoutLimits(),
  },
  'POST /api/user-subscriptions/log_usage/': {
    on: 'none',
    expect: signedIn(204),
    request: () => ({ body: { action_type: 'heatmap_clustered' } }),
  },
  'GET /api/admin/user-subscriptions/': { on: 'none', expect: staffOnly(200) },
  'PATCH /api/admin/user-subscriptions/{id}/': {
    on: 'none',
    expect: staffOnly(200),
    request: async (w) => ({
      params: { id: await w.subscriptionOf((await w.throwaway()).id) },
      body: { auto_renew: false },
    }),
  },
  'POST /api/subscription-upgrade-requests/': {
    on: 'none',
    expect: signedIn(201),
    request: (w) => ({
      body: { target_plan: w.plans.PRO, company_name: 'Matrix lab', contact_email: uniqueEmail('quote') },
    }),
  },
  'GET /api/subscription-upgrade-requests/': { on: 'none', expect: signedIn(200) },
  'GET /api/admin/subscription-upgrade-requests/': { on: 'none', expect: staffOnly(200) },
  'PATCH /api/admin/subscription-upgrade-requests/{id}/': {
    on: 'none',
    expect: staffOnly(200),
    request: (w) => ({ params: { id: w.quote }, body: { admin_notes: 'Read by the matrix' } }),
  },
  // Superusers only: the matrix's staff caller is not one, so everyone signed in is refused
  // (a superuser reading it is tested in administration.test.ts).
  'GET /api/admin/audit-log/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : 403),
  },

  'GET /api/collaboration/teams/': { on: 'none', expect: signedIn(200) },
  'POST /api/collaboration/teams/': {
    on: 'none',
    expect: signedIn(201),
    request: () => ({ body: { name: 'Matrix team' } }),
  },
  'GET /api/collaboration/teams/{id}/': {
    on: 'team',
    expect: team('see', 200),
    request: (w, _, t) => ({ params: teamOf(w, t) }),
  },
  'PATCH /api/collaboration/teams/{id}/': {
    on: 'team',
    expect: team('manage', 200),
    request: (w, _, t) => ({ params: teamOf(w, t), body: { description: 'Edited by the matrix' } }),
  },
  'DELETE /api/collaboration/teams/{id}/': {
    on: 'team',
    expect: team('own', 204),
    request: async (w, _, t) => ({ params: { id: await w.expendableTeam(t) } }),
  },
  'GET /api/collaboration/stats/dashboard/': { on: 'none', expect: signedIn(200) },
  'GET /api/collaboration/teams/{id}/members/': {
    on: 'team',
    expect: team('read', 200),
    request: (w, _, t) => ({ params: teamOf(w, t) }),
  },
  'POST /api/collaboration/teams/{id}/invite_user/': {
    on: 'team',
    expect: team('manage', 201),
    request: (w, _, t) => ({ params: teamOf(w, t), body: { email: uniqueEmail('invited') } }),
  },
  'POST /api/collaboration/teams/{id}/remove_member/': {
    on: 'team',
    expect: team('others', 204),
    request: async (w, _, t) => {
      const id = await w.expendableTeam(t);
      return { params: { id }, body: { user_id: await w.memberOf(id) } };
    },
  },
  'POST /api/collaboration/teams/{id}/change_role/': {
    on: 'team',
    expect: team('others', 200),
    request: async (w, _, t) => {
      const id = await w.expendableTeam(t);
      return { params: { id }, body: { user_id: await w.memberOf(id), role: 'VIEWER' } };
    },
  },
  'GET /api/collaboration/teams/{id}/invitations/': {
    on: 'team',
    expect: team('manage', 200),
    request: (w, _, t) => ({ params: teamOf(w, t) }),
  },
  'GET /api/collaboration/teams/{id}/activity/': {
    on: 'team',
    expect: team('read', 200),
    request: (w, _, t) => ({ params: teamOf(w, t) }),
  },
  'GET /api/collaboration/teams/{id}/projects/': {
    on: 'team',
    expect: team('read', 200),
    request: (w, _, t) => ({ params: teamOf(w, t) }),
  },
  'DELETE /api/collaboration/teams/{teamId}/projects/{projectId}/': {
    on: 'projectShare',
    expect: shareRemoval(204),
    request: (w, _, t) => ({ params: { teamId: w.teams.private, projectId: w.projects[t] } }),
    after: (w, t) => w.shareAgain('project', t),
  },
  'POST /api/collaboration/projects/{id}/share_with_team/': {
    on: 'project',
    expect: item('share', 201),
    request: (w, caller, t) => ({
      params: project(w, t),
      body: { team_id: w.ownTeams[caller], permission: 'VIEWER' },
    }),
  },
  'GET /api/collaboration/teams/{id}/genolists/': {
    on: 'team',
    expect: team('read', 200),
    request: (w, _, t) => ({ params: teamOf(w, t) }),
  },
  'DELETE /api/collaboration/teams/{teamId}/genolists/{genolistId}/': {
    on: 'genolistShare',
    expect: shareRemoval(204),
    request: (w, _, t) => ({ params: { teamId: w.teams.private, genolistId: w.genolists[t] } }),
    after: (w, t) => w.shareAgain('genolist', t),
  },
  'POST /api/collaboration/genolists/{id}/share_with_team/': {
    on: 'genolist',
    expect: item('share', 201),
    request: (w, caller, t) => ({
      params: genolist(w, t),
      body: { team_id: w.ownTeams[caller], permission: 'VIEWER' },
    }),
  },
  'GET /api/collaboration/invitations/': { on: 'none', expect: signedIn(200) },
  'GET /api/collaboration/invitations/received/': { on: 'none', expect: signedIn(200) },
  // A fresh invitation to the stranger: only they answer it.
  'POST /api/collaboration/invitations/{id}/accept/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : caller === 'stranger' ? 200 : 404),
    request: async (w) => ({ params: { id: await w.invitationToStranger() } }),
    after: (w) => w.leaveInvitationTeam(),
  },
  'POST /api/collaboration/invitations/{id}/decline/': {
    on: 'none',
    expect: (caller) => (caller === 'anonymous' ? 401 : caller === 'stranger' ? 200 : 404),
    request: async (w) => ({ params: { id: await w.invitationToStranger() } }),
  },
  // The owner sent it for a team of theirs: they cancel it; its invitee declines it instead.
  'POST /api/collaboration/invitations/{id}/cancel/': {
    on: 'none',
    expect: (caller) =>
      caller === 'anonymous' ? 401 : caller === 'owner' ? 200 : caller === 'stranger' ? 403 : 404,
    request: async (w) => ({ params: { id: await w.invitationToStranger() } }),
  },
  'GET /api/collaboration/project-collaborators/': { on: 'none', expect: signedIn(200) },
  'POST /api/collaboration/project-collaborators/': {
    on: 'project',
    expect: item('share', 201, 400),
    request: async (w, _, t) => ({ body: { project: w.projects[t], user: await w.bystander() } }),
  },
  'GET /api/collaboration/project-collaborators/my_collaborations/': { on: 'none', expect: signedIn(200) },
  'PATCH /api/collaboration/project-collaborators/{id}/': {
    on: 'projectCollaborator',
    expect: collaboratorRecord(200),
    request: (w, _, t) => ({ params: { id: w.records.project[t] }, body: { can_edit_metadata: false } }),
  },
  'DELETE /api/collaboration/project-collaborators/{id}/': {
    on: 'projectCollaborator',
    expect: collaboratorRecord(204),
    request: async (w, _, t) => ({ params: { id: await w.bystanderRecord('project', t) } }),
  },
  'GET /api/collaboration/genolist-collaborators/': { on: 'none', expect: signedIn(200) },
  'POST /api/collaboration/genolist-collaborators/': {
    on: 'genolist',
    expect: item('share', 201, 400),
    request: async (w, _, t) => ({ body: { genolist: w.genolists[t], user: await w.bystander() } }),
  },
  'GET /api/collaboration/genolist-collaborators/my_collaborations/': { on: 'none', expect: signedIn(200) },
  'PATCH /api/collaboration/genolist-collaborators/{id}/': {
    on: 'genolistCollaborator',
    expect: collaboratorRecord(200),
    request: (w, _, t) => ({ params: { id: w.records.genolist[t] }, body: { can_edit_metadata: false } }),
  },
  'DELETE /api/collaboration/genolist-collaborators/{id}/': {
    on: 'genolistCollaborator',
    expect: collaboratorRecord(204),
    request: async (w, _, t) => ({ params: { id: await w.bystanderRecord('genolist', t) } }),
  },
};

const contract = JSON.parse(readFileSync('openapi/genoapp.json', 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const OPERATIONS = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);
const targetsOf = (row: Row | undefined): Visibility[] =>
  row && row.on !== 'none' ? ['private', 'public'] : ['private'];
const CALLS = OPERATIONS.reduce((n, op) => n + targetsOf(TABLE[op]).length * CALLERS.length, 0);

/* -------------------------------------------------------------------------------- the world */

type World = Awaited<ReturnType<typeof buildWorld>>;

const ITEM_TEAMS = [
  ['teamViewer', 'VIEWER'],
  ['teamEditor', 'EDITOR'],
  ['teamAdmin', 'ADMIN'],
] as const;
const FLAGS = {
  collabEdit: { can_edit_metadata: true },
  collabDelete: { can_delete: true },
  collabManage: { can_manage_collaborators: true },
} as const;

async function buildWorld(app: App) {
  const db = app.ctx.database.db;
  const hash = await hashPassword(PASSWORD);
  const newUser = async (name: string, staff = false) => {
    const [row] = await db
      .insert(schema.users)
      .values({
        email: uniqueEmail(name.toLowerCase()),
        username: `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}`,
        first_name: name,
        last_name: 'Matrix',
        password_hash: hash,
        is_staff: staff,
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    return row;
  };
  const users = {} as Record<SignedIn, number>;
  const emails = {} as Partial<Record<Caller, string>>;
  let ownerAccount = { username: '', email: '', first_name: '', last_name: '' };
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    const row = await newUser(caller, caller === 'staff');
    users[caller] = row.id;
    emails[caller] = row.email;
    if (caller === 'owner') {
      const { username, email, first_name, last_name } = row;
      ownerAccount = { username, email, first_name, last_name };
    }
  }

  async function mintSession(userId: number) {
    const [session] = await db
      .insert(schema.sessions)
      .values({ user_id: userId, expires_at: new Date(Date.now() + 86_400_000) })
      .returning({ id: schema.sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    const access = await signAccess(app.ctx.keys, userId, session.id);
    return { authorization: `JWT ${access}`, refresh: await signRefresh(app.ctx.keys, userId, session.id) };
  }
  const sessions = {} as Partial<Record<Caller, Awaited<ReturnType<typeof mintSession>>>>;
  for (const caller of CALLERS)
    if (caller !== 'anonymous') sessions[caller] = await mintSession(users[caller]);

  const plans = Object.fromEntries(
    (await db.select().from(schema.subscriptionPlans)).map((plan) => [plan.plan_type, plan.id]),
  ) as Record<'FREE' | 'PRO' | 'ENTERPRISE', number>;
  const subscriptionOf = async (userId: number) => (await currentSubscription(db, userId)).subscription.id;
  // The owner's items carry more collaborators (the three callers, then the bystanders the rows
  // add) than FREE allows; the world is artificial, so staff give the owner a plan without that
  // limit, as they would a real customer. The limit itself is tested in quotas.test.ts.
  const ownerWithoutLimits = async () =>
    changeSubscription(
      db,
      await subscriptionOf(users.owner),
      { plan: plans.ENTERPRISE, status: 'ACTIVE' },
      users.staff,
    );
  await ownerWithoutLimits();
  const quote = await createQuote(db, users.stranger, {
    target_plan: plans.PRO,
    company_name: 'Stranger lab',
    contact_email: emails.stranger as string,
  });

  const newTeam = async (name: string, isPublic: boolean, members: [SignedIn, string][]) => {
    const [row] = await db
      .insert(schema.teams)
      .values({ name, public: isPublic, auto_add_projects: false, created_by: users.owner })
      .returning({ id: schema.teams.id });
    if (!row) throw new Error('team insert returned nothing');
    await db
      .insert(schema.teamMembers)
      .values(members.map(([who, role]) => ({ team_id: row.id, user_id: users[who], role })));
    return row.id;
  };
  // The target team (and its public twin): owned by the owner, teamEditor a member, teamEditorViewerRole a viewer.
  const targetMembers: [SignedIn, string][] = [
    ['owner', 'OWNER'],
    ['teamEditor', 'MEMBER'],
    ['teamEditorViewerRole', 'VIEWER'],
  ];
  const teams = {
    private: await newTeam('Target team', false, targetMembers),
    public: await newTeam('Public target team', true, targetMembers),
  };
  // The teams items are shared with: VIEWER, EDITOR (the target team), ADMIN.
  const shareTeams = {
    VIEWER: await newTeam('Viewers', false, [
      ['owner', 'OWNER'],
      ['teamViewer', 'MEMBER'],
    ]),
    EDITOR: teams.private,
    ADMIN: await newTeam('Admins', false, [
      ['owner', 'OWNER'],
      ['teamAdmin', 'MEMBER'],
    ]),
  };
  const ownTeams = {} as Partial<Record<Caller, number>>;
  for (const caller of CALLERS)
    if (caller !== 'anonymous')
      ownTeams[caller] = await newTeam(`Team of ${caller}`, false, [[caller, 'OWNER']]);
  const invitationTeam = await newTeam('Inviting team', false, [['owner', 'OWNER']]);

  /** Shares an item with the three teams and gives it its three collaborators. */
  async function tie(kind: 'project' | 'genolist', id: number) {
    const shares = kind === 'project' ? schema.projectShares : schema.genolistShares;
    const collaborators = kind === 'project' ? schema.projectCollaborators : schema.genolistCollaborators;
    const key = kind === 'project' ? 'project_id' : 'genolist_id';
    for (const [, permission] of ITEM_TEAMS)
      await db
        .insert(shares)
        .values({ [key]: id, team_id: shareTeams[permission], permission, shared_by: users.owner } as never);
    for (const [who, flags] of Object.entries(FLAGS))
      await db
        .insert(collaborators)
        .values({ [key]: id, user_id: users[who as SignedIn], ...flags } as never);
  }

  // Two real projects (SLC002's data, twice) owned by the owner, one public with its public genolist.
  const archive = await readArchive(DEMO.SLC002, basename(DEMO.SLC002));
  const analysis = analyse(archive);
  const projects = {
    private: await writeProject(db, archive, analysis, {
      library: 'SLC002',
      ownerId: users.owner,
      makePublic: false,
    }),
    public: await writeProject(db, archive, analysis, {
      library: 'SLC902',
      ownerId: users.owner,
      makePublic: true,
    }),
  };
  const genolistOf = async (projectId: number) => {
    const [row] = await db
      .select({ id: schema.genolists.id })
      .from(schema.genolists)
      .where(eq(schema.genolists.project_id, projectId));
    if (!row) throw new Error(`project ${projectId} has no genolist`);
    await db
      .update(schema.genolists)
      .set({ owner_id: users.owner, name: `List ${projectId === projects.public ? 'public' : 'private'}` })
      .where(eq(schema.genolists.id, row.id));
    return row.id;
  };
  const genolists = {
    private: await genolistOf(projects.private),
    public: await genolistOf(projects.public),
  };
  for (const visibility of ['private', 'public'] as const) {
    await tie('project', projects[visibility]);
    await tie('genolist', genolists[visibility]);
  }

  const firstOf = async (query: Promise<{ id: number }[]>) => {
    const [row] = await query;
    if (!row) throw new Error('the world lacks a row');
    return row.id;
  };
  const goValues = {
    private: await firstOf(
      db
        .select({ id: schema.goValues.id })
        .from(schema.goValues)
        .where(eq(schema.goValues.genolist_id, genolists.private))
        .limit(1),
    ),
    public: await firstOf(
      db
        .select({ id: schema.goValues.id })
        .from(schema.goValues)
        .where(eq(schema.goValues.genolist_id, genolists.public))
        .limit(1),
    ),
  };
  const levels = {
    private: await firstOf(
      db
        .select({ id: schema.factorLevels.id })
        .from(schema.factorLevels)
        .where(eq(schema.factorLevels.project_id, projects.private))
        .limit(1),
    ),
    public: await firstOf(
      db
        .select({ id: schema.factorLevels.id })
        .from(schema.factorLevels)
        .where(eq(schema.factorLevels.project_id, projects.public))
        .limit(1),
    ),
  };
  const geneRef = await firstOf(
    db
      .select({ id: schema.geneExpression.gene_ref_id })
      .from(schema.geneExpression)
      .where(eq(schema.geneExpression.project_id, projects.private))
      .limit(1),
  );
  const importTask = await firstOf(
    db
      .insert(schema.importTasks)
      .values({
        file_name: 'export_for_genoapp_SLC002.zip',
        file_path: '/gone.zip',
        file_size: 1,
        library: 'SLC002',
        status: 'SUCCESS',
      })
      .returning({ id: schema.importTasks.id }),
  );

  /** A limma-voom comparison task of each project, ended (so that no runner takes it). */
  const comparisonTaskOf = (projectId: number) =>
    firstOf(
      db
        .insert(schema.importTasks)
        .values({
          kind: 'limma-voom',
          file_name: 'Computed by the matrix',
          file_path: '',
          file_size: 0,
          library: 'SLC002',
          project_id: projectId,
          status: 'SUCCESS',
        })
        .returning({ id: schema.importTasks.id }),
    );
  const comparisonTasks = {
    private: await comparisonTaskOf(projects.private),
    public: await comparisonTaskOf(projects.public),
  };

  let bystanders = 0;
  /** A user no caller is, to add as a collaborator. */
  const bystander = async () => (await newUser(`Bystander${++bystanders}`)).id;
  async function bystanderRecord(kind: 'project' | 'genolist', visibility: Visibility) {
    const values = { user_id: await bystander() };
    return kind === 'project'
      ? firstOf(
          db
            .insert(schema.projectCollaborators)
            .values({ ...values, project_id: projects[visibility] })
            .returning({ id: schema.projectCollaborators.id }),
        )
      : firstOf(
          db
            .insert(schema.genolistCollaborators)
            .values({ ...values, genolist_id: genolists[visibility] })
            .returning({ id: schema.genolistCollaborators.id }),
        );
  }
  const records = {
    project: {
      private: await bystanderRecord('project', 'private'),
      public: await bystanderRecord('project', 'public'),
    },
    genolist: {
      private: await bystanderRecord('genolist', 'private'),
      public: await bystanderRecord('genolist', 'public'),
    },
  };

  return {
    app,
    users,
    emails,
    ownerAccount,
    plans,
    subscriptionOf,
    ownerWithoutLimits,
    quote,
    /** A user no row depends on, signed in, to delete or change; staff when `kind` is. */
    async throwaway(kind?: Caller) {
      const row = await newUser('Throwaway', kind === 'staff');
      return { id: row.id, ...(await mintSession(row.id)) };
    },
    sessions,
    mintSession,
    teams,
    ownTeams,
    projects,
    genolists,
    goValues,
    levels,
    geneRef,
    importTask,
    comparisonTasks,
    records,
    /** A notification to the owner, unread. */
    notificationOfOwner: () =>
      firstOf(
        db
          .insert(schema.notifications)
          .values({ user_id: users.owner, kind: 'import_finished', import_task_id: importTask })
          .returning({ id: schema.notifications.id }),
      ),
    bystander,
    bystanderRecord,
    /** A project tied like the targets, to delete. */
    async expendableProject(visibility: Visibility) {
      const id = await firstOf(
        db
          .insert(schema.projects)
          .values({ name: 'Expendable', owner_id: users.owner, public: visibility === 'public' })
          .returning({ id: schema.projects.id }),
      );
      await tie('project', id);
      return id;
    },
    /** A genolist of the target project, tied like the targets, to delete. */
    async expendableGenolist(visibility: Visibility) {
      const id = await firstOf(
        db
          .insert(schema.genolists)
          .values({
            project_id: projects[visibility],
            name: 'Expendable',
            type_genolist: 'TRANSCRIPTO',
            source: 'BRBSEQ_PIPELINE',
            pvalue_cutoff: 0.05,
            fold_change_cutoff: 1.5,
            owner_id: users.owner,
            public: visibility === 'public',
          })
          .returning({ id: schema.genolists.id }),
      );
      await tie('genolist', id);
      return id;
    },
    /** A team like the target team, with one more member, to delete or change. */
    async expendableTeam(visibility: Visibility) {
      const extra = await bystander();
      const id = await newTeam('Expendable team', visibility === 'public', targetMembers);
      await db.insert(schema.teamMembers).values({ team_id: id, user_id: extra, role: 'MEMBER' });
      return id;
    },
    /** The member a caller tries to remove or change: the one who is neither the owner nor a caller. */
    async memberOf(teamId: number) {
      const callers = Object.values(users);
      const rows = await db.select().from(schema.teamMembers).where(eq(schema.teamMembers.team_id, teamId));
      const other = rows.find((row) => !callers.includes(row.user_id));
      if (!other) throw new Error('the expendable team has no extra member');
      return other.user_id;
    },
    /** The target item shared with the target team again, after a call removed the share. */
    async shareAgain(kind: 'project' | 'genolist', visibility: Visibility) {
      const id = kind === 'project' ? projects[visibility] : genolists[visibility];
      const table = kind === 'project' ? 'project_shares' : 'genolist_shares';
      const key = kind === 'project' ? 'project_id' : 'genolist_id';
      await db.execute(sql`INSERT INTO ${sql.identifier(table)} (${sql.identifier(key)}, team_id, permission, shared_by)
        VALUES (${id}, ${teams.private}, 'EDITOR', ${users.owner}) ON CONFLICT DO NOTHING`);
    },
    /** A pending invitation of the stranger to a team with nothing shared. */
    async invitationToStranger() {
      // One invitation a team and address stays open: those left by refused calls are cancelled.
      await db
        .update(schema.invitations)
        .set({ status: 'CANCELLED' })
        .where(and(eq(schema.invitations.team_id, invitationTeam), eq(schema.invitations.status, 'PENDING')));
      return firstOf(
        db
          .insert(schema.invitations)
          .values({
            invitation_type: 'TEAM',
            team_id: invitationTeam,
            email: emails.stranger as string,
            invited_user_id: users.stranger,
            permission_level: 'MEMBER',
            invited_by: users.owner,
            expires_date: new Date(Date.now() + 86_400_000),
          })
          .returning({ id: schema.invitations.id }),
      );
    },
    /** The stranger's membership of the inviting team, undone after each accepted invitation. */
    async leaveInvitationTeam() {
      await db
        .delete(schema.teamMembers)
        .where(
          and(eq(schema.teamMembers.team_id, invitationTeam), eq(schema.teamMembers.user_id, users.stranger)),
        );
    },
  };
}

/* --------------------------------------------------------------------------------- the test */

let t: Awaited<ReturnType<typeof startTestApp>>;
let w: World;
beforeAll(async () => {
  // Every caller changes a password and deletes an account from one address within a minute;
  // those limits are tested in their own files.
  t = await startTestApp({ loginRateLimitPerMinute: 100_000 });
  w = await buildWorld(t.app);
}, 120_000);
afterAll(() => t.close());

async function call(operation: string, caller: Caller, target: Visibility): Promise<number> {
  const [method, path] = operation.split(' ') as [string, string];
  const row = TABLE[operation] as Row;
  const request = (await row.request?.(w, caller, target)) ?? {};
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${operation}: no value for {${name}}`);
    return String(value);
  });
  const query = request.query
    ? `?${new URLSearchParams(Object.entries(request.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  const authorization =
    request.authorization ?? (caller === 'anonymous' ? undefined : w.sessions[caller]?.authorization);
  const response = await t.app.inject({
    method: method as 'GET',
    url: `${url}${query}`,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(request.multipart?.headers ?? {}),
    },
    ...(request.multipart
      ? { payload: request.multipart.payload }
      : request.body
        ? { payload: request.body }
        : {}),
  });
  // What a successful call changed in the world is put back for the next ones.
  if (response.statusCode < 300 && row.after) await row.after(w, target);
  return response.statusCode;
}

describe(`the endpoint × role matrix (${OPERATIONS.length} operations, ${CALLS} calls)`, () => {
  it('has one row for every operation of the contract, and none for an operation it lacks', () => {
    expect(OPERATIONS.filter((op) => !(op in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((op) => !OPERATIONS.includes(op))).toEqual([]);
  });

  it('answers every caller what the table says, on a private and a public target', async () => {
    const wrong: string[] = [];
    for (const operation of OPERATIONS) {
      const row = TABLE[operation];
      if (!row) continue;
      for (const target of targetsOf(row)) {
        for (const caller of CALLERS) {
          const expected = row.expect(caller, target);
          const got = await call(operation, caller, target);
          if (got !== expected)
            wrong.push(
              `${operation} as ${caller} on ${row.on === 'none' ? '-' : target}: ${got}, expected ${expected}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});
