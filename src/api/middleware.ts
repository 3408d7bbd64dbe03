import type { MergedOptions, Middleware } from 'openapi-fetch';
import { ApiError, isAbort, networkError } from './errors';
import { type TokenStore, tokenExpiry } from './tokens';

/** Calls that authenticate by their body: they carry no access token, and their 401 means wrong
 * credentials or a dead refresh token, never an access token to renew. */
export const CREDENTIAL_PATHS = new Set(['/api/token/', '/api/token/refresh/', '/api/auth/register/']);

export interface AuthMiddlewareOptions {
  tokens: TokenStore;
  /** Sent as Accept-Language so the server's messages match the interface. */
  language: () => string;
  /** Exchanges a refresh token for an access token; rejects with an `ApiError` on failure. */
  refreshAccess: (refresh: string) => Promise<string>;
  /** The stored session is gone for good (refresh refused): the app returns to the sign-in screen. */
  onSessionEnded: () => void;
  /**
   * No tokens at all, as after a sign-in made offline: makes the server session if it can and
   * answers its access token, else null. `serverAnswered`: the server just answered 401.
   */
  resumeSession?: (serverAnswered: boolean) => Promise<string | null>;
}

/** An access token this close to its expiry is renewed before it is sent. */
const EXPIRY_MARGIN_MS = 5_000;

/**
 * Adds `Authorization: JWT <access>` and `Accept-Language`. An access token known to have expired
 * (a start after a pause) is renewed first, so the call is not refused; on a 401 it renews the
 * access token once and replays the request once. Concurrent renewals share one refresh. Only a
 * refresh the server refuses (4xx) ends the session: an unreachable or failing server leaves the
 * tokens for later.
 */
export function createAuthMiddleware({
  tokens,
  language,
  refreshAccess,
  onSessionEnded,
  resumeSession = async () => null,
}: AuthMiddlewareOptions): Middleware {
  // A request's body can be read only once, so an unsent copy is kept for the replay. Keyed by
  // openapi-fetch's per-call options object so the copy dies with its call, even if another
  // middleware answers first and onResponse never runs.
  const unsent = new WeakMap<MergedOptions, Request>();
  let refreshing: Promise<string | null> | null = null;

  function endSession(): null {
    tokens.clear();
    onSessionEnded();
    return null;
  }

  async function renewAccess(): Promise<string | null> {
    const refresh = tokens.getRefreshToken();
    if (!refresh) return tokens.getAccessToken() ? endSession() : resumeSession(true);
    let access: string;
    try {
      access = await refreshAccess(refresh);
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      return refused && tokens.getRefreshToken() === refresh ? endSession() : null;
    }
    // Signed out, or in as someone else, while the refresh was in flight: keep what is stored now.
    if (tokens.getRefreshToken() !== refresh) return tokens.getAccessToken();
    tokens.setAccessToken(access);
    return access;
  }

  function sharedRenewal(): Promise<string | null> {
    refreshing ??= renewAccess().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    async onRequest({ request, schemaPath, options }) {
      request.headers.set('Accept-Language', language());
      if (CREDENTIAL_PATHS.has(schemaPath)) return request;
      let access = tokens.getAccessToken() ?? (await resumeSession(false));
      if (access && !request.headers.has('Authorization')) {
        const expiry = tokenExpiry(access);
        if (expiry !== null && expiry - EXPIRY_MARGIN_MS <= Date.now())
          access = (await sharedRenewal()) ?? tokens.getAccessToken();
        if (access) request.headers.set('Authorization', `JWT ${access}`);
      }
      unsent.set(options, request.clone());
      return request;
    },

    async onResponse({ response, options }) {
      const copy = unsent.get(options);
      unsent.delete(options);
      if (response.status !== 401 || !copy) return undefined;
      const current = tokens.getAccessToken();
      // Another call renewed the token after this one left: replay with it, no second refresh.
      const access =
        current && `JWT ${current}` !== copy.headers.get('Authorization') ? current : await sharedRenewal();
      if (!access) return undefined;
      copy.headers.set('Authorization', `JWT ${access}`);
      // Called detached: a browser's fetch throws "Illegal invocation" when `this` is another object.
      const { fetch } = options;
      try {
        return await fetch(copy);
      } catch (error) {
        throw isAbort(error) ? error : networkError(error);
      }
    },

    onError({ error }) {
      return isAbort(error) ? undefined : networkError(error);
    },
  };
}
