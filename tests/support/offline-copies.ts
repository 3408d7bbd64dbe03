import { newCopySecret } from '../../src/offline/copy-crypto';
import { unlockedKeys } from '../../src/offline/unlocked';

/**
 * Opens the offline copies of `userIds` for a test, as their sign-in would: each gets keys of its
 * own (src/offline/keyring.ts), without the password derivation the keyring tests go through.
 */
export async function unlockCopies(...userIds: number[]): Promise<void> {
  for (const userId of userIds) unlockedKeys.set(userId, (await newCopySecret()).keys);
}
