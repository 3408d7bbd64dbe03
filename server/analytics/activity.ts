import { sql } from 'drizzle-orm';
import { isStaff, visibleGenolists, visibleProjects } from '../access/rules';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { TEAM_EVENT_KINDS } from '../events/kinds';
import { rowsOf } from './sql-rows';

/**
 * The recent activity a user may read, newest first: their own events; their teams' events (as
 * the team's activity tab shows them); projects created and imports finished on projects they
 * may see; comparisons computed whose genolist they may see (it stays private to its author
 * until shared). Others' views, favourites, sign-ins, failed imports and failed comparisons stay
 * private (staff see all). A project or genolist is named only while the user may see it; else by
 * the name the event kept.
 */
export async function recentActivity(db: Db, user: UserRow, limit: number) {
  const projectsSeen = sql`(SELECT id FROM projects WHERE ${visibleProjects(user) ?? sql`true`})`;
  const genolistsSeen = sql`(SELECT id FROM genolists WHERE ${visibleGenolists(user) ?? sql`true`})`;
  const teamKinds = sql.join(
    TEAM_EVENT_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const readable = isStaff(user)
    ? sql`true`
    : sql`(e.actor_id = ${user.id}
        OR (e.kind IN (${teamKinds}) AND e.team_id IN (SELECT team_id FROM team_members WHERE user_id = ${user.id}))
        OR (e.kind IN ('project_created', 'import_finished') AND e.project_id IN ${projectsSeen})
        OR (e.kind = 'comparison_finished' AND e.genolist_id IN ${genolistsSeen}))`;
  const rows = rowsOf<{
    id: number;
    kind: string;
    at: Date | string;
    data: Record<string, string | number | boolean | null>;
    actor_id: number | null;
    actor_first_name: string | null;
    actor_last_name: string | null;
    subject_id: number | null;
    subject_first_name: string | null;
    subject_last_name: string | null;
    team_id: number | null;
    team_name: string | null;
    project_id: number | null;
    project_name: string | null;
    genolist_id: number | null;
    genolist_name: string | null;
  }>(
    await db.execute(sql`
      SELECT e.id, e.kind, e.at, e.data,
        a.id AS actor_id, a.first_name AS actor_first_name, a.last_name AS actor_last_name,
        s.id AS subject_id, s.first_name AS subject_first_name, s.last_name AS subject_last_name,
        t.id AS team_id, t.name AS team_name, p.id AS project_id, p.name AS project_name,
        g.id AS genolist_id, g.name AS genolist_name
      FROM events e
      LEFT JOIN users a ON a.id = e.actor_id
      LEFT JOIN users s ON s.id = e.subject_user_id
      LEFT JOIN teams t ON t.id = e.team_id
      LEFT JOIN projects p ON p.id = e.project_id AND p.id IN ${projectsSeen}
      LEFT JOIN genolists g ON g.id = e.genolist_id AND g.id IN ${genolistsSeen}
      WHERE ${readable}
      ORDER BY e.at DESC, e.id DESC
      LIMIT ${limit}`),
  );
  const person = (id: number | null, first: string | null, last: string | null) =>
    id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    actor: person(r.actor_id, r.actor_first_name, r.actor_last_name),
    subject: person(r.subject_id, r.subject_first_name, r.subject_last_name),
    team: r.team_id === null ? null : { id: r.team_id, name: r.team_name ?? '' },
    project: r.project_id === null ? null : { id: r.project_id, name: r.project_name ?? '' },
    genolist: r.genolist_id === null ? null : { id: r.genolist_id, name: r.genolist_name ?? '' },
    data: r.data,
  }));
}
