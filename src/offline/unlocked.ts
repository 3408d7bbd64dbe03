import type { CopyKeys } from './copy-crypto';

/**
 * The keys of the offline copies open in this page, by user id: what the sealed-records
 * middleware seals and opens records with. Normally one user's; none once signed out. Where they
 * come from and where they survive a reload is src/offline/keyring.ts.
 */
const unlocked = new Map<number, CopyKeys>();

export const unlockedKeys = {
  get: (userId: number): CopyKeys | undefined => unlocked.get(userId),
  set(userId: number, keys: CopyKeys): void {
    unlocked.set(userId, keys);
  },
  delete(userId: number): void {
    unlocked.delete(userId);
  },
};
