import type { OfflineSession, PreparedSignIn } from '../features/auth/session';

type Engine = typeof import('./offline-engine');

let engine: Promise<Engine> | undefined;
let loaded: Engine | undefined;
function loadEngine(): Promise<Engine> {
  engine ??= import('./offline-engine').then((module) => {
    loaded = module;
    return module;
  });
  return engine;
}

/** A password whose derivation for the offline copy has started (the engine's prepared form). */
interface Started extends PreparedSignIn {
  started: Promise<PreparedSignIn>;
}

const session = async () => (await loadEngine()).startOfflineEngine();
const prepared = (signIn: PreparedSignIn) => ('started' in signIn ? (signIn as Started).started : signIn);

/**
 * The offline engine (the store, its encryption, the outbox and what features register) is a
 * chunk of its own, loaded at the first call: the sign-in screen shows without it. A sign-in
 * starts loading it while the server checks the password, and the copy opens before the
 * screens show, as before.
 */
export const lazyOfflineSession: OfflineSession & { close(): void } = {
  prepare(email, password) {
    const started = session().then((offline) => offline.prepare(email, password));
    // The caller handles failures where it awaits unlock or signInOffline.
    started.catch(() => undefined);
    return { email, password, started } satisfies Started;
  },
  unlock: async (userId, signIn) => (await session()).unlock(userId, await prepared(signIn)),
  signInOffline: async (signIn) => (await session()).signInOffline(await prepared(signIn)),
  open: async (user) => (await session()).open(user),
  savedUser: async (userId) => (await session()).savedUser(userId),
  reconnected: () => void session().then((offline) => offline.reconnected()),
  end: async (userId, options) => (await session()).end(userId, options),
  /** Nothing is open before the engine is loaded: nothing to close. */
  close: () => loaded?.startOfflineEngine().close(),
};
