import type { User } from './api/get-me';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

/**
 * Signed in with no server session (a sign-in made offline, from this browser's copy): `waiting`
 * while the server sign-in is made as soon as the server answers, `needs-password` once the page
 * was reloaded since (the password is never stored) and the server answered.
 */
export type OfflineSignIn = false | 'waiting' | 'needs-password';

/** The sign-in screen's two forms. */
export type AuthForm = 'signIn' | 'signUp';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The last sign-in or sign-up failure, shown on its own form until the next attempt. */
  error: string | null;
  offline: OfflineSignIn;
  /** Which form failed: the other one does not show its error. */
  errorForm: AuthForm | null;
}

export type AuthEvent =
  | { type: 'attempted' }
  | { type: 'signedIn'; user: User; offline?: OfflineSignIn }
  /** The signed-in user's account was saved (their profile, or staff editing themselves). */
  | { type: 'profileChanged'; user: User }
  | { type: 'passwordNeeded' }
  | { type: 'failed'; error: string; form: AuthForm }
  | { type: 'signedOut' };

/** With a stored session the profile is still to be checked, so the sign-in screen must not flash. */
export function initialAuthState(hasStoredSession: boolean): AuthState {
  return {
    status: hasStoredSession ? 'loading' : 'anonymous',
    user: null,
    error: null,
    errorForm: null,
    offline: false,
  };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'attempted':
      return { ...state, error: null, errorForm: null };
    case 'signedIn':
      return {
        status: 'authenticated',
        user: event.user,
        error: null,
        errorForm: null,
        offline: event.offline ?? false,
      };
    case 'profileChanged':
      return state.user?.id === event.user.id ? { ...state, user: event.user } : state;
    case 'passwordNeeded':
      return state.offline ? { ...state, offline: 'needs-password' } : state;
    case 'failed':
      return { status: 'anonymous', user: null, error: event.error, errorForm: event.form, offline: false };
    case 'signedOut':
      return { status: 'anonymous', user: null, error: null, errorForm: null, offline: false };
  }
}
