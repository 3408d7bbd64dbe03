import { describe, expect, it } from 'vitest';

import {
  type OutboxEntry,
  planVisibility,
  replay,
  type SendAnswer,
  type VisibilityState,
} from '../../../src/offline/outbox-logic';
import { type AppChange, addAppChange } from '../../support/outbox-rules';

const MONDAY = '2025-03-10T09:00:00.000Z';
const TUESDAY = '2025-03-11T14:30:00.000Z';

function visibility(targetId: number, value: boolean, seen?: VisibilityState) {
  return { kind: 'genolist-visibility', targetId, public: value, ...(seen ? { seen } : {}) } as const;
}

function entry(
  seq: number | undefined,
  change: AppChange,
  state: OutboxEntry['state'] = 'pending',
): OutboxEntry<AppChange, VisibilityState> {
  return { seq, userId: 1, change, label: `list ${change.targetId}`, createdAt: seq ?? 99, state };
}

describe('outbox: a visibility change made offline, replayed', () => {
  const seenPrivate = { public: false, updatedAt: MONDAY };

  it('is sent when the genolist is still as the user saw it', () => {
    expect(planVisibility(visibility(4, true, seenPrivate), { public: false, updatedAt: MONDAY })).toBe(
      'send',
    );
  });

  it('needs nothing when the server already has the visibility asked for', () => {
    expect(planVisibility(visibility(4, true, seenPrivate), { public: true, updatedAt: TUESDAY })).toBe(
      'done',
    );
  });

  it('is a conflict when the genolist was changed on the server since the user saw it', () => {
    // A colleague made it public then private again on Tuesday, after the offline change.
    expect(planVisibility(visibility(4, true, seenPrivate), { public: false, updatedAt: TUESDAY })).toBe(
      'conflict',
    );
  });

  it('is sent as before when what the user saw is unknown (a change queued by an older version)', () => {
    expect(planVisibility(visibility(4, true), { public: false, updatedAt: TUESDAY })).toBe('send');
  });
});

describe('outbox: adding visibility changes', () => {
  it('keeps what the user saw before the first change when a second one replaces it', () => {
    const first = entry(1, visibility(4, true, { public: false, updatedAt: MONDAY }));
    // The screen shows the first change applied: it is what the cache holds now.
    const edit = addAppChange(
      [first],
      entry(undefined, visibility(4, false, { public: true, updatedAt: MONDAY })),
    );
    expect(edit.remove).toEqual([1]);
    // Back to what the server had: nothing is left to send.
    expect(edit.add).toBeNull();
  });

  it('replaces a change left in conflict: the user decided again', () => {
    const conflicted = entry(2, visibility(4, true, { public: false, updatedAt: MONDAY }), 'conflict');
    const edit = addAppChange(
      [conflicted],
      entry(undefined, visibility(4, true, { public: false, updatedAt: TUESDAY })),
    );
    expect(edit.remove).toEqual([2]);
    expect(edit.add?.change).toEqual(visibility(4, true, { public: false, updatedAt: TUESDAY }));
  });
});

describe('outbox: a project visibility change', () => {
  const project = (targetId: number, value: boolean, seen?: VisibilityState) =>
    ({ kind: 'project-visibility', targetId, public: value, ...(seen ? { seen } : {}) }) as const;

  it("merges with the project's own pending change, never with a genolist of the same id", () => {
    const genolist = entry(1, visibility(4, true, { public: false, updatedAt: MONDAY }));
    const first = entry(2, project(4, true, { public: false, updatedAt: MONDAY }));
    const edit = addAppChange(
      [genolist, first],
      entry(undefined, project(4, false, { public: true, updatedAt: MONDAY })),
    );
    expect(edit.remove).toEqual([2]);
    expect(edit.add).toBeNull();
  });

  it('is a conflict when someone changed the project since the user saw it', () => {
    expect(
      planVisibility(project(4, true, { public: false, updatedAt: MONDAY }), {
        public: false,
        updatedAt: TUESDAY,
      }),
    ).toBe('conflict');
  });
});

describe('outbox: replay with a conflict', () => {
  const favorite = (targetId: number): AppChange => ({
    kind: 'genolist-favorite',
    targetId,
    favorite: true,
  });

  it('keeps the conflict for the user, goes on with the next changes in order, and still stops at one that must wait', async () => {
    const entries = [
      entry(3, favorite(3)),
      entry(1, favorite(1)),
      entry(2, visibility(2, true, { public: false, updatedAt: MONDAY })),
      entry(4, favorite(4)),
      entry(5, favorite(5)),
    ];
    const server: VisibilityState = { public: false, updatedAt: TUESDAY };
    const sent: number[] = [];
    const settled: string[] = [];
    const result = await replay(
      entries,
      1,
      async (change): Promise<SendAnswer<VisibilityState>> => {
        sent.push(change.targetId);
        if (change.kind === 'genolist-visibility' && planVisibility(change, server) === 'conflict')
          return { status: 409, message: '', conflict: server };
        return { status: change.targetId === 4 ? 0 : 200, message: '' };
      },
      async (e, outcome, answer) => {
        settled.push(`${e.seq}:${outcome}${answer.conflict ? `:${answer.conflict.updatedAt}` : ''}`);
      },
    );
    expect(sent).toEqual([1, 2, 3, 4]);
    expect(settled).toEqual(['1:sent', `2:conflict:${TUESDAY}`, '3:sent']);
    expect(result.conflicts.map((e) => e.seq)).toEqual([2]);
    expect(result.waiting.map((e) => e.seq)).toEqual([4, 5]);
  });

  it('does not send a change left in conflict again until the user chooses', async () => {
    const entries = [entry(1, visibility(2, true, { public: false, updatedAt: MONDAY }), 'conflict')];
    const sent: number[] = [];
    await replay(
      entries,
      1,
      async (change) => {
        sent.push(change.targetId);
        return { status: 200, message: '' };
      },
      async () => undefined,
    );
    expect(sent).toEqual([]);
  });
});
