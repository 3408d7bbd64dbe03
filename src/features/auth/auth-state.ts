import type { User } from './api/get-me';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

/** The sign-in screen's two forms. */
export type AuthForm = 'signIn' | 'signUp';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The last sign-in or sign-up failure, shown on its own form until the next attempt. */
  error: string | null;
  /** Which form failed: the other one does not show its error. */
  errorForm: AuthForm | null;
}

export type AuthEvent =
  | { type: 'attempted' }
  | { type: 'signedIn'; user: User }
  | { type: 'failed'; error: string; form: AuthForm }
  | { type: 'signedOut' };

/** With a stored token the profile is still to be checked, so the sign-in screen must not flash. */
export function initialAuthState(hasStoredToken: boolean): AuthState {
  return { status: hasStoredToken ? 'loading' : 'anonymous', user: null, error: null, errorForm: null };
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'attempted':
      return { ...state, error: null, errorForm: null };
    case 'signedIn':
      return { status: 'authenticated', user: event.user, error: null, errorForm: null };
    case 'failed':
      return { status: 'anonymous', user: null, error: event.error, errorForm: event.form };
    case 'signedOut':
      return { status: 'anonymous', user: null, error: null, errorForm: null };
  }
}
