import { expect } from 'vitest';
import { genolists } from '../../server/db/schema';
import { signedIn, startTestApp } from './harness';

/**
 * The world of the collaboration tests: one app, an administrator who makes projects (the
 * console's POST /projects/ then PUT owner), and helpers to call the API as someone. Genolists
 * are written straight into the table: the tests need who may see them, not their genes.
 */

export type Session = Awaited<ReturnType<typeof signedIn>>;
export type Headers = Record<string, string>;

export async function collaborationWorld() {
  const t = await startTestApp();
  const admin = await signedIn(t.app, { staff: true });
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    who?: Session | Headers,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who && 'headers' in who ? (who.headers as Headers) : (who as Headers | undefined),
      payload,
    });

  /** `call`, expecting `status`; answers the JSON body. */
  async function ok(
    status: number,
    method: Parameters<typeof call>[0],
    url: string,
    who?: Session | Headers,
    payload?: object,
  ) {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    // light-my-request types a JSON body as `any`: each test reads the fields it checks.
    return response.body ? response.json() : undefined;
  }

  /** A private project owned by `owner`. */
  async function projectOf(owner: Session, name = 'Project') {
    const created = await ok(201, 'POST', '/api/projects/', admin, { name });
    await ok(200, 'PUT', `/api/projects/${created.id}/`, admin, { owner: owner.user.id });
    return created.id;
  }

  /** A private genolist in `projectId`, owned by `owner`. */
  async function genolistOf(projectId: number, owner: Session, name = 'Genolist') {
    const [row] = await t.app.ctx.database.db
      .insert(genolists)
      .values({
        project_id: projectId,
        name,
        type_genolist: 'TRANSCRIPTO',
        source: 'BRBSEQ_PIPELINE',
        pvalue_cutoff: 0.05,
        fold_change_cutoff: 1.5,
        owner_id: owner.user.id,
      })
      .returning({ id: genolists.id });
    if (!row) throw new Error('genolist insert returned nothing');
    return row.id;
  }

  /** A team made by `owner`, with `members` added at their roles through accepted invitations. */
  async function teamOf(
    owner: Session,
    members: [Session, 'ADMIN' | 'MEMBER' | 'VIEWER'][] = [],
    name = 'Team',
  ) {
    const team = await ok(201, 'POST', '/api/collaboration/teams/', owner, { name });
    for (const [member, role] of members) {
      const invitation = await ok(201, 'POST', `/api/collaboration/teams/${team.id}/invite_user/`, owner, {
        email: member.user.email,
        permission_level: role,
      });
      await ok(200, 'POST', `/api/collaboration/invitations/${invitation.id}/accept/`, member);
    }
    return team.id;
  }

  return {
    t,
    admin,
    call,
    ok,
    projectOf,
    genolistOf,
    teamOf,
    user: () => signedIn(t.app),
    staff: () => signedIn(t.app, { staff: true }),
    close: () => t.close(),
  };
}

export type CollaborationWorld = Awaited<ReturnType<typeof collaborationWorld>>;
