import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, genolists } from '../db/schema';
import type { EventKind } from './kinds';

/**
 * Recording events and keeping the table small. Callers record inside the transaction of the
 * change itself, so an event exists exactly when its change does.
 */

/** A database or the handle of a transaction. */
export type Executor = Pick<Db, 'insert' | 'update' | 'delete' | 'select' | 'execute'>;

export interface NewEvent {
  kind: EventKind;
  actorId: number | null;
  teamId?: number | null;
  projectId?: number | null;
  genolistId?: number | null;
  subjectUserId?: number | null;
  data?: Record<string, string | number | boolean | null>;
}

export async function recordEvent(db: Executor, event: NewEvent): Promise<void> {
  await db.insert(events).values({
    kind: event.kind,
    actor_id: event.actorId,
    team_id: event.teamId ?? null,
    project_id: event.projectId ?? null,
    genolist_id: event.genolistId ?? null,
    subject_user_id: event.subjectUserId ?? null,
    data: event.data ?? {},
  });
}

/**
 * Counts the user's view of the genolist: once per user, genolist and day (UTC), whatever the
 * number of openings. The unique index on (genolist, user, day) of `genolist_viewed` events
 * decides, so two openings at the same moment count once. Answers the genolist's view count.
 */
export async function countGenolistView(db: Db, genolistId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(events)
      .values({ kind: 'genolist_viewed', actor_id: userId, genolist_id: genolistId })
      .onConflictDoNothing()
      .returning({ id: events.id });
    const [row] = inserted.length
      ? await tx
          .update(genolists)
          // Not a change of the list: updated_at (and so the frame's ETag) stays.
          .set({ view_count: sql`${genolists.view_count} + 1` })
          .where(eq(genolists.id, genolistId))
          .returning({ view_count: genolists.view_count })
      : await tx
          .select({ view_count: genolists.view_count })
          .from(genolists)
          .where(eq(genolists.id, genolistId));
    return row?.view_count ?? 0;
  });
}

/**
 * Records that the user opened the project, once per user, project and day (UTC) as views of a
 * genolist are; answers whether this opening was the day's first.
 */
export async function recordProjectView(db: Db, projectId: number, userId: number): Promise<boolean> {
  const inserted = await db
    .insert(events)
    .values({ kind: 'project_viewed', actor_id: userId, project_id: projectId })
    .onConflictDoNothing()
    .returning({ id: events.id });
  return inserted.length > 0;
}

/** Deletes the events older than `days` days; answers how many went. */
export async function pruneEvents(db: Db, days: number): Promise<number> {
  const removed = await db
    .delete(events)
    .where(lt(events.at, sql`now() - make_interval(days => ${days})`))
    .returning({ id: events.id });
  return removed.length;
}
