import { packFramesOfVersion3 } from '../features/genolists/frame-mirror';
import { FRAME_QUERIES, genolistOfflineCopy } from '../features/genolists/offline-copy';
import { genolistOutboxHandlers } from '../features/genolists/outbox-handlers';
import { warmLastOpenedFrame } from '../features/genolists/warm-last-opened';
import { projectOfflineCopy } from '../features/projects/offline-copy';
import { projectFavoriteHandler, projectVisibilityHandler } from '../features/projects/outbox-handlers';
import { registerRecordUpgrade } from '../offline/db';
import { registerOfflineCopy } from '../offline/download';
import { registerOutboxHandler } from '../offline/outbox-handlers';
import { keepOutOfQueryMirror } from '../offline/persist';
import { onCopyOpened } from '../offline/session';

/**
 * What each feature adds to the offline engine (src/offline/README.md), registered once at the
 * app's start, before anything opens the offline store: the engine itself names no feature.
 */
export function registerOfflineFeatures(): void {
  registerRecordUpgrade(packFramesOfVersion3);
  keepOutOfQueryMirror(FRAME_QUERIES);
  registerOfflineCopy(projectOfflineCopy);
  registerOfflineCopy(genolistOfflineCopy);
  registerOutboxHandler(projectFavoriteHandler);
  registerOutboxHandler(projectVisibilityHandler);
  registerOutboxHandler(genolistOutboxHandlers.favorite);
  registerOutboxHandler(genolistOutboxHandlers.visibility);
  registerOutboxHandler(genolistOutboxHandlers.views);
  // With no network, the last genolist opened is ready before it is clicked.
  onCopyOpened(warmLastOpenedFrame);
}
