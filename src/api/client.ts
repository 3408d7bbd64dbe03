import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { i18n } from '../lib/i18n';
import { unwrap } from './errors';
import { createAuthMiddleware } from './middleware';
import { tokens as storedTokens, type TokenStore } from './tokens';

export interface ApiClientOptions {
  /** Paths in the contract already start with /api, so the app calls its own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  tokens?: TokenStore;
  language?: () => string;
  onSessionEnded?: () => void;
  resumeSession?: (serverAnswered: boolean) => Promise<string | null>;
}

export function createApiClient({
  baseUrl = '',
  fetch,
  tokens = storedTokens,
  language = () => i18n.resolvedLanguage ?? i18n.language ?? 'en',
  onSessionEnded = () => {},
  resumeSession,
}: ApiClientOptions = {}) {
  const client = createClient<paths>({ baseUrl, fetch });
  client.use(
    createAuthMiddleware({
      tokens,
      language,
      onSessionEnded,
      resumeSession,
      refreshAccess: async (refresh) =>
        (await unwrap(client.POST('/api/token/refresh/', { body: { refresh } }))).access,
    }),
  );
  return client;
}

const sessionEndedListeners = new Set<() => void>();

/** Called when the stored session could not be renewed; returns the unsubscribe function. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

let sessionResumer: ((serverAnswered: boolean) => Promise<string | null>) | null = null;

/** Who makes the server session of a sign-in made offline (the auth session); returns the unset function. */
export function setSessionResumer(resume: (serverAnswered: boolean) => Promise<string | null>): () => void {
  sessionResumer = resume;
  return () => {
    if (sessionResumer === resume) sessionResumer = null;
  };
}

/** The one client of the app: every call to the server goes through it. */
export const client = createApiClient({
  onSessionEnded: () => {
    for (const listener of sessionEndedListeners) listener();
  },
  resumeSession: (serverAnswered) => sessionResumer?.(serverAnswered) ?? Promise.resolve(null),
});
