import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/** What the app shell knows about itself, for the header's buttons. */
export interface PwaState {
  /** A new version is installed and waits for the user's "Reload". */
  updateWaiting: boolean;
  /** The browser offered to install the app (Chromium's `beforeinstallprompt`). */
  canInstall: boolean;
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let state: PwaState = { updateWaiting: false, canInstall: false };
let workbox: Workbox | null = null;
let installPrompt: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function pwaState(): PwaState {
  return state;
}

/**
 * Registers the service worker vite-plugin-pwa generates (built app only). A new version is
 * never activated on its own: it waits until the user chooses to reload.
 */
/** The service worker's state, for a component: kept apart from the offline store's hooks, so the
 * update notice shown before sign-in does not load the store. */
export function usePwa(): PwaState {
  return useSyncExternalStore(subscribePwa, pwaState);
}

export function registerPwa(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away: the header's button offers installation instead.
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    set({ canInstall: false });
  });
  if (!('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => set({ updateWaiting: true }));
  void workbox.register();
}

/** The user chose "Reload": the waiting version takes over, then the page loads with it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export async function promptInstall(): Promise<void> {
  const prompt = installPrompt;
  if (!prompt) return;
  await prompt.prompt();
  await prompt.userChoice;
  installPrompt = null;
  set({ canInstall: false });
}
