import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { findUserByEmail, insertUser } from './service';

export const DEFAULT_ADMIN_EMAIL = 'admin@genoapp.local';

/**
 * Makes sure an administrator can sign in on a fresh install. With ADMIN_EMAIL the account is
 * created if missing; with no administrator at all one is created. A generated password is
 * returned so that `main.ts` prints it once; it is never stored in clear.
 */
export async function ensureAdmin(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ email: string; generatedPassword?: string } | null> {
  if (config.adminEmail) {
    if (await findUserByEmail(db, config.adminEmail)) return null;
  } else {
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.is_superuser, true), eq(users.is_staff, true)))
      .limit(1);
    if (admin) return null;
  }
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await insertUser(db, {
    email,
    first_name: 'GenoApp',
    last_name: 'Administrator',
    password_hash: await hashPassword(password),
    is_staff: true,
    is_superuser: true,
  });
  return { email, generatedPassword: config.adminPassword ? undefined : password };
}
