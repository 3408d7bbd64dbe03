import { normaliseEmail } from '../../genomics/accounts';

/**
 * The keys of a user's offline copy, all WebCrypto, none of them extractable once made:
 *
 * - a random 256-bit secret per user and browser, the copy's master key;
 * - from it (HKDF-SHA-256), an AES-256-GCM key that seals the records and an HMAC-SHA-256 key
 *   that turns the text in their keys (query hashes, which may hold a search) into blind ones;
 * - the secret itself is stored only encrypted (AES-GCM) under a key derived from the user's
 *   password with PBKDF2-SHA-256, `PBKDF2_ITERATIONS` rounds and a random salt: that is what a
 *   sign-in with no network checks the password against.
 *
 * A wrong password fails AES-GCM's authentication when the secret is unwrapped: `unwrapCopyKeys`
 * answers null, and nothing else tells a right password from a wrong one.
 */

/** OWASP's figure for PBKDF2-HMAC-SHA-256 (2023); ≈ 0.3 s in Chromium on the 2-core test machine. */
export const PBKDF2_ITERATIONS = 600_000;

export interface CopyKeys {
  /** AES-256-GCM: seals and opens records. */
  records: CryptoKey;
  /** HMAC-SHA-256: blind index of the text in records' keys. */
  index: CryptoKey;
}

/** AES-GCM output: the IV it was made with and the ciphertext with its 16-byte tag. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const encoder = new TextEncoder();
const subtle = () => globalThis.crypto.subtle;

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** Whether this browser can keep an encrypted copy (WebCrypto exists only in secure contexts). */
export function canEncrypt(): boolean {
  return typeof globalThis.crypto?.subtle?.encrypt === 'function';
}

async function keysFromMaster(master: CryptoKey): Promise<CopyKeys> {
  const hkdf = (info: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: new Uint8Array(32),
    info: encoder.encode(info),
  });
  const [records, index] = await Promise.all([
    subtle().deriveKey(hkdf('genoapp offline records'), master, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]),
    subtle().deriveKey(
      hkdf('genoapp offline index'),
      master,
      { name: 'HMAC', hash: 'SHA-256', length: 256 },
      false,
      ['sign'],
    ),
  ]);
  return { records, index };
}

/** A new copy: its secret (to be wrapped, then dropped) and the keys it gives. */
export async function newCopySecret(): Promise<{ secret: Uint8Array<ArrayBuffer>; keys: CopyKeys }> {
  const secret = randomBytes(32);
  const master = await subtle().importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return { secret, keys: await keysFromMaster(master) };
}

/** The key that wraps the copy's secret, from the password (slow on purpose). */
export async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await subtle().importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'unwrapKey'],
  );
}

const WRAP_AAD = encoder.encode('genoapp offline copy secret');

export async function wrapSecret(secret: Uint8Array<ArrayBuffer>, wrapping: CryptoKey): Promise<Sealed> {
  const iv = randomBytes(12);
  const data = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: WRAP_AAD }, wrapping, secret);
  return { iv, data };
}

/** The copy's keys, or null when `wrapping` is not the key the secret was wrapped with (wrong password). */
export async function unwrapCopyKeys(wrapped: Sealed, wrapping: CryptoKey): Promise<CopyKeys | null> {
  let master: CryptoKey;
  try {
    master = await subtle().unwrapKey(
      'raw',
      wrapped.data,
      wrapping,
      { name: 'AES-GCM', iv: wrapped.iv, additionalData: WRAP_AAD },
      'HKDF',
      false,
      ['deriveKey'],
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'OperationError') return null;
    throw error;
  }
  return keysFromMaster(master);
}

export async function sealBytes(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<Sealed> {
  const iv = randomBytes(12);
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(aad) },
    key,
    plain,
  );
  return { iv, data };
}

/** The plain bytes, or null when they do not open under `key` with `aad` (another key, altered bytes). */
export async function openBytes(key: CryptoKey, sealed: Sealed, aad: string): Promise<Uint8Array | null> {
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: encoder.encode(aad) },
      key,
      sealed.data,
    );
    return new Uint8Array(plain);
  } catch (error) {
    if (error instanceof Error && error.name === 'OperationError') return null;
    throw error;
  }
}

function base64url(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Blind indexes start with this; a query hash (JSON) never does. */
export const BLIND_PREFIX = '#';

/** The same text always gives the same blind index under the same key, and nothing about the text. */
export async function blindIndex(key: CryptoKey, text: string): Promise<string> {
  return BLIND_PREFIX + base64url(await subtle().sign('HMAC', key, encoder.encode(text)));
}

/**
 * What a keyring stores instead of the e-mail: a salted SHA-256, enough to find the keyring of
 * the e-mail typed at an offline sign-in, not to list whose copies this browser holds.
 */
export async function emailTag(email: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const text = encoder.encode(normaliseEmail(email));
  const salted = new Uint8Array(salt.byteLength + text.byteLength);
  salted.set(salt);
  salted.set(text, salt.byteLength);
  return base64url(await subtle().digest('SHA-256', salted));
}
