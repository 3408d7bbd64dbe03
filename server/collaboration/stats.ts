import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { countPendingReceived } from './invitations';

/**
 * The collaboration card's counts. A project or genolist
 * counts as a collaboration when the user does not own it and either has a collaborator record
 * on it or it is shared with one of their teams; each item counts once. Deleted teams have no
 * members nor shares left, so they count for nothing.
 */
export async function collaborationStats(db: Db, user: UserRow) {
  const [counts, pending] = await Promise.all([
    db.execute<{ teams: number; projects: number; genolists: number }>(sql`SELECT
      (SELECT count(*) FROM team_members m JOIN teams t ON t.id = m.team_id
        WHERE m.user_id = ${user.id} AND t.deleted_at IS NULL)::int AS teams,
      (SELECT count(*) FROM projects p
        WHERE p.owner_id IS DISTINCT FROM ${user.id}
          AND (EXISTS (SELECT 1 FROM project_collaborators c WHERE c.project_id = p.id AND c.user_id = ${user.id})
            OR EXISTS (SELECT 1 FROM project_shares s JOIN team_members m ON m.team_id = s.team_id
                       WHERE s.project_id = p.id AND m.user_id = ${user.id})))::int AS projects,
      (SELECT count(*) FROM genolists g
        WHERE g.owner_id IS DISTINCT FROM ${user.id}
          AND (EXISTS (SELECT 1 FROM genolist_collaborators c WHERE c.genolist_id = g.id AND c.user_id = ${user.id})
            OR EXISTS (SELECT 1 FROM genolist_shares s JOIN team_members m ON m.team_id = s.team_id
                       WHERE s.genolist_id = g.id AND m.user_id = ${user.id})))::int AS genolists`),
    countPendingReceived(db, user),
  ]);
  // PGlite answers `{rows}`, node-postgres a QueryResult with `rows` too.
  const row = (counts as unknown as { rows: { teams: number; projects: number; genolists: number }[] })
    .rows[0];
  return {
    pending_invitations: pending,
    teams_count: Number(row?.teams ?? 0),
    project_collaborations: Number(row?.projects ?? 0),
    genolist_collaborations: Number(row?.genolists ?? 0),
  };
}
