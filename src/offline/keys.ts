/** Query keys of what this browser holds: answered from IndexedDB and the storage manager, never persisted. */
export const offlineKeys = {
  all: ['offline'] as const,
  pins: (userId: number) => ['offline', 'pins', userId] as const,
  storage: ['offline', 'storage'] as const,
  /** Whether the user's copy stays, locked, at sign-out. */
  outlivesSignOut: (userId: number) => ['offline', 'outlives-sign-out', userId] as const,
};
