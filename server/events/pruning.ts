import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { pruneEvents } from './service';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Prunes the events older than `days` now and then once a day, for as long as the server runs.
 * Every process may do it: a delete of old rows is the same whoever runs it. Answers the stop.
 */
export function startEventPruning(db: Db, days: number, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  const prune = async () => {
    try {
      const removed = await pruneEvents(db, days);
      if (removed > 0) log.info({ removed, days }, 'pruned old events');
    } catch (error) {
      log.warn({ err: error }, 'could not prune old events');
    }
  };
  const first = prune();
  const timer = setInterval(() => void prune(), DAY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await first;
  };
}
