import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { frameOfColumns } from '../../../../../src/features/genolists/gene-frame';
import {
  type LocalCounts,
  type LocalResultOrigin,
  listLocalResults,
  readLocalCounts,
  readLocalFrame,
  readLocalResult,
  removeLocalResult,
  saveLocalResult,
  setLocalGo,
} from '../../../../../src/features/genolists/local/local-results-store';
import { removeCopy } from '../../../../../src/offline/keyring';
import { LockedCopyError } from '../../../../../src/offline/sealed-records';
import { localCounts } from '../../../../support/local-counts';
import { unlockCopies } from '../../../../support/offline-copies';

/**
 * Results opened from a user's own files, over fake-indexeddb: kept under that user, sealed,
 * listed newest first, their frame read back as it was saved, removed with their frame, and
 * gone with the user's copy.
 */

const { DB_NAME, offlineDb } = await import('../../../../../src/offline/db');
const ADA = 7;
const BOB = 8;
await unlockCopies(ADA, BOB);

const ORIGIN: LocalResultOrigin = { kind: 'table', file: 'res.csv', dialect: 'DESeq2', padjComputed: false };

function frame() {
  return frameOfColumns(0, {
    geneId: ['ENSG00000163631', 'ENSG00000110245'],
    symbol: ['ALB', null],
    expression: Float64Array.of(1200, 35),
    expressionKind: 'base_mean',
    log2fc: Float64Array.of(6.4, Number.NaN),
    pvalue: Float64Array.of(1e-31, 0.5),
    padj: Float64Array.of(1e-29, 0.7),
  });
}

afterEach(async () => {
  const db = offlineDb();
  await Promise.all([db.localResults.clear(), db.localFrames.clear(), db.localCounts.clear()]);
  await unlockCopies(ADA, BOB);
});

function counts(): LocalCounts {
  return localCounts({
    samples: ['L1', 'K1'],
    geneIds: ['ENSG00000163631', 'ENSG00000110245'],
    symbols: ['ALB', null],
    values: Float64Array.of(1200, 900, 35, 40),
    factors: [{ name: 'tissue', values: ['Liver', 'Kidney'], levels: ['Liver', 'Kidney'], numeric: false }],
  });
}

describe('results on this device', () => {
  it('keeps a result under its user, sealed, and reads its genes back as saved', async () => {
    const saved = await saveLocalResult(ADA, { name: 'Liver vs Kidney', origin: ORIGIN, frame: frame() });
    expect(saved).toMatchObject({ userId: ADA, name: 'Liver vs Kidney', geneCount: 2, origin: ORIGIN });
    expect(saved.localId).toBeGreaterThan(0);
    expect(await readLocalResult(ADA, saved.localId)).toEqual(saved);
    const read = await readLocalFrame(ADA, saved.localId);
    expect(read?.genolistId).toBe(-saved.localId);
    expect(read?.geneId).toEqual(['ENSG00000163631', 'ENSG00000110245']);
    expect(read?.symbol).toEqual(['ALB', null]);
    expect([...(read?.log2fc ?? [])]).toEqual([6.4, Number.NaN]);
    expect(read?.searchKey).toEqual(['alb\tensg00000163631', '\tensg00000110245']);
    // On disk: only the keys in clear; the name, the origin and the genes sealed.
    const raw = new Dexie(DB_NAME);
    await raw.open();
    for (const table of ['localResults', 'localFrames']) {
      const [stored] = await raw.table(table).toArray();
      expect(Object.keys(stored).sort()).toEqual(['localId', 'sealed', 'userId']);
      expect(JSON.stringify(stored)).not.toContain('Liver');
    }
    raw.close();
  });

  it("keeps the file's extra columns with the genes, sealed, and counts their bytes", async () => {
    const lfcSE = Float64Array.of(0.21, 0.18);
    const plain = await saveLocalResult(ADA, { name: 'plain', origin: ORIGIN, frame: frame() });
    const saved = await saveLocalResult(ADA, {
      name: 'with extras',
      origin: ORIGIN,
      frame: {
        ...frame(),
        extras: [
          { name: 'lfcSE', kind: 'number', values: lfcSE },
          { name: 'chromosome', kind: 'text', values: ['chr4', null] },
        ],
      },
    });
    const read = await readLocalFrame(ADA, saved.localId);
    expect(read?.extras).toEqual([
      { name: 'lfcSE', kind: 'number', values: lfcSE },
      { name: 'chromosome', kind: 'text', values: ['chr4', null] },
    ]);
    expect(saved.bytes - plain.bytes).toBe(lfcSE.byteLength + 2 * 'chr4'.length);
    expect((await readLocalFrame(ADA, plain.localId))?.extras).toBeUndefined();
  });

  it('keeps a GO table added to a result, sealed, replaced by the next one, only for its user', async () => {
    const saved = await saveLocalResult(ADA, { name: 'Liver vs Kidney', origin: ORIGIN, frame: frame() });
    const term = {
      go_id: 'GO:0006953',
      term: 'acute-phase response',
      ontology: 'BP' as const,
      count: 2,
      term_size: 40,
      pvalue: 1e-6,
      padj: 1e-4,
      genes: ['ALB', 'APOA1'],
    };
    const first = await setLocalGo(ADA, saved.localId, { file: 'go.tsv', terms: [term] });
    expect(await readLocalResult(ADA, saved.localId)).toEqual(first);
    expect(first.go?.terms).toEqual([term]);
    await setLocalGo(ADA, saved.localId, { file: 'enrichGO.csv', terms: [] });
    expect((await readLocalResult(ADA, saved.localId))?.go).toEqual({ file: 'enrichGO.csv', terms: [] });
    await expect(setLocalGo(BOB, saved.localId, { file: 'go.tsv', terms: [term] })).rejects.toThrow(
      'no longer on this device',
    );
    const raw = new Dexie(DB_NAME);
    await raw.open();
    expect(JSON.stringify(await raw.table('localResults').toArray())).not.toContain('acute-phase');
    raw.close();
  });

  it('keeps the counts given with a result, sealed, and removes them with it', async () => {
    const kept = counts();
    const saved = await saveLocalResult(ADA, {
      name: 'Liver vs Kidney',
      origin: ORIGIN,
      frame: frame(),
      counts: kept,
    });
    expect(saved.withCounts).toBe(true);
    const read = await readLocalCounts(ADA, saved.localId);
    expect(read).toEqual(kept);
    expect(read?.analysis.expression).toBeInstanceOf(Float32Array);
    expect(await readLocalCounts(BOB, saved.localId)).toBeUndefined();
    const raw = new Dexie(DB_NAME);
    await raw.open();
    const [stored] = await raw.table('localCounts').toArray();
    expect(Object.keys(stored).sort()).toEqual(['localId', 'sealed', 'userId']);
    raw.close();
    await removeLocalResult(ADA, saved.localId);
    expect(await readLocalCounts(ADA, saved.localId)).toBeUndefined();
    const without = await saveLocalResult(ADA, { name: 'table', origin: ORIGIN, frame: frame() });
    expect(without.withCounts).toBeUndefined();
    expect(await readLocalCounts(ADA, without.localId)).toBeUndefined();
  });

  it('shows each user only their own, newest first', async () => {
    const first = await saveLocalResult(ADA, { name: 'first', origin: ORIGIN, frame: frame() });
    const second = await saveLocalResult(ADA, { name: 'second', origin: ORIGIN, frame: frame() });
    await saveLocalResult(BOB, { name: "Bob's", origin: ORIGIN, frame: frame() });
    expect(second.localId).not.toBe(first.localId);
    expect((await listLocalResults(ADA)).map((result) => result.name)).toEqual(['second', 'first']);
    expect((await listLocalResults(BOB)).map((result) => result.name)).toEqual(["Bob's"]);
    expect(await readLocalResult(BOB, first.localId)).toBeUndefined();
    expect(await readLocalFrame(BOB, first.localId)).toBeUndefined();
  });

  it('removes a result with its genes, and leaves the others', async () => {
    const kept = await saveLocalResult(ADA, { name: 'kept', origin: ORIGIN, frame: frame() });
    const removed = await saveLocalResult(ADA, { name: 'removed', origin: ORIGIN, frame: frame() });
    await removeLocalResult(ADA, removed.localId);
    expect((await listLocalResults(ADA)).map((result) => result.name)).toEqual(['kept']);
    expect(await readLocalFrame(ADA, removed.localId)).toBeUndefined();
    expect(await readLocalFrame(ADA, kept.localId)).toBeDefined();
  });

  it('cannot be read or written while the user is signed out, and goes with their copy', async () => {
    const saved = await saveLocalResult(ADA, { name: 'mine', origin: ORIGIN, frame: frame() });
    await removeCopy(ADA);
    await expect(listLocalResults(ADA)).resolves.toEqual([]);
    expect(await offlineDb().localFrames.count()).toBe(0);
    await expect(
      saveLocalResult(ADA, { name: 'again', origin: ORIGIN, frame: frame() }),
    ).rejects.toBeInstanceOf(LockedCopyError);
    expect(saved.localId).toBeGreaterThan(0);
  });
});
