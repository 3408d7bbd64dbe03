import { describe, expect, it } from 'vitest';
import {
  apiAccess,
  EXPIRY_CHOICES,
  isExpired,
  serverOrigin,
} from '../../../../src/features/api-tokens/token-display';

describe('a token in the list', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('is expired from its expiry on, never when it has none', () => {
    expect(isExpired({ expires_at: null }, now)).toBe(false);
    expect(isExpired({ expires_at: '2026-06-01T12:00:01Z' }, now)).toBe(false);
    expect(isExpired({ expires_at: '2026-06-01T12:00:00Z' }, now)).toBe(true);
    expect(isExpired({ expires_at: '2026-05-01T00:00:00Z' }, now)).toBe(true);
  });
});

describe('the lifetimes offered', () => {
  it('stay within the 1 to 366 days the server accepts, or never', () => {
    for (const days of EXPIRY_CHOICES) if (days !== null) expect(days).toBeGreaterThanOrEqual(1);
    for (const days of EXPIRY_CHOICES) if (days !== null) expect(days).toBeLessThanOrEqual(366);
    expect(EXPIRY_CHOICES).toContain(null);
  });
});

describe('the API access panel', () => {
  it('offers creation on a plan with API access and to staff, an upgrade otherwise', () => {
    expect(apiAccess({ api_access: true, unlimited: false }, false)).toBe('open');
    expect(apiAccess({ api_access: false, unlimited: true }, false)).toBe('open');
    expect(apiAccess({ api_access: false, unlimited: false }, false)).toBe('upgrade');
  });

  it('waits for the plan, and lets the server decide when it cannot be read', () => {
    expect(apiAccess(undefined, true)).toBe('checking');
    expect(apiAccess(undefined, false)).toBe('open');
  });
});

describe('the address scripts call', () => {
  it("is the page's origin without a trailing slash", () => {
    expect(serverOrigin({ origin: 'https://genoapp.example.org' })).toBe('https://genoapp.example.org');
    expect(serverOrigin({ origin: 'http://localhost:3000/' })).toBe('http://localhost:3000');
  });
});
