import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction holding the user's row, so that two requests of one user that
 * read and then change something of theirs (a favourite's toggle) run one after the other, even
 * in two processes sharing a PostgreSQL: the second reads what the first wrote. `NO KEY UPDATE`
 * leaves inserts that refer to the user free.
 */
export function oneAtATimeForUser<T>(
  db: Db,
  userId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
    return work(tx);
  });
}
