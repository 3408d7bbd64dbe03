import { Group, Progress, SimpleGrid, Text } from '@mantine/core';
import { IconCalendarPlus, IconDna, IconEye, IconListDetails, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { StatCard } from '../../../ui/StatCard';
import type { GenolistsStats as Stats } from '../genolists-list';

/** The five statistics of 'My gene lists', over every list the user may see. */
export function GenolistsStats({ stats, loading }: { stats: Stats | null; loading: boolean }) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  const number = (value: number | undefined) => formatNumber(value, language);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
      <StatCard
        icon={IconListDetails}
        label={t('stats.total')}
        value={number(stats?.total)}
        hint={t('stats.totalHint')}
        loading={loading}
      />
      <StatCard
        icon={IconDna}
        color="grape"
        label={t('stats.genes')}
        value={number(stats?.genes)}
        hint={t('stats.genesHint')}
        loading={loading}
      />
      <StatCard
        icon={IconEye}
        color="cyan"
        label={t('stats.views')}
        value={number(stats?.views)}
        hint={t('stats.viewsHint')}
        loading={loading}
      />
      <StatCard
        icon={IconCalendarPlus}
        color="teal"
        label={t('stats.recent')}
        value={number(stats?.recent)}
        hint={t('stats.recentHint')}
        loading={loading}
      />
      <StatCard
        icon={IconWorld}
        color="indigo"
        label={t('stats.visibility')}
        value={`${number(stats?.public)} / ${number(stats?.private)}`}
        loading={loading}
        hint={
          stats && (
            <>
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text span size="xs" c="dimmed">
                  {t('stats.publicShare', { percent: formatPercent(stats.publicPercent ?? 0, language, 0) })}
                </Text>
              </Group>
              <Progress
                value={stats.publicPercent ?? 0}
                size="sm"
                mt={6}
                color="indigo"
                aria-label={t('stats.publicShareLabel')}
              />
            </>
          )
        }
      />
    </SimpleGrid>
  );
}
