import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  type Action,
  actionsOf,
  effectivePermission,
  GENOLIST_FIELD_ACTION,
  grantablePermissions,
  type Holding,
  holdingFrom,
  may,
  mayGrant,
  PROJECT_FIELD_ACTION,
  rightsOf,
  SHARE_PERMISSIONS,
  teamPairsGiving,
} from '../../../../server/access/policy';

const allowed = (holding: ReturnType<typeof holdingFrom>) => ACTIONS.filter((action) => may(holding, action));

describe('the access policy', () => {
  it('gives owners and staff full management, and only staff the change of owner', () => {
    const management: Action[] = ['edit', 'change_visibility', 'delete', 'move', 'share'];
    expect(allowed(holdingFrom({ owner: true }))).toEqual(management);
    expect(allowed(holdingFrom({ staff: true }))).toEqual([...management, 'change_owner']);
    expect(allowed(holdingFrom({}))).toEqual([]);
  });

  it('lets an EDITOR share change metadata only, and an ADMIN share manage fully', () => {
    expect(allowed(holdingFrom({ shares: [{ permission: 'VIEWER', role: 'MEMBER' }] }))).toEqual([]);
    expect(allowed(holdingFrom({ shares: [{ permission: 'EDITOR', role: 'MEMBER' }] }))).toEqual(['edit']);
    expect(allowed(holdingFrom({ shares: [{ permission: 'ADMIN', role: 'MEMBER' }] }))).toEqual([
      'edit',
      'change_visibility',
      'delete',
      'move',
      'share',
    ]);
  });

  it('caps a share at what the member’s team role allows: a team VIEWER reads only', () => {
    for (const permission of SHARE_PERMISSIONS) {
      expect(effectivePermission(permission, 'VIEWER')).toBe('VIEWER');
      expect(allowed(holdingFrom({ shares: [{ permission, role: 'VIEWER' }] }))).toEqual([]);
      for (const role of ['OWNER', 'ADMIN', 'MEMBER'] as const) {
        expect(effectivePermission(permission, role)).toBe(permission);
      }
    }
  });

  it('adds up what is held in several ways, the strongest share winning', () => {
    const holding = holdingFrom({
      shares: [
        { permission: 'ADMIN', role: 'VIEWER' },
        { permission: 'EDITOR', role: 'MEMBER' },
      ],
      flags: { can_delete: true },
    });
    expect(holding.capabilities).toEqual({ edit: true, delete: true, manage: false });
    expect(allowed(holding)).toEqual(['edit', 'delete']);
  });

  it('gives collaborators the rights of their flags; visibility and moves need all three', () => {
    expect(allowed(holdingFrom({ flags: { can_edit_metadata: true } }))).toEqual(['edit']);
    expect(allowed(holdingFrom({ flags: { can_delete: true } }))).toEqual(['delete']);
    expect(allowed(holdingFrom({ flags: { can_manage_collaborators: true } }))).toEqual(['share']);
    const all = holdingFrom({
      flags: { can_edit_metadata: true, can_delete: true, can_manage_collaborators: true },
    });
    expect(allowed(all)).toEqual(['edit', 'change_visibility', 'delete', 'move', 'share']);
  });

  it('lets nobody grant a right they do not hold', () => {
    const manager = holdingFrom({ flags: { can_manage_collaborators: true } });
    expect(mayGrant(manager, ['manage'])).toBe(true);
    expect(mayGrant(manager, ['edit'])).toBe(false);
    expect(grantablePermissions(manager)).toEqual(['VIEWER']);
    const editorManager = holdingFrom({ flags: { can_manage_collaborators: true, can_edit_metadata: true } });
    expect(grantablePermissions(editorManager)).toEqual(['VIEWER', 'EDITOR']);
    expect(grantablePermissions(holdingFrom({ owner: true }))).toEqual(['VIEWER', 'EDITOR', 'ADMIN']);
    expect(grantablePermissions(holdingFrom({ flags: { can_edit_metadata: true } }))).toEqual([]);
  });

  it('names each changed field’s action, and nothing for what is left out', () => {
    expect(actionsOf(GENOLIST_FIELD_ACTION, { name: 'x', pvalue_cutoff: 0.01 })).toEqual(['edit']);
    expect(actionsOf(GENOLIST_FIELD_ACTION, { public: true, project: 3 })).toEqual([
      'change_visibility',
      'move',
    ]);
    expect(actionsOf(PROJECT_FIELD_ACTION, { owner: 4, description: undefined })).toEqual(['change_owner']);
  });

  it('derives the SQL pairs of team shares from the same table', () => {
    expect(teamPairsGiving('edit')).toEqual([
      ['EDITOR', 'OWNER'],
      ['EDITOR', 'ADMIN'],
      ['EDITOR', 'MEMBER'],
      ['ADMIN', 'OWNER'],
      ['ADMIN', 'ADMIN'],
      ['ADMIN', 'MEMBER'],
    ]);
    expect(teamPairsGiving('delete')).toEqual([
      ['ADMIN', 'OWNER'],
      ['ADMIN', 'ADMIN'],
      ['ADMIN', 'MEMBER'],
    ]);
  });

  it('tells a client what it may offer', () => {
    expect(rightsOf(holdingFrom({ shares: [{ permission: 'EDITOR', role: 'ADMIN' }] }))).toEqual({
      can_edit: true,
      can_delete: false,
      can_change_visibility: false,
      can_share: false,
      share_permissions: [],
    });
  });
});

describe("the README's access table", () => {
  /** Each row of the table as a holding; 'see' is every row's (they all hold or see the item). */
  const ROWS: Record<string, Holding[]> = {
    'anyone signed in, on a public item': [holdingFrom({})],
    'member of a team holding a VIEWER share': [
      holdingFrom({ shares: [{ permission: 'VIEWER', role: 'MEMBER' }] }),
    ],
    'member of a team holding an EDITOR share': [
      holdingFrom({ shares: [{ permission: 'EDITOR', role: 'MEMBER' }] }),
    ],
    'member of a team holding an ADMIN share': [
      holdingFrom({ shares: [{ permission: 'ADMIN', role: 'MEMBER' }] }),
    ],
    'team VIEWER (team role), whatever the share': SHARE_PERMISSIONS.map((permission) =>
      holdingFrom({ shares: [{ permission, role: 'VIEWER' }] }),
    ),
    'collaborator with `can_edit_metadata`': [holdingFrom({ flags: { can_edit_metadata: true } })],
    'collaborator with `can_delete`': [holdingFrom({ flags: { can_delete: true } })],
    'collaborator with `can_manage_collaborators`': [
      holdingFrom({ flags: { can_manage_collaborators: true } }),
    ],
    'collaborator with all three flags': [
      holdingFrom({ flags: { can_edit_metadata: true, can_delete: true, can_manage_collaborators: true } }),
    ],
    'owner (of a gene list: also of its project)': [holdingFrom({ owner: true })],
    staff: [holdingFrom({ staff: true })],
  };
  const COLUMNS: Record<string, Action | 'see'> = {
    see: 'see',
    edit: 'edit',
    visibility: 'change_visibility',
    delete: 'delete',
    move: 'move',
    share: 'share',
    'change owner': 'change_owner',
  };

  it('says what the policy does, row by row', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf('### Who may do what');
    const section = readme.slice(start, readme.indexOf('\n## ', start));
    const lines = section.split('\n').filter((line) => line.startsWith('|'));
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    const [header, , ...rows] = lines;
    const columns = cells(header as string).slice(1);
    expect(columns).toEqual(Object.keys(COLUMNS));
    expect(rows.map((row) => cells(row)[0])).toEqual(Object.keys(ROWS));
    for (const row of rows) {
      const [who, ...marks] = cells(row);
      for (const holding of ROWS[who as string] as Holding[]) {
        const allowed = columns.map((column) => {
          const action = COLUMNS[column] as Action | 'see';
          return action === 'see' || may(holding, action);
        });
        expect(
          marks.map((mark) => mark === '✓'),
          who,
        ).toEqual(allowed);
      }
    }
  });
});
