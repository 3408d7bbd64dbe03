import type { User } from './api/get-me';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The last sign-in or sign-up failure, shown above the forms until the next attempt. */
  error: string | null;
}

export type AuthEvent =
  | { type: 'attempted' }
  | { type: 'signedIn'; user: User }
  | { type: 'failed'; error: string }
  | { type: 'signedOut' };

/** With a stored token the profile is still to be checked, so the sign-in screen must not flash. */
export function initialAuthState(hasStoredToken: boolean): AuthState {
  return { status: hasStoredToken ? 'loading' : 'anonymous', user: null, error: null };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'attempted':
      return { ...state, error: null };
    case 'signedIn':
      return { status: 'authenticated', user: event.user, error: null };
    case 'failed':
      return { status: 'anonymous', user: null, error: event.error };
    case 'signedOut':
      return { status: 'anonymous', user: null, error: null };
  }
}
