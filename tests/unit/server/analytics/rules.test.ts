import { describe, expect, it } from 'vitest';
import { DISCOVERIES, recentDiscoveries } from '../../../../server/analytics/discoveries';
import { type RecommendationState, recommend } from '../../../../server/analytics/recommendations';
import { ResponseTimes } from '../../../../server/analytics/response-times';
import { weekOverWeek } from '../../../../server/analytics/trend';

describe('weekOverWeek', () => {
  it('is no trend at all when neither week added anything', () => {
    expect(weekOverWeek(0, 0)).toBeNull();
  });

  it('has counts but no percentage after an empty week', () => {
    expect(weekOverWeek(3, 0)).toEqual({ last_7_days: 3, previous_7_days: 0, percent: null });
  });

  it('is the change from the week before, in % to one decimal', () => {
    expect(weekOverWeek(3, 1)).toEqual({ last_7_days: 3, previous_7_days: 1, percent: 200 });
    expect(weekOverWeek(2, 3)).toEqual({ last_7_days: 2, previous_7_days: 3, percent: -33.3 });
    expect(weekOverWeek(0, 4)).toEqual({ last_7_days: 0, previous_7_days: 4, percent: -100 });
    expect(weekOverWeek(5, 5)?.percent).toBe(0);
  });
});

describe('ResponseTimes', () => {
  const HOUR = 3_600_000;
  const t0 = 1_700_000_000_000;

  it('has no median before any request', () => {
    expect(new ResponseTimes().median(HOUR, t0)).toEqual({ median_ms: null, requests: 0 });
  });

  it('takes the median of the last hour only', () => {
    const times = new ResponseTimes();
    times.record(500, t0 - HOUR - 1);
    for (const [ms, ago] of [
      [4, 10],
      [1, 20],
      [9, 30],
    ] as const) {
      times.record(ms, t0 - ago);
    }
    expect(times.median(HOUR, t0)).toEqual({ median_ms: 4, requests: 3 });
    times.record(6, t0);
    expect(times.median(HOUR, t0)).toEqual({ median_ms: 5, requests: 4 });
  });

  it('keeps the newest requests once the ring is full', () => {
    const times = new ResponseTimes(3);
    for (const ms of [100, 100, 100, 1, 2, 3]) times.record(ms, t0);
    expect(times.median(HOUR, t0)).toEqual({ median_ms: 2, requests: 3 });
  });
});

describe('recommend', () => {
  const empty: RecommendationState = {
    staff: false,
    projects: 0,
    activeImports: 0,
    ownedProjects: 0,
    sharedOwnedProjects: 0,
    pendingInvitations: 0,
    staleFavorites: [],
    unopenedGenolists: [],
  };

  it('asks a newcomer to start: staff import an archive, others create a project', () => {
    expect(recommend(empty)).toEqual([{ kind: 'start_projects', action: 'create_project', projects: 0 }]);
    expect(recommend({ ...empty, staff: true, projects: 4 })).toEqual([
      { kind: 'start_projects', action: 'import_archive', projects: 4 },
    ]);
  });

  it('does not ask to start while an import runs or with 5 projects', () => {
    expect(recommend({ ...empty, activeImports: 1 })).toEqual([]);
    expect(recommend({ ...empty, projects: 5 })).toEqual([]);
  });

  it('asks to share only when none of the owned projects is shared', () => {
    const owner = { ...empty, projects: 6, ownedProjects: 2 };
    expect(recommend(owner)).toEqual([{ kind: 'share_project', owned_projects: 2 }]);
    expect(recommend({ ...owner, sharedOwnedProjects: 1 })).toEqual([]);
  });

  it('puts waiting invitations first, then stale favourites and at most 3 unopened genolists', () => {
    const genolist = (id: number) => ({ id, name: `G${id}`, project_id: 9, project_name: 'P' });
    const out = recommend({
      ...empty,
      projects: 7,
      pendingInvitations: 2,
      staleFavorites: [{ id: 4, name: 'Old', last_opened: null }],
      unopenedGenolists: [1, 2, 3, 4].map(genolist),
    });
    expect(out.map((r) => r.kind)).toEqual([
      'answer_invitations',
      'revisit_favorite',
      'open_genolist',
      'open_genolist',
      'open_genolist',
    ]);
    expect(out[0]).toEqual({ kind: 'answer_invitations', count: 2 });
    expect(out[1]).toEqual({
      kind: 'revisit_favorite',
      project: { id: 4, name: 'Old' },
      last_opened: null,
      days: 30,
    });
    expect(out[2]).toEqual({
      kind: 'open_genolist',
      genolist: { id: 1, name: 'G1' },
      project: { id: 9, name: 'P' },
    });
  });
});

describe('recentDiscoveries', () => {
  const g = (id: number, view_count = 0) => ({ id, view_count });

  it('shows the newest, labelled popular when also among the most viewed', () => {
    const out = recentDiscoveries([g(5), g(4, 2), g(3), g(2)], [g(4, 2)]);
    expect(out).toEqual([
      { label: 'recent', genolist: g(5) },
      { label: 'popular', genolist: g(4, 2) },
      { label: 'recent', genolist: g(3) },
    ]);
  });

  it('tops up with the most viewed when there are few new ones, without repeating one', () => {
    const out = recentDiscoveries([g(9), g(1, 7)], [g(1, 7), g(2, 3)]);
    expect(out.map((d) => [d.genolist.id, d.label])).toEqual([
      [9, 'recent'],
      [1, 'popular'],
      [2, 'popular'],
    ]);
    expect(out).toHaveLength(DISCOVERIES);
  });
});
