import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetGenolist } from '../../../../src/features/genolists/forget-genolist';
import { saveFrame } from '../../../../src/features/genolists/frame-mirror';
import type { GeneFrame } from '../../../../src/features/genolists/gene-frame';
import { offlineDb } from '../../../../src/offline/db';
import { persistQuery } from '../../../../src/offline/persist';
import { unlockCopies } from '../../../support/offline-copies';

await unlockCopies(1, 2);

const frame = (genolistId: number): GeneFrame => ({
  genolistId,
  n: 1,
  geneRefId: Int32Array.from([11]),
  geneId: ['ENSG1'],
  symbol: ['TP53'],
  expression: Float64Array.from([10]),
  expressionKind: 'base_mean',
  log2fc: Float64Array.from([1.5]),
  pvalue: Float64Array.from([0.01]),
  padj: Float64Array.from([0.02]),
  searchKey: ['tp53\tensg1'],
});

async function saveAnswer(userId: number, key: unknown[]) {
  const client = new QueryClient();
  client.setQueryData(key, { saved: key });
  await persistQuery(client, userId, client.getQueryCache().find({ queryKey: key })?.queryHash ?? '');
}

const savedKeys = async (userId: number) =>
  (await offlineDb().queries.where('userId').equals(userId).toArray()).map((record) => record.query.queryKey);

describe('a genolist the server now refuses', () => {
  it('leaves the disk: its table and answers, and nothing of other genolists or users', async () => {
    await saveFrame(1, 7, '"a"', frame(7));
    await saveFrame(1, 8, '"b"', frame(8));
    await saveFrame(2, 7, '"a"', frame(7));
    for (const key of [
      ['genolists', 'detail', 7],
      ['genolists', 'go', 7],
      ['genolists', 'gene-names', 7, '"a"'],
      ['genolists', 'detail', 8],
      ['genolists', 'project', 7],
      ['genolists', 'mine'],
    ])
      await saveAnswer(1, key);
    await saveAnswer(2, ['genolists', 'detail', 7]);

    await forgetGenolist(1, 7);

    expect(await offlineDb().frames.get([1, 7])).toBeUndefined();
    expect(await offlineDb().frames.get([1, 8])).toBeDefined();
    expect(await offlineDb().frames.get([2, 7])).toBeDefined();
    expect(await savedKeys(1)).toEqual(
      expect.arrayContaining([
        ['genolists', 'detail', 8],
        ['genolists', 'project', 7],
        ['genolists', 'mine'],
      ]),
    );
    expect(await savedKeys(1)).toHaveLength(3);
    expect(await savedKeys(2)).toEqual([['genolists', 'detail', 7]]);
  });
});
