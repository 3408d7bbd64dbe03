import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../server/db/schema';
import { pruneEvents, recordEvent } from '../../server/events/service';
import { signedIn, startTestApp } from './harness';

/** The events table: what is recorded stays for EVENTS_RETENTION_DAYS, then is pruned. */

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ eventsRetentionDays: 30 });
});
afterAll(() => t.close());

describe('pruning', () => {
  it('deletes the events older than the retention period and keeps the others', async () => {
    const db = t.app.ctx.database.db;
    const { user } = await signedIn(t.app);
    for (const daysAgo of [0, 29, 31, 400]) {
      await recordEvent(db, { kind: 'member_left', actorId: user.id, data: { days_ago: daysAgo } });
      await db
        .update(events)
        .set({ at: sql`now() - make_interval(days => ${daysAgo})` })
        .where(sql`${events.data}->>'days_ago' = ${String(daysAgo)}`);
    }
    expect(await pruneEvents(db, t.config.eventsRetentionDays)).toBe(2);
    const kept = await db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.actor_id, user.id), eq(events.kind, 'member_left')))
      .orderBy(asc(events.id));
    expect(kept.map((row) => row.data.days_ago)).toEqual([0, 29]);
    expect(await pruneEvents(db, t.config.eventsRetentionDays)).toBe(0);
  });
});
