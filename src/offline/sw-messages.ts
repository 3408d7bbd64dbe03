/**
 * What the service worker (src/offline/sw.ts) and the open windows say to each other. Kept apart
 * so the worker's bundle holds these names and nothing of the app.
 */

/** Background Sync tag registered whenever a change waits in the outbox. */
export const OUTBOX_SYNC_TAG = 'genoapp-outbox';

/** Posted by the worker to every open window when the browser says the outbox may be sent. */
export const REPLAY_OUTBOX = 'genoapp:replay-outbox';
