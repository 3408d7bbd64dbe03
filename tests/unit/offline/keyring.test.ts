import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_NAME, offlineDb } from '../../../src/offline/db';
import {
  lockCopy,
  preparePassword,
  removeCopy,
  sessionKeysFor,
  sessionKeysOf,
  unlockOffline,
  unlockWithPassword,
} from '../../../src/offline/keyring';
import { LockedCopyError } from '../../../src/offline/sealed-records';
import { unlockedKeys } from '../../../src/offline/unlocked';

/**
 * The copy's keys over fake-indexeddb and Node's WebCrypto, as the sign-in flows use them. Each
 * derivation is the real PBKDF2 (600,000 rounds): the tests take a few seconds on purpose.
 */
const ALICE = { id: 1, email: 'Alice@Lab.example', password: 'correct horse battery' };
const BOB = { id: 2, email: 'bob@lab.example', password: 'another long password' };

async function saveProfile(userId: number, email: string) {
  await offlineDb().profiles.put({ userId, savedAt: 1, user: { id: userId, email } });
}

afterEach(async () => {
  for (const user of [ALICE, BOB]) await removeCopy(user.id);
});

describe('the keyring of a user’s copy', { timeout: 60_000 }, () => {
  it('is made at the first sign-in and opens again with the password, with or without a server', async () => {
    expect(await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, ALICE.password))).toBe('created');
    await saveProfile(ALICE.id, ALICE.email);
    await lockCopy(ALICE.id);
    expect(unlockedKeys.get(ALICE.id)).toBeUndefined();
    expect(await sessionKeysOf(ALICE.id)).toBeNull();
    await expect(offlineDb().profiles.get(ALICE.id)).rejects.toBeInstanceOf(LockedCopyError);

    // Offline: the e-mail as typed (case and spaces aside) finds the keyring, the password opens it.
    expect(await unlockOffline(preparePassword(' alice@lab.EXAMPLE ', 'wrong password'))).toEqual({
      kind: 'wrong-password',
    });
    expect(unlockedKeys.get(ALICE.id)).toBeUndefined();
    expect(await unlockOffline(preparePassword('nobody@lab.example', ALICE.password))).toEqual({
      kind: 'no-copy',
    });
    expect(await unlockOffline(preparePassword(' alice@lab.EXAMPLE ', ALICE.password))).toEqual({
      kind: 'opened',
      userId: ALICE.id,
    });
    expect((await offlineDb().profiles.get(ALICE.id))?.user).toEqual({ id: ALICE.id, email: ALICE.email });
    // A reload of the page keeps the copy open: the session kept its keys.
    unlockedKeys.delete(ALICE.id);
    expect(await sessionKeysOf(ALICE.id)).toEqual({ wrapped: true });
    expect((await offlineDb().profiles.get(ALICE.id))?.user).toEqual({ id: ALICE.id, email: ALICE.email });

    // Online again, the same password opens the same copy.
    await lockCopy(ALICE.id);
    expect(await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, ALICE.password))).toBe('opened');
    expect((await offlineDb().profiles.get(ALICE.id))?.user).toEqual({ id: ALICE.id, email: ALICE.email });
  });

  it('keeps neither the e-mail nor anything that opens the copy without the password', async () => {
    await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, ALICE.password));
    await lockCopy(ALICE.id);
    const raw = new Dexie(DB_NAME);
    await raw.open();
    const ring = await raw.table('keyrings').get(ALICE.id);
    const sessions = await raw.table('sessionKeys').toArray();
    raw.close();
    expect(JSON.stringify(ring).toLowerCase()).not.toContain('alice');
    expect(ring.iterations).toBe(600_000);
    expect(sessions).toEqual([]);
  });

  it('is another user’s to open: Bob signed in reads none of Alice’s records', async () => {
    await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, ALICE.password));
    await saveProfile(ALICE.id, ALICE.email);
    await lockCopy(ALICE.id);
    await unlockWithPassword(BOB.id, preparePassword(BOB.email, BOB.password));
    await saveProfile(BOB.id, BOB.email);
    await expect(offlineDb().profiles.get(ALICE.id)).rejects.toBeInstanceOf(LockedCopyError);
    // Bob's password is not Alice's, whatever e-mail it is tried with.
    expect(await unlockOffline(preparePassword(ALICE.email, BOB.password))).toEqual({
      kind: 'wrong-password',
    });
    expect((await offlineDb().profiles.get(BOB.id))?.user).toEqual({ id: BOB.id, email: BOB.email });
  });

  it('replaces a copy locked with a password the server no longer takes', async () => {
    await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, ALICE.password));
    await saveProfile(ALICE.id, ALICE.email);
    await lockCopy(ALICE.id);
    expect(await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, 'a new password 2'))).toBe(
      'replaced',
    );
    expect(await offlineDb().profiles.where('userId').equals(ALICE.id).count()).toBe(0);
    await lockCopy(ALICE.id);
    expect(await unlockOffline(preparePassword(ALICE.email, ALICE.password))).toEqual({
      kind: 'wrong-password',
    });
    expect((await unlockOffline(preparePassword(ALICE.email, 'a new password 2'))).kind).toBe('opened');
  });

  it('lets a session opened without the password keep its copy until sign-out, not after', async () => {
    expect(await sessionKeysFor(BOB.id)).toEqual({ wrapped: false });
    await saveProfile(BOB.id, BOB.email);
    unlockedKeys.delete(BOB.id);
    expect(await sessionKeysFor(BOB.id)).toEqual({ wrapped: false });
    expect(await offlineDb().profiles.where('userId').equals(BOB.id).count()).toBe(1);
    await lockCopy(BOB.id);
    expect(await offlineDb().profiles.where('userId').equals(BOB.id).count()).toBe(0);
  });

  it('stays locked for a session without the password when a keyring exists', async () => {
    await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, ALICE.password));
    await saveProfile(ALICE.id, ALICE.email);
    await lockCopy(ALICE.id);
    expect(await sessionKeysFor(ALICE.id)).toBeNull();
    expect(await offlineDb().profiles.where('userId').equals(ALICE.id).count()).toBe(1);
  });

  it('goes whole when the user asks, keyring included', async () => {
    await unlockWithPassword(ALICE.id, preparePassword(ALICE.email, ALICE.password));
    await saveProfile(ALICE.id, ALICE.email);
    await lockCopy(ALICE.id, { remove: true });
    expect(await offlineDb().profiles.count()).toBe(0);
    expect(await offlineDb().keyrings.count()).toBe(0);
    expect(await unlockOffline(preparePassword(ALICE.email, ALICE.password))).toEqual({ kind: 'no-copy' });
  });
});
