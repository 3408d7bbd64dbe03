import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client';
import { AuthProvider } from '../features/auth/AuthProvider';
import { lazyOfflineSession } from './lazy-offline-session';
import { cssVariablesResolver, theme } from './theme';

/**
 * Toasts: one at a time, closing after 5 s. No static class names
 * (`mantine-Button-root`): nothing styles or finds elements by them, and each element of a
 * screen was given them, made anew at every render.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withStaticClasses={false}
    >
      <Notifications position="top-right" autoClose={5000} limit={1} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider offline={lazyOfflineSession}>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
