import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a personal access token: `gnp_` and 32 random bytes in base64url (256 bits, so
 * it cannot be guessed and a fast unsalted hash is enough to store it). The prefix tells it apart
 * from a session's JWT in the Authorization header, and from other services' tokens in a script.
 */

const PREFIX = 'gnp_';
/** How much of the secret the owner sees again in the list, to tell tokens apart. */
const SHOWN_CHARACTERS = PREFIX.length + 6;

export function isApiTokenSecret(token: string): boolean {
  return token.startsWith(PREFIX);
}

export function newSecret(): { secret: string; hash: string; prefix: string } {
  const secret = PREFIX + randomBytes(32).toString('base64url');
  return { secret, hash: secretHash(secret), prefix: secret.slice(0, SHOWN_CHARACTERS) };
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
