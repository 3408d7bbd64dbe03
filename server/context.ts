import type { ResponseTimes } from './analytics/response-times';
import type { AuthGuards } from './auth/guard';
import type { TokenKeys } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ImportRunner } from './imports/runner';

/** What every route plugin needs, handed over as plugin options rather than globals. */
export interface ServerContext {
  config: Config;
  database: Database;
  keys: TokenKeys;
  guards: AuthGuards;
  imports: ImportRunner;
  /** This process's API response times, for the system health. */
  responseTimes: ResponseTimes;
}

export interface RouteOptions {
  ctx: ServerContext;
}
