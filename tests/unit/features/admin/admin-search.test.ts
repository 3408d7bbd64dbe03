import { describe, expect, it } from 'vitest';
import { parseAdminSearch } from '../../../../src/features/admin/admin-search';

describe('the console view in the URL', () => {
  it('leaves defaults out, so /upload stays /upload', () => {
    expect(parseAdminSearch({})).toEqual({});
    expect(parseAdminSearch({ tab: 'import', view: 'upload' })).toEqual({});
  });

  it('keeps a valid tab, view and task', () => {
    expect(parseAdminSearch({ tab: 'users' })).toEqual({ tab: 'users' });
    expect(parseAdminSearch({ view: 'status', task: 12 })).toEqual({ view: 'status', task: 12 });
    expect(parseAdminSearch({ view: 'status', task: '7' })).toEqual({ view: 'status', task: 7 });
  });

  it('drops values it does not know rather than failing', () => {
    expect(parseAdminSearch({ tab: 'billing', view: 'list', task: -1 })).toEqual({});
    expect(parseAdminSearch({ task: 1.5 })).toEqual({});
    expect(parseAdminSearch({ task: '12abc' })).toEqual({});
    expect(parseAdminSearch({ task: 0 })).toEqual({});
    expect(parseAdminSearch({ tab: ['users'] })).toEqual({});
  });
});
