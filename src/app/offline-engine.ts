import { offlineSession } from '../offline/session';
import { registerOfflineFeatures } from './offline-registrations';

let registered = false;

/**
 * The offline engine's session, once what the features add to it is registered (before anything
 * opens the store). A function, not a top-level call: the bundler keeps it with its caller, where
 * a statement in a module whose exports are only re-exported could be dropped.
 */
export function startOfflineEngine(): typeof offlineSession {
  if (!registered) {
    registerOfflineFeatures();
    registered = true;
  }
  return offlineSession;
}
