import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useAuth } from '../auth';
import { useUserSettings } from './settings-store';

/**
 * Puts the signed-in user's colour scheme on the page, and again when they change it (here or in
 * another tab). Mantine remembers the last one on this browser, so the sign-in screen opens in
 * the scheme last used.
 */
export function useSyncColorScheme() {
  const { user } = useAuth();
  const { colorScheme } = useUserSettings(user?.id ?? null);
  const { colorScheme: shown, setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (user && shown !== colorScheme) setColorScheme(colorScheme);
  }, [user, shown, colorScheme, setColorScheme]);
}
