import {
  type CopyKeys,
  emailTag,
  newCopySecret,
  PBKDF2_ITERATIONS,
  passwordKey,
  randomBytes,
  unwrapCopyKeys,
  wrapSecret,
} from './copy-crypto';
import { type KeyringRecord, offlineDb, SEALED_TABLES } from './db';
import { unlockedKeys } from './unlocked';

/**
 * Where each user's copy key comes from and how long it lives on this browser.
 *
 * - A sign-in (online or not) derives a key from the password (PBKDF2, slow on purpose) and
 *   unwraps the copy's secret from the user's keyring; the first sign-in makes both.
 * - While signed in, the copy's keys (not extractable) are also kept in `sessionKeys`, so that a
 *   reload or a restart of the app opens the copy at once: being signed in means the copy is
 *   open, as the session's tokens in localStorage already let anyone at this browser in.
 * - Signing out deletes them: until the next sign-in the copy is bytes that only the password
 *   opens. A copy made without a password (a session of an earlier version carried over, whose
 *   password was never typed) has nothing that could reopen it, so it goes at sign-out.
 */

/** What a sign-in starts as soon as it is submitted: the slow derivation, run while the server answers. */
export interface PreparedPassword {
  email: string;
  /** The keyring this browser holds for the e-mail, if any, and the key the password gives for it. */
  derived: Promise<{ ring: KeyringRecord | undefined; key: CryptoKey; salt: Uint8Array<ArrayBuffer> }>;
  password: string;
}

async function keyringOfEmail(email: string): Promise<KeyringRecord | undefined> {
  for (const ring of await offlineDb().keyrings.toArray())
    if ((await emailTag(email, ring.emailSalt)) === ring.emailTag) return ring;
  return undefined;
}

export function preparePassword(email: string, password: string): PreparedPassword {
  const derived = keyringOfEmail(email).then(async (ring) => {
    const salt = ring?.salt ?? randomBytes(16);
    const key = await passwordKey(password, salt, ring?.iterations ?? PBKDF2_ITERATIONS);
    return { ring, key, salt };
  });
  // Awaited by whichever sign-in path is taken; a failure here is theirs to report.
  derived.catch(() => undefined);
  return { email, password, derived };
}

async function remember(userId: number, keys: CopyKeys, wrapped: boolean): Promise<void> {
  unlockedKeys.set(userId, keys);
  await offlineDb().sessionKeys.put({ userId, keys, wrapped });
}

/** Deletes the user's copy from this browser: records, outbox, keys, keyring. */
export async function removeCopy(userId: number): Promise<void> {
  unlockedKeys.delete(userId);
  const db = offlineDb();
  const tables = Object.keys(SEALED_TABLES).map((name) => db.table(name));
  await db.transaction('rw', [...tables, db.keyrings, db.sessionKeys], async () => {
    for (const table of tables) await table.where('userId').equals(userId).delete();
    await db.keyrings.delete(userId);
    await db.sessionKeys.delete(userId);
  });
}

async function newKeyring(userId: number, prepared: PreparedPassword): Promise<void> {
  const derived = await prepared.derived;
  // A derivation started for an existing keyring used its salt: a new keyring gets its own.
  const salt = derived.ring ? randomBytes(16) : derived.salt;
  const wrapping = derived.ring ? await passwordKey(prepared.password, salt, PBKDF2_ITERATIONS) : derived.key;
  const { secret, keys } = await newCopySecret();
  const emailSalt = randomBytes(16);
  await offlineDb().keyrings.put({
    userId,
    emailSalt,
    emailTag: await emailTag(prepared.email, emailSalt),
    salt,
    iterations: PBKDF2_ITERATIONS,
    wrapped: await wrapSecret(secret, wrapping),
  });
  secret.fill(0);
  await remember(userId, keys, true);
}

/**
 * An online sign-in (or sign-up): the server accepted the password for `userId`. Opens the
 * user's copy with it, or makes the copy's keyring. `replaced`: the copy here was locked with
 * another password (changed since); it cannot be opened and was removed.
 */
export async function unlockWithPassword(
  userId: number,
  prepared: PreparedPassword,
): Promise<'opened' | 'created' | 'replaced'> {
  const db = offlineDb();
  const [ring, derived] = await Promise.all([db.keyrings.get(userId), prepared.derived]);
  // The server now gives this e-mail to `userId`: a keyring of another account with it is stale.
  if (derived.ring && derived.ring.userId !== userId) await removeCopy(derived.ring.userId);
  if (ring) {
    const key =
      derived.ring?.userId === userId
        ? derived.key
        : await passwordKey(prepared.password, ring.salt, ring.iterations);
    const keys = await unwrapCopyKeys(ring.wrapped, key);
    if (keys) {
      const tag = await emailTag(prepared.email, ring.emailSalt);
      if (tag !== ring.emailTag) await db.keyrings.update(userId, { emailTag: tag });
      await remember(userId, keys, true);
      return 'opened';
    }
  }
  // No keyring, or one the password does not open: whatever is here under this user cannot be read.
  await removeCopy(userId);
  await newKeyring(userId, prepared);
  return ring ? 'replaced' : 'created';
}

export type OfflineUnlock =
  | { kind: 'opened'; userId: number }
  | { kind: 'no-copy' }
  | { kind: 'wrong-password' };

/** A sign-in with no server: the password checked against the keyring of the e-mail. */
export async function unlockOffline(prepared: PreparedPassword): Promise<OfflineUnlock> {
  const { ring, key } = await prepared.derived;
  if (!ring) return { kind: 'no-copy' };
  const keys = await unwrapCopyKeys(ring.wrapped, key);
  if (!keys) return { kind: 'wrong-password' };
  await remember(ring.userId, keys, true);
  return { kind: 'opened', userId: ring.userId };
}

/** The keys this session kept for the user (after a reload), or null: the copy is locked. */
export async function sessionKeysOf(userId: number): Promise<{ wrapped: boolean } | null> {
  const record = await offlineDb().sessionKeys.get(userId);
  if (!record) {
    unlockedKeys.delete(userId);
    return null;
  }
  unlockedKeys.set(userId, record.keys);
  return { wrapped: record.wrapped };
}

/**
 * The user's copy open for a session the password was not typed in (one carried over from an
 * earlier version, or made from tokens alone): the keys it kept, else new ones that live as
 * long as the session. A keyring without the session's keys means the copy is locked: only the
 * password opens it (`LockedCopyError` from the first read).
 */
export async function sessionKeysFor(userId: number): Promise<{ wrapped: boolean } | null> {
  const kept = await sessionKeysOf(userId);
  if (kept) return kept;
  if (await offlineDb().keyrings.get(userId)) return null;
  // Records under a key that is gone can never open again.
  await removeCopy(userId);
  const { secret, keys } = await newCopySecret();
  secret.fill(0);
  await remember(userId, keys, false);
  return { wrapped: false };
}

/**
 * Sign-out: the keys go, from the page and the session. A copy the password cannot reopen goes
 * with them, as does any copy when `remove` is asked. Keys another tab's sign-out already took
 * leave the copy as that sign-out left it.
 */
export async function lockCopy(userId: number, { remove = false } = {}): Promise<void> {
  const record = await offlineDb().sessionKeys.get(userId);
  unlockedKeys.delete(userId);
  if (remove || record?.wrapped === false) return removeCopy(userId);
  if (record) await offlineDb().sessionKeys.delete(userId);
}

/** Whether the user's copy stays (locked) at sign-out: its keys are wrapped by the password. */
export async function copyOutlivesSignOut(userId: number): Promise<boolean> {
  return (await offlineDb().sessionKeys.get(userId))?.wrapped ?? false;
}
