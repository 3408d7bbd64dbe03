import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenKeys {
  access: Uint8Array;
  refresh: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export function tokenKeys(
  jwtSecret: string,
  refreshSecret: string,
  accessTtl: number,
  refreshTtl: number,
): TokenKeys {
  const encode = (s: string) => new TextEncoder().encode(s);
  return {
    access: encode(jwtSecret),
    refresh: encode(refreshSecret),
    accessTtlSeconds: accessTtl,
    refreshTtlSeconds: refreshTtl,
  };
}

/** Access tokens name the user and the session they came from; refresh tokens name the session. */
export function signAccess(keys: TokenKeys, userId: number, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${keys.accessTtlSeconds}s`)
    .sign(keys.access);
}

export function signRefresh(keys: TokenKeys, userId: number, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId, typ: 'refresh' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${keys.refreshTtlSeconds}s`)
    .sign(keys.refresh);
}

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/** Null for anything not a valid, unexpired token of the expected kind. */
export async function verifyToken(
  keys: TokenKeys,
  kind: 'access' | 'refresh',
  token: string,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, kind === 'access' ? keys.access : keys.refresh, {
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    if (payload.typ !== kind || !Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
