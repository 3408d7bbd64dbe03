import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { HttpError } from './errors';
import { type MessageKey, messageFor } from './messages';
import type { App } from './types';

/**
 * Rate limits of the routes a person could hammer: sign-in (per address and account, and per
 * address across accounts), sign-up, uploads, user search. @fastify/rate-limit counts; with
 * PostgreSQL the counters live in the database (`rate_limits`), so N processes behind a load
 * balancer allow what one would, not N times as much; the embedded database serves one process,
 * whose memory is enough.
 */

export interface Limit {
  /** Names the counter; two limits never share one. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: an address, an account, both. */
  key: (request: FastifyRequest) => string;
  /** The 429's message, given the seconds to wait as `count`. */
  message: MessageKey;
}

interface StoreResult {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: StoreResult) => void;

/** Expired counters are swept at most this often by each process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit keeping its counters in PostgreSQL: one atomic upsert per
 * request counts it and starts a new window once the last one has ended.
 */
export function databaseRateLimitStore(db: Db) {
  let lastSweep = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const seconds = timeWindow / 1000;
      const counted = db.execute(sql`
        INSERT INTO rate_limits (key, hits, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${seconds}::float8))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
        RETURNING hits, GREATEST(0, ceil(extract(epoch FROM reset_at - now()) * 1000))::int AS ttl`);
      counted.then(
        (result) => {
          const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
          callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        },
        (error: Error) => callback(error),
      );
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`).catch(() => {});
      }
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

/**
 * A preHandler enforcing every limit of a route: each counts the request, and the first one
 * exceeded answers 429 with Retry-After.
 */
export function rateLimited(app: App, limits: Limit[]) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request: FastifyRequest) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async (request: FastifyRequest) => {
    for (const { limit, check } of checks) {
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        const seconds = Math.max(1, outcome.ttlInSeconds);
        throw new HttpError(
          429,
          'rate_limited',
          messageFor(request, limit.message, { count: seconds }),
          undefined,
          {
            'retry-after': String(seconds),
          },
        );
      }
    }
  };
}
