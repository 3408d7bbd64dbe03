import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsJoin, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links';

/** Genolists of several projects on a plan without the feature: what it needs and where to get it. */
export function CompareUpgrade() {
  const { t } = useTranslation('compare');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} component="section" aria-label={t('upgrade.title')}>
      <Stack align="center" gap="sm" ta="center" maw="34rem" mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconArrowsJoin size={28} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {t('upgrade.title')}
        </Title>
        <Text c="dimmed">{t('upgrade.message')}</Text>
        <ButtonLink to="/subscription" search={{ tab: 'plans' }}>
          {t('upgrade.action')}
        </ButtonLink>
      </Stack>
    </Paper>
  );
}

/** No network and no answer saved on this device: the comparison is computed by the server. */
export function CompareOffline() {
  const { t } = useTranslation('compare');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} role="status">
      <Stack align="center" gap="sm" ta="center" maw="34rem" mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconWifiOff size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {t('offline.title')}
        </Title>
        <Text c="dimmed">{t('offline.message')}</Text>
      </Stack>
    </Paper>
  );
}
