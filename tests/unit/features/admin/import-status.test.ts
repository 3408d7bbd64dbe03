import { describe, expect, it } from 'vitest';
import {
  ACTIVE_POLL_MS,
  describeLogLine,
  describeStep,
  IDLE_POLL_MS,
  isActive,
  newestFirst,
  orderedTimings,
  pollInterval,
  STATUS_COLOR,
  taskDurationMs,
} from '../../../../src/features/admin/import-status';

describe('import task status', () => {
  it('colours each status', () => {
    expect(STATUS_COLOR).toEqual({ PENDING: 'gray', RUNNING: 'blue', SUCCESS: 'teal', FAILURE: 'red' });
  });

  it('polls every second while a task is queued or running, else every 10 s', () => {
    expect(isActive({ status: 'PENDING' })).toBe(true);
    expect(isActive({ status: 'SUCCESS' })).toBe(false);
    expect(pollInterval([{ status: 'SUCCESS' }, { status: 'RUNNING' }])).toBe(ACTIVE_POLL_MS);
    expect(pollInterval([{ status: 'SUCCESS' }, { status: 'FAILURE' }])).toBe(IDLE_POLL_MS);
    expect(pollInterval([])).toBe(IDLE_POLL_MS);
    expect(pollInterval(undefined)).toBe(IDLE_POLL_MS);
    expect([ACTIVE_POLL_MS, IDLE_POLL_MS]).toEqual([1000, 10_000]);
  });

  it('reads the server’s steps, with the part being written', () => {
    expect(describeStep('computing')).toEqual({ kind: 'known', step: 'computing' });
    expect(describeStep('writing: genes')).toEqual({
      kind: 'known',
      step: 'writing',
      part: { kind: 'known', part: 'genes' },
    });
    expect(describeStep('writing: comparison dex: vs untreated')).toEqual({
      kind: 'known',
      step: 'writing',
      part: { kind: 'comparison', name: 'dex: vs untreated' },
    });
    expect(describeStep('writing: indexes')).toEqual({
      kind: 'known',
      step: 'writing',
      part: { kind: 'other', text: 'indexes' },
    });
    expect(describeStep('uploading')).toEqual({ kind: 'other', text: 'uploading' });
  });

  it('measures a finished task from its start, or its creation if it never started', () => {
    const created_at = '2026-03-05T14:00:00.000Z';
    expect(taskDurationMs({ created_at, started_at: null, finished_at: null })).toBeNull();
    expect(
      taskDurationMs({
        created_at,
        started_at: '2026-03-05T14:00:02.000Z',
        finished_at: '2026-03-05T14:00:06.500Z',
      }),
    ).toBe(4_500);
    expect(taskDurationMs({ created_at, started_at: null, finished_at: '2026-03-05T14:00:01.000Z' })).toBe(
      1_000,
    );
  });

  it('lists the newest first', () => {
    const tasks = [
      { id: 1, created_at: '2026-03-05T14:00:00Z' },
      { id: 3, created_at: '2026-03-05T15:00:00Z' },
      { id: 2, created_at: '2026-03-05T15:00:00Z' },
    ];
    expect(newestFirst(tasks).map((task) => task.id)).toEqual([3, 2, 1]);
  });

  it('orders timings as the steps run, unknown ones last', () => {
    expect(orderedTimings({ writing: 500, other: 1, reading: 300, computing: 90 })).toEqual([
      ['reading', 300],
      ['computing', 90],
      ['writing', 500],
      ['other', 1],
    ]);
  });

  it('recognises the server’s known log lines, and leaves the others as written', () => {
    expect(describeLogLine('Archive received, waiting for a worker')).toEqual({
      kind: 'known',
      line: 'received',
    });
    expect(describeLogLine('Step: computing')).toEqual({ kind: 'step', step: 'computing' });
    expect(describeLogLine('Step: dancing')).toEqual({ kind: 'other', text: 'Step: dancing' });
    expect(describeLogLine('counts.tsv, line 3: not a number')).toEqual({
      kind: 'other',
      text: 'counts.tsv, line 3: not a number',
    });
  });
});
