import { describe, expect, it } from 'vitest';
import { type OutboxEntry, outcomeOf, replay, replayOrder } from '../../../src/offline/outbox-logic';
import { type AppChange, addAppChange } from '../../support/outbox-rules';

function entry(
  seq: number,
  change: AppChange,
  userId = 1,
  state: OutboxEntry['state'] = 'pending',
): OutboxEntry<AppChange> {
  return { seq, userId, change, label: `item ${change.targetId}`, createdAt: seq, state };
}

const favorite = (targetId: number, value: boolean): AppChange => ({
  kind: 'genolist-favorite',
  targetId,
  favorite: value,
});

describe('outbox: adding a change', () => {
  it('keeps only the last state asked for an item, in the position of the latest click', () => {
    const pending = [entry(1, favorite(7, true)), entry(2, favorite(8, true))];
    const edit = addAppChange(pending, { ...entry(3, favorite(7, true)), seq: undefined });
    expect(edit.remove).toEqual([1]);
    expect(edit.add?.change).toEqual(favorite(7, true));
  });

  it('leaves nothing to send when a change undoes a pending one (a favourite, then no favourite)', () => {
    const pending = [entry(1, favorite(7, true)), entry(2, favorite(8, true))];
    expect(addAppChange(pending, { ...entry(3, favorite(7, false)), seq: undefined })).toEqual({
      remove: [1],
      add: null,
    });
    const project = (value: boolean): AppChange => ({
      kind: 'project-favorite',
      targetId: 4,
      favorite: value,
    });
    expect(addAppChange([entry(1, project(false))], { ...entry(2, project(true)), seq: undefined })).toEqual({
      remove: [1],
      add: null,
    });
  });

  it('adds up the views of one genolist into one entry', () => {
    const view = (count: number): AppChange => ({ kind: 'genolist-view', targetId: 4, count });
    const edit = addAppChange([entry(1, view(2))], { ...entry(5, view(1)), seq: undefined });
    expect(edit.remove).toEqual([1]);
    expect(edit.add?.change).toEqual(view(3));
  });

  it('never merges with another user’s change or a refused one', () => {
    const pending = [entry(1, favorite(7, true), 2), entry(2, favorite(7, true), 1, 'refused')];
    expect(addAppChange(pending, { ...entry(3, favorite(7, false)), seq: undefined }).remove).toEqual([]);
  });

  it('keeps a project and a genolist with the same id apart', () => {
    const project: AppChange = { kind: 'project-favorite', targetId: 7, favorite: true };
    expect(
      addAppChange([entry(1, project)], { ...entry(2, favorite(7, true)), seq: undefined }).remove,
    ).toEqual([]);
  });
});

describe('outbox: replay', () => {
  it('sends the user’s pending changes oldest first, and no one else’s', () => {
    const entries = [
      entry(3, favorite(3, true)),
      entry(1, favorite(1, true)),
      entry(2, favorite(2, true), 9),
      entry(4, favorite(4, true), 1, 'refused'),
    ];
    expect(replayOrder(entries, 1).map((e) => e.seq)).toEqual([1, 3]);
  });

  it('reads statuses: sent, to retry later, or refused', () => {
    expect(outcomeOf(200)).toBe('sent');
    expect(outcomeOf(0)).toBe('retry');
    expect(outcomeOf(401)).toBe('retry');
    expect(outcomeOf(503)).toBe('retry');
    expect(outcomeOf(403)).toBe('refused');
    expect(outcomeOf(404)).toBe('refused');
    expect(outcomeOf(409)).toBe('refused');
  });

  it('marks a refusal and goes on with the next change', async () => {
    const entries = [entry(1, favorite(1, true)), entry(2, favorite(2, true)), entry(3, favorite(3, true))];
    const statuses = new Map([
      [1, 200],
      [2, 404],
      [3, 200],
    ]);
    const settled: string[] = [];
    const result = await replay(
      entries,
      1,
      async (change) => ({ status: statuses.get(change.targetId) ?? 0, message: 'Genolist not found' }),
      async (e, outcome) => {
        settled.push(`${e.seq}:${outcome}`);
      },
    );
    expect(settled).toEqual(['1:sent', '2:refused', '3:sent']);
    expect(result.refused.map((e) => e.seq)).toEqual([2]);
    expect(result.waiting).toEqual([]);
  });

  it('stops at a change that cannot be sent yet, so nothing overtakes it', async () => {
    const entries = [entry(1, favorite(1, true)), entry(2, favorite(2, true)), entry(3, favorite(3, true))];
    const sent: number[] = [];
    const result = await replay(
      entries,
      1,
      async (change) => {
        sent.push(change.targetId);
        return { status: change.targetId === 2 ? 0 : 200, message: '' };
      },
      async () => undefined,
    );
    expect(sent).toEqual([1, 2]);
    expect(result.sent.map((e) => e.seq)).toEqual([1]);
    expect(result.waiting.map((e) => e.seq)).toEqual([2, 3]);
  });
});
