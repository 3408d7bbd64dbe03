import { SimpleGrid } from '@mantine/core';
import { IconChecks, IconFlask, IconFolder, IconGitCompare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { StatCard } from '../../../ui/StatCard';
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
      {CARDS.map(({ key, icon, color }) => {
        const metric = metrics?.[key];
        return (
          <StatCard
            key={key}
            label={t(`stats.${key}`)}
            value={metric ? formatNumber(metric.value, i18n.language) : ''}
            hint={metric && <TrendText trend={metric.trend} />}
            icon={icon}
            color={color}
            loading={!metric}
          />
        );
      })}
    </SimpleGrid>
  );
}
