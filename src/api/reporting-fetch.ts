/**
 * The client's fetch: it gives the server `timeoutMs` to start answering (the body may take
 * longer: a frame or a report streams), and tells the connectivity state what came back. A
 * caller's own abort (react-query cancelling a query) is passed on and reports nothing.
 */

/** Most calls answer in milliseconds; a server that has not started answering by then is not there. */
export const ANSWER_TIMEOUT_MS = 6000;
/** Files the server builds on request (the XLSX report of 60,000 genes takes seconds). */
export const BUILT_FILE_TIMEOUT_MS = 60_000;
/**
 * Sign-in, sign-up and token renewal: the server hashes the password with scrypt (32 MiB, on
 * purpose slow), which a loaded server may take seconds over.
 */
export const CREDENTIAL_TIMEOUT_MS = 20_000;

export interface ReportingFetchOptions {
  /** How long the server has to start answering, for every request or for each. */
  timeoutMs: number | ((request: Request) => number);
  answered: () => void;
  unanswered: () => void;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * Answers that did not come from GenoApp's server: a gateway that could not reach it, or an HTML
 * page (a captive portal, a proxy's error page) where the API answers JSON or files.
 */
export function isFromServer(request: Request, response: Response): boolean {
  if (response.status === 502 || response.status === 503 || response.status === 504) return false;
  const api = new URL(request.url).pathname.startsWith('/api/');
  return !(api && (response.headers.get('content-type') ?? '').includes('text/html'));
}

export function reportingFetch({
  timeoutMs,
  answered,
  unanswered,
  fetch = (request) => globalThis.fetch(request),
}: ReportingFetchOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const ms = typeof timeoutMs === 'number' ? timeoutMs : timeoutMs(request);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), ms);
    let response: Response;
    try {
      response = await fetch(
        new Request(request, { signal: AbortSignal.any([request.signal, timeout.signal]) }),
      );
    } catch (error) {
      if (request.signal.aborted) throw error;
      unanswered();
      throw timeout.signal.aborted
        ? new TypeError(`GenoApp's server did not answer within ${Math.round(ms / 1000)} s`)
        : error;
    } finally {
      clearTimeout(timer);
    }
    if (!isFromServer(request, response)) {
      unanswered();
      throw new TypeError(`GenoApp's server could not be reached (${response.status} from the network)`);
    }
    answered();
    return response;
  };
}
