import { sql } from 'drizzle-orm';
import { isStaff, visibleGenolists, visibleProjects } from '../access/rules';
import { countPendingReceived } from '../collaboration/invitations';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { rowsOf } from './sql-rows';

/**
 * What the dashboard suggests, from the user's own state:
 * - start_projects: fewer than 5 projects to see and no import under way (staff import archives,
 *   others create a project);
 * - share_project: the user owns projects and none is shared with a team or a collaborator;
 * - answer_invitations: invitations wait for their answer;
 * - revisit_favorite: a favourite project, favourited more than 30 days ago, that the user has not
 *   opened (nor any of its genolists) for 30 days;
 * - open_genolist: genolists the user may see and has never opened, newest first (at most 3).
 */

export const FEW_PROJECTS = 5;
export const STALE_DAYS = 30;
export const UNOPENED_SHOWN = 3;

export interface RecommendationState {
  staff: boolean;
  projects: number;
  activeImports: number;
  ownedProjects: number;
  sharedOwnedProjects: number;
  pendingInvitations: number;
  staleFavorites: { id: number; name: string; last_opened: string | null }[];
  unopenedGenolists: { id: number; name: string; project_id: number; project_name: string }[];
}

export type Recommendation =
  | { kind: 'start_projects'; action: 'import_archive' | 'create_project'; projects: number }
  | { kind: 'share_project'; owned_projects: number }
  | { kind: 'answer_invitations'; count: number }
  | {
      kind: 'revisit_favorite';
      project: { id: number; name: string };
      last_opened: string | null;
      days: number;
    }
  | { kind: 'open_genolist'; genolist: { id: number; name: string }; project: { id: number; name: string } };

export function recommend(state: RecommendationState): Recommendation[] {
  const out: Recommendation[] = [];
  if (state.pendingInvitations > 0) out.push({ kind: 'answer_invitations', count: state.pendingInvitations });
  if (state.projects < FEW_PROJECTS && state.activeImports === 0) {
    out.push({
      kind: 'start_projects',
      action: state.staff ? 'import_archive' : 'create_project',
      projects: state.projects,
    });
  }
  if (state.ownedProjects > 0 && state.sharedOwnedProjects === 0) {
    out.push({ kind: 'share_project', owned_projects: state.ownedProjects });
  }
  for (const p of state.staleFavorites) {
    out.push({
      kind: 'revisit_favorite',
      project: { id: p.id, name: p.name },
      last_opened: p.last_opened,
      days: STALE_DAYS,
    });
  }
  for (const g of state.unopenedGenolists.slice(0, UNOPENED_SHOWN)) {
    out.push({
      kind: 'open_genolist',
      genolist: { id: g.id, name: g.name },
      project: { id: g.project_id, name: g.project_name },
    });
  }
  return out;
}

/** The state the rules read, in a few queries. */
export async function recommendationState(db: Db, user: UserRow): Promise<RecommendationState> {
  const projectsSeen = visibleProjects(user) ?? sql`true`;
  const genolistsSeen = visibleGenolists(user) ?? sql`true`;
  const [counts] = rowsOf<{
    projects: number;
    active: number;
    owned: number;
    shared: number;
  }>(
    await db.execute(sql`SELECT
      (SELECT count(*) FROM projects WHERE ${projectsSeen})::int AS projects,
      (SELECT count(*) FROM import_tasks t WHERE t.status IN ('PENDING', 'RUNNING')
         AND ${isStaff(user) ? sql`true` : sql`t.created_by = ${user.id}`})::int AS active,
      (SELECT count(*) FROM projects p WHERE p.owner_id = ${user.id})::int AS owned,
      (SELECT count(*) FROM projects p WHERE p.owner_id = ${user.id}
         AND (EXISTS (SELECT 1 FROM project_shares s WHERE s.project_id = p.id)
           OR EXISTS (SELECT 1 FROM project_collaborators c WHERE c.project_id = p.id)))::int AS shared`),
  );
  const staleFavorites = rowsOf<{ id: number; name: string; last_opened: Date | string | null }>(
    await db.execute(sql`
      SELECT projects.id, projects.name, o.last AS last_opened
      FROM project_favorites f JOIN projects ON projects.id = f.project_id
      LEFT JOIN LATERAL (
        SELECT max(e.at) AS last FROM events e
        WHERE e.actor_id = ${user.id}
          AND ((e.kind = 'project_viewed' AND e.project_id = projects.id)
            OR (e.kind = 'genolist_viewed' AND e.genolist_id IN (SELECT id FROM genolists g WHERE g.project_id = projects.id)))
      ) o ON true
      WHERE f.user_id = ${user.id} AND ${projectsSeen}
        AND f.created_at < now() - make_interval(days => ${STALE_DAYS})
        AND (o.last IS NULL OR o.last < now() - make_interval(days => ${STALE_DAYS}))
      ORDER BY o.last NULLS FIRST, projects.id`),
  );
  const unopened = rowsOf<{ id: number; name: string; project_id: number; project_name: string }>(
    await db.execute(sql`
      SELECT genolists.id, genolists.name, p.id AS project_id, p.name AS project_name
      FROM genolists JOIN projects p ON p.id = genolists.project_id
      WHERE ${genolistsSeen}
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.kind = 'genolist_viewed'
                        AND e.genolist_id = genolists.id AND e.actor_id = ${user.id})
      ORDER BY genolists.creation_date DESC, genolists.id DESC
      LIMIT ${UNOPENED_SHOWN}`),
  );
  return {
    staff: isStaff(user),
    projects: Number(counts?.projects ?? 0),
    activeImports: Number(counts?.active ?? 0),
    ownedProjects: Number(counts?.owned ?? 0),
    sharedOwnedProjects: Number(counts?.shared ?? 0),
    pendingInvitations: await countPendingReceived(db, user),
    staleFavorites: staleFavorites.map((p) => ({
      id: p.id,
      name: p.name,
      last_opened: p.last_opened === null ? null : new Date(p.last_opened).toISOString(),
    })),
    unopenedGenolists: unopened,
  };
}
