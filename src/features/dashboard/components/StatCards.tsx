import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChecks, IconFlask, IconFolder, IconGitCompare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { Dashboard } from '../../analytics';
import { TrendText } from './TrendText';

const CARDS = [
  { key: 'total_projects', icon: IconFolder, color: 'blue' },
  { key: 'samples_analysed', icon: IconFlask, color: 'teal' },
  { key: 'comparisons', icon: IconGitCompare, color: 'violet' },
  { key: 'completed_projects', icon: IconChecks, color: 'green' },
] as const;

/** The four figures at the top of the dashboard, each with its week-over-week trend. */
export function StatCards({ metrics }: { metrics: Dashboard['basic_metrics'] | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {CARDS.map(({ key, icon: Icon, color }) => {
        const metric = metrics?.[key];
        return (
          <Paper key={key} withBorder p="md" radius="md" aria-label={t(`stats.${key}`)} role="group">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" c="dimmed" fw={500}>
                {t(`stats.${key}`)}
              </Text>
              <ThemeIcon variant="light" color={color} radius="md" visibleFrom="xs">
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            </Group>
            {metric ? (
              <>
                <Text fz={28} fw={700} lh={1.3}>
                  {formatNumber(metric.value, i18n.language)}
                </Text>
                <TrendText trend={metric.trend} />
              </>
            ) : (
              <>
                <Skeleton h={30} w="50%" my={4} />
                <Skeleton h={12} w="70%" />
              </>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
