import { Center, Loader } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/AuthProvider';
import { SignInScreen } from '../features/auth/SignInScreen';
import { UpdateNotice } from '../offline/components/UpdateNotice';
import { router } from './router';

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

  if (status === 'loading') {
    return (
      <Center h="100dvh" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  if (status === 'anonymous') return <SignInScreen />;
  return <RouterProvider router={router} />;
}
