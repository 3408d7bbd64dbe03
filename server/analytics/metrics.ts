import { sql } from 'drizzle-orm';
import { isStaff, visibleGenolists, visibleProjects } from '../access/rules';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { rowsOf } from './sql-rows';
import { type Trend, weekOverWeek } from './trend';

/**
 * The dashboard's figures over what the user may see (staff: the whole installation), each with
 * its week-over-week trend from the real dates: a project by its creation date, a sample by its
 * project's, a comparison (a genolist) by its own.
 */

export interface Metric {
  value: number;
  trend: Trend | null;
}

const WEEK = sql`interval '7 days'`;
/** count(*) over the rows of `table.column` in the last 7 days and in the 7 before, as `last`, `previous`. */
const weeks = (column: ReturnType<typeof sql>) => sql`
  count(*) FILTER (WHERE ${column} > now() - ${WEEK})::int AS last,
  count(*) FILTER (WHERE ${column} <= now() - ${WEEK} AND ${column} > now() - 2 * ${WEEK})::int AS previous`;

type Counted = { value: number; last: number; previous: number };
const metric = (row: Counted | undefined): Metric => ({
  value: Number(row?.value ?? 0),
  trend: weekOverWeek(Number(row?.last ?? 0), Number(row?.previous ?? 0)),
});

export async function basicMetrics(db: Db, user: UserRow) {
  const projectsSeen = visibleProjects(user) ?? sql`true`;
  const genolistsSeen = visibleGenolists(user) ?? sql`true`;
  const [projectsRow] = rowsOf<Counted>(
    await db.execute(
      sql`SELECT count(*)::int AS value, ${weeks(sql`creation_date`)} FROM projects WHERE ${projectsSeen}`,
    ),
  );
  const [completedRow] = rowsOf<Counted>(
    await db.execute(sql`SELECT count(*)::int AS value, ${weeks(sql`creation_date`)}
      FROM projects WHERE status = 'SUCCESS' AND ${projectsSeen}`),
  );
  const [samplesRow] = rowsOf<Counted>(
    await db.execute(sql`SELECT count(*)::int AS value, ${weeks(sql`projects.creation_date`)}
      FROM samples JOIN projects ON projects.id = samples.project_id WHERE ${projectsSeen}`),
  );
  const [comparisonsRow] = rowsOf<Counted>(
    await db.execute(
      sql`SELECT count(*)::int AS value, ${weeks(sql`creation_date`)} FROM genolists WHERE ${genolistsSeen}`,
    ),
  );
  const [active] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM import_tasks t WHERE t.status IN ('PENDING', 'RUNNING')
      AND ${isStaff(user) ? sql`true` : sql`t.created_by = ${user.id}`}`),
  );
  const comparisons = metric(comparisonsRow);
  return {
    total_projects: metric(projectsRow),
    samples_analysed: metric(samplesRow),
    comparisons,
    completed_projects: metric(completedRow),
    total_genolists: comparisons.value,
    active_analyses: Number(active?.n ?? 0),
  };
}

export interface ActivityDay {
  date: string;
  projects: number;
  analyses: number;
  views: number;
  favorites: number;
  users: number | null;
}

/**
 * Activity per UTC day over the last `days` days (today included), from the events: projects
 * created and imports finished on projects the user may see, views of genolists they may see,
 * their own favourites; for staff everything, and the users who signed in each day.
 *
 * "analyses" counts the analyses whose results arrived: imports finished and comparisons the
 * server computed by limma-voom, both bringing gene lists to explore. A computed comparison
 * counts for those who may see its genolist (private to its author until shared), not for
 * whoever sees its project; a failed one brings nothing and is not counted.
 */
export async function activityTimeline(db: Db, user: UserRow, days: number): Promise<ActivityDay[]> {
  const staff = isStaff(user);
  const seen = staff
    ? sql`true`
    : sql`((e.kind IN ('project_created', 'import_finished')
            AND e.project_id IN (SELECT id FROM projects WHERE ${visibleProjects(user) ?? sql`true`}))
        OR (e.kind IN ('genolist_viewed', 'comparison_finished')
            AND e.genolist_id IN (SELECT id FROM genolists WHERE ${visibleGenolists(user) ?? sql`true`}))
        OR (e.kind = 'favorite_added' AND e.actor_id = ${user.id}))`;
  const rows = rowsOf<{
    date: string;
    projects: number;
    analyses: number;
    views: number;
    favorites: number;
    users: number;
  }>(
    await db.execute(sql`
      WITH span AS (SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int,
                                           (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day),
      counted AS (
        SELECT (e.at AT TIME ZONE 'UTC')::date AS day,
          count(*) FILTER (WHERE e.kind = 'project_created')::int AS projects,
          count(*) FILTER (WHERE e.kind IN ('import_finished', 'comparison_finished'))::int AS analyses,
          count(*) FILTER (WHERE e.kind = 'genolist_viewed')::int AS views,
          count(*) FILTER (WHERE e.kind = 'favorite_added')::int AS favorites,
          count(DISTINCT e.actor_id) FILTER (WHERE e.kind = 'signed_in')::int AS users
        FROM events e
        WHERE e.at >= ((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int) AT TIME ZONE 'UTC'
          AND e.kind IN ('project_created', 'import_finished', 'comparison_finished', 'genolist_viewed',
                         'favorite_added', 'signed_in')
          AND ${seen}
        GROUP BY 1)
      SELECT to_char(span.day, 'YYYY-MM-DD') AS date, coalesce(c.projects, 0) AS projects,
        coalesce(c.analyses, 0) AS analyses, coalesce(c.views, 0) AS views,
        coalesce(c.favorites, 0) AS favorites, coalesce(c.users, 0) AS users
      FROM span LEFT JOIN counted c ON c.day = span.day ORDER BY span.day`),
  );
  return rows.map((r) => ({
    date: r.date,
    projects: Number(r.projects),
    analyses: Number(r.analyses),
    views: Number(r.views),
    favorites: Number(r.favorites),
    users: staff ? Number(r.users) : null,
  }));
}

/** Genolists the user may see by their views in the last `days` days (then all-time views), with views. */
export async function topGenolists(db: Db, user: UserRow, days: number, limit: number) {
  const rows = rowsOf<{
    id: number;
    name: string;
    project_id: number;
    project_name: string;
    views: number;
    view_count: number;
  }>(
    await db.execute(sql`
      SELECT genolists.id, genolists.name, p.id AS project_id, p.name AS project_name,
        coalesce(v.views, 0)::int AS views, genolists.view_count
      FROM genolists JOIN projects p ON p.id = genolists.project_id
      LEFT JOIN (SELECT e.genolist_id, count(*) AS views FROM events e
                 WHERE e.kind = 'genolist_viewed' AND e.at > now() - make_interval(days => ${days})
                 GROUP BY e.genolist_id) v ON v.genolist_id = genolists.id
      WHERE ${visibleGenolists(user) ?? sql`true`} AND (coalesce(v.views, 0) > 0 OR genolists.view_count > 0)
      ORDER BY coalesce(v.views, 0) DESC, genolists.view_count DESC, genolists.id
      LIMIT ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    project: { id: r.project_id, name: r.project_name },
    views: Number(r.views),
    view_count: Number(r.view_count),
  }));
}
