import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/AuthProvider';
import { SignInScreen } from '../features/auth/SignInScreen';
import { whenIdle } from '../lib/when-idle';
import { UpdateNotice } from '../offline/components/UpdateNotice';
import { loadTranslations } from './i18n-init';
import { FRAME_NAMESPACES } from './screen-texts';

/**
 * The signed-in app and its frame's translations, loaded together: the sign-in screen needs
 * neither, and the frame never shows a key in place of its text (each screen's route waits for
 * its own). Offline, both come from the service worker's precache.
 */
let signedIn: Promise<{ default: () => React.JSX.Element }> | undefined;
function loadSignedInApp() {
  signedIn ??= Promise.all([import('./SignedInApp'), loadTranslations(FRAME_NAMESPACES)]).then(
    ([module]) => ({ default: module.SignedInApp }),
    (error: unknown) => {
      // A failed download (no network, no service worker yet) is tried again next time.
      signedIn = undefined;
      throw error;
    },
  );
  return signedIn;
}
const SignedInApp = lazy(loadSignedInApp);

export function App() {
  return (
    <>
      <Screen />
      <UpdateNotice />
    </>
  );
}

function Screen() {
  const { status } = useAuth();
  const { t } = useTranslation();

  // Whoever signs in goes on to the app: its chunks are fetched while they type, or while the
  // session is checked.
  useEffect(() => {
    if (status === 'anonymous') return whenIdle(() => void loadSignedInApp());
    void loadSignedInApp();
  }, [status]);

  const loading = (
    <Center h="100dvh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
  if (status === 'loading') return loading;
  if (status === 'anonymous') return <SignInScreen />;
  return (
    <Suspense fallback={loading}>
      <SignedInApp />
    </Suspense>
  );
}
