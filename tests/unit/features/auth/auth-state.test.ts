import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/features/auth/api/get-me';
import { type AuthState, authReducer, initialAuthState } from '../../../../src/features/auth/auth-state';

const user = { id: 1, name: 'Ada Lovelace' } as User;

describe('auth state', () => {
  it('starts loading only when a token is stored', () => {
    expect(initialAuthState(true).status).toBe('loading');
    expect(initialAuthState(false)).toEqual({
      status: 'anonymous',
      user: null,
      error: null,
      errorForm: null,
      offline: false,
    });
  });

  it('keeps a failure and the form it came from until the next attempt, and forgets it on sign-in or sign-out', () => {
    let state: AuthState = initialAuthState(false);
    state = authReducer(state, { type: 'failed', error: 'Wrong password', form: 'signIn' });
    expect(state).toEqual({
      status: 'anonymous',
      user: null,
      error: 'Wrong password',
      errorForm: 'signIn',
      offline: false,
    });
    expect(authReducer(state, { type: 'attempted' })).toMatchObject({
      error: null,
      errorForm: null,
      offline: false,
    });
    expect(authReducer(state, { type: 'signedIn', user })).toEqual({
      status: 'authenticated',
      user,
      error: null,
      errorForm: null,
      offline: false,
    });
    expect(authReducer(state, { type: 'signedOut' })).toEqual({
      status: 'anonymous',
      user: null,
      error: null,
      errorForm: null,
      offline: false,
    });
  });

  it("takes the signed-in user's saved account at once, and ignores anyone else's", () => {
    const signedIn = authReducer(initialAuthState(true), { type: 'signedIn', user, offline: 'waiting' });
    const renamed = { ...user, name: 'Ada King' } as User;
    expect(authReducer(signedIn, { type: 'profileChanged', user: renamed })).toEqual({
      ...signedIn,
      user: renamed,
    });
    const someoneElse = { id: 2, name: 'Charles Babbage' } as User;
    expect(authReducer(signedIn, { type: 'profileChanged', user: someoneElse })).toBe(signedIn);
  });
});
