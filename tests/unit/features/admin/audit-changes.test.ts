import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../../../src/features/admin/audit-changes';

describe('an audit entry shown as its changes', () => {
  it('lists only the fields whose value changed', () => {
    expect(
      auditChanges(
        { status: 'ACTIVE', plan: 1, auto_renew: false },
        { status: 'TRIAL', plan: 3, auto_renew: false },
      ),
    ).toEqual([
      { field: 'status', before: '"ACTIVE"', after: '"TRIAL"' },
      { field: 'plan', before: '1', after: '3' },
    ]);
  });

  it('shows a creation or a deletion with one side empty', () => {
    expect(auditChanges(null, { username: 'rosalind' })).toEqual([
      { field: 'username', before: '', after: '"rosalind"' },
    ]);
    expect(auditChanges({ name: 'SLC001' }, null)).toEqual([
      { field: 'name', before: '"SLC001"', after: '' },
    ]);
  });
});
