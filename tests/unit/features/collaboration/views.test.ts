import { describe, expect, it } from 'vitest';
import {
  parseCollaborationSearch,
  parseTeamSearch,
} from '../../../../src/features/collaboration/collaboration-search';
import { displayName, initials } from '../../../../src/features/collaboration/people';
import { sharedRows } from '../../../../src/features/collaboration/shared-items';

describe('the collaboration tabs in the URL', () => {
  it('keeps a known tab other than the default, and drops anything else', () => {
    expect(parseCollaborationSearch({ tab: 'invitations' })).toEqual({ tab: 'invitations' });
    expect(parseCollaborationSearch({ tab: 'genolists' })).toEqual({ tab: 'genolists' });
    expect(parseCollaborationSearch({ tab: 'teams' })).toEqual({});
    expect(parseCollaborationSearch({ tab: 'activity' })).toEqual({});
    expect(parseCollaborationSearch({})).toEqual({});
    expect(parseTeamSearch({ tab: 'projects' })).toEqual({ tab: 'projects' });
    expect(parseTeamSearch({ tab: 'members' })).toEqual({});
    expect(parseTeamSearch({ tab: 'invitations' })).toEqual({});
    expect(parseTeamSearch({ tab: 'activity' })).toEqual({ tab: 'activity' });
  });

  it('keeps the activity tab’s page past the first, and no page on the other tabs', () => {
    expect(parseTeamSearch({ tab: 'activity', page: '3' })).toEqual({ tab: 'activity', page: 3 });
    expect(parseTeamSearch({ tab: 'activity', page: 1 })).toEqual({ tab: 'activity' });
    expect(parseTeamSearch({ tab: 'activity', page: '2.5' })).toEqual({ tab: 'activity' });
    expect(parseTeamSearch({ tab: 'projects', page: 2 })).toEqual({ tab: 'projects' });
    expect(parseTeamSearch({ page: 2 })).toEqual({});
  });
});

describe('shared items across teams', () => {
  const liver = { id: 1, name: 'Liver' };
  const kidney = { id: 2, name: 'Kidney' };
  const item = (id: number, shared_date: string) => ({ id, shared_date });

  it('lists every team’s items, most recently shared first, an item once per team', () => {
    const rows = sharedRows([
      { team: liver, items: [item(10, '2025-01-02T00:00:00Z'), item(11, '2025-01-05T00:00:00Z')] },
      { team: kidney, items: [item(10, '2025-01-03T00:00:00Z')] },
      { team: { id: 3, name: 'Still loading' }, items: undefined },
    ]);
    expect(rows.map((row) => [row.team.name, row.item.id])).toEqual([
      ['Liver', 11],
      ['Kidney', 10],
      ['Liver', 10],
    ]);
  });

  it('is empty when no team has anything', () => {
    expect(sharedRows([{ team: liver, items: [] }])).toEqual([]);
  });
});

describe('people’s names', () => {
  it('uses the full name, else the username, else the e-mail', () => {
    const base = { first_name: '', last_name: '', username: '', email: 'rf@kcl.ac.uk' };
    expect(displayName({ ...base, first_name: 'Rosalind', last_name: 'Franklin' })).toBe('Rosalind Franklin');
    expect(displayName({ ...base, username: 'rosalind' })).toBe('rosalind');
    expect(displayName(base)).toBe('rf@kcl.ac.uk');
    expect(initials({ ...base, first_name: 'Rosalind', last_name: 'Franklin' })).toBe('RF');
    expect(initials({ ...base, username: 'rosalind' })).toBe('RO');
  });
});
