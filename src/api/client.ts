import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/schema';
import { i18n } from '../lib/i18n';
import { createConnectivity } from './connectivity';
import { unwrap } from './errors';
import { CREDENTIAL_PATHS, createAuthMiddleware } from './middleware';
import {
  ANSWER_TIMEOUT_MS,
  BUILT_FILE_TIMEOUT_MS,
  CREDENTIAL_TIMEOUT_MS,
  reportingFetch,
} from './reporting-fetch';
import { tokens as storedTokens, type TokenStore } from './tokens';

export interface ApiClientOptions {
  /** Paths in the contract already start with /api, so the app calls its own origin. */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
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

/** A sign of life asked of the server while it is thought unreachable; reports nothing itself. */
const PROBE_TIMEOUT_MS = 4000;
const probeFetch = reportingFetch({ timeoutMs: PROBE_TIMEOUT_MS, answered: () => {}, unanswered: () => {} });

/** Whether the server can be reached, fed by every call of the client (src/api/connectivity.ts). */
export const connectivity = createConnectivity({
  browserOnline: typeof navigator === 'undefined' || navigator.onLine,
  probe: async () => (await client.GET('/api/health', { fetch: probeFetch })).response.ok,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

function reporting(timeoutMs: number | ((request: Request) => number)) {
  return reportingFetch({ timeoutMs, answered: connectivity.answered, unanswered: connectivity.unanswered });
}

/** A call's time to start answering: longer for those that hash a password. */
function answerTimeout(request: Request): number {
  return CREDENTIAL_PATHS.has(new URL(request.url).pathname) ? CREDENTIAL_TIMEOUT_MS : ANSWER_TIMEOUT_MS;
}

/** The one client of the app: every call to the server goes through it. */
export const client = createApiClient({
  fetch: reporting(answerTimeout),
  onSessionEnded: () => {
    for (const listener of sessionEndedListeners) listener();
  },
  resumeSession: (serverAnswered) => sessionResumer?.(serverAnswered) ?? Promise.resolve(null),
});

/** For a call whose answer the server builds on request (a report): given a minute to start. */
export const builtFileFetch = reporting(BUILT_FILE_TIMEOUT_MS);
