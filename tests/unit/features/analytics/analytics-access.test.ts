import { describe, expect, it } from 'vitest';
import { analyticsAccess } from '../../../../src/features/analytics/analytics-access';

describe('the Analytics page', () => {
  it('shows its figures to a plan with the analytics flag, and invites any other plan to upgrade', () => {
    expect(analyticsAccess(false, { advanced_statistics: true }, false)).toBe('open');
    expect(analyticsAccess(false, { advanced_statistics: false }, false)).toBe('upgrade');
  });

  it('never limits staff, even on a plan without the flag', () => {
    expect(analyticsAccess(true, { advanced_statistics: false }, false)).toBe('open');
    expect(analyticsAccess(true, undefined, true)).toBe('open');
  });

  it('waits for the plan, and leaves the server to decide when the plan cannot be read', () => {
    expect(analyticsAccess(false, undefined, true)).toBe('checking');
    expect(analyticsAccess(false, undefined, false)).toBe('open');
  });
});
