import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartInfographic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links';

/** The Analytics page for a plan without the analytics flag: what it holds and where to get it. */
export function AnalyticsUpgrade() {
  const { t } = useTranslation('analytics');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} component="section" aria-label={t('upgrade.title')}>
      <Stack align="center" gap="sm" ta="center" maw="34rem" mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconChartInfographic size={28} stroke={1.6} aria-hidden />
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
