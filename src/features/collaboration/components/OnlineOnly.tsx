import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../offline/hooks';

interface OnlineOnlyProps {
  children: ReactNode;
  /** 1 when the panel stands for the whole screen (a team's page), so the page keeps a main heading. */
  headingOrder?: 1 | 2;
}

/**
 * Team management happens on the server: with no network the screen says so plainly instead of
 * showing stale teams whose buttons would all fail, and comes back by itself with the network.
 */
export function OnlineOnly({ children, headingOrder = 2 }: OnlineOnlyProps) {
  const online = useOnline();
  return online ? children : <OfflineNotice headingOrder={headingOrder} />;
}

/** The panel that says so. */
export function OfflineNotice({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  const { t } = useTranslation('collaboration');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} role="status">
      <Stack align="center" gap="sm" ta="center" maw="34rem" mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconWifiOff size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={headingOrder} fz="h4">
          {t('offline.title')}
        </Title>
        <Text c="dimmed">{t('offline.message')}</Text>
      </Stack>
    </Paper>
  );
}
