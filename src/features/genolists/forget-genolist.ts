import { offlineDb } from '../../offline/db';

/** The branches of a genolist's own answers (./api/keys.ts): `['genolists', branch, id, …]`. */
const GENOLIST_BRANCHES = new Set([
  'detail',
  'frame',
  'gene-names',
  'go',
  'expression',
  'report-availability',
]);

/**
 * The server answered 403 or 404 for a genolist this browser kept a copy of: the user lost access
 * (or it was deleted), so its table and answers leave the disk, and an offline reload no longer
 * shows what the server now refuses.
 */
export async function forgetGenolist(userId: number, genolistId: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.frames, db.queries, async () => {
    await db.frames.delete([userId, genolistId]);
    const hashes = await db.queries
      .where('userId')
      .equals(userId)
      .filter(({ query }) => {
        const [root, branch, id] = query.queryKey;
        return root === 'genolists' && GENOLIST_BRANCHES.has(String(branch)) && id === genolistId;
      })
      .primaryKeys();
    await db.queries.bulkDelete(hashes);
  });
}
