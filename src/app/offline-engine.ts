import { offlineSession } from '../offline/session';
import { registerOfflineFeatures } from './offline-registrations';

// What the features add to the offline engine is registered before anything opens the store:
// this module is the only way the app reaches the store's session.
registerOfflineFeatures();

export { offlineSession };
