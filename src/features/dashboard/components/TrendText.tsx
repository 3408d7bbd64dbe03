import { Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import type { Trend } from '../../analytics';

/**
 * A metric's week-over-week change: the percentage against the week before, or the count added
 * this week when the week before added none; nothing to compare (both weeks empty) says so, not '0 %'.
 */
export function TrendText({ trend }: { trend: Trend | null }) {
  const { t, i18n } = useTranslation('dashboard');
  if (!trend)
    return (
      <Text size="xs" c="dimmed">
        {t('stats.noTrend')}
      </Text>
    );
  const change = trend.last_7_days - trend.previous_7_days;
  const Icon = change > 0 ? IconArrowUpRight : change < 0 ? IconArrowDownRight : IconArrowRight;
  const color = change > 0 ? 'teal' : change < 0 ? 'red' : 'dimmed';
  return (
    <Text size="xs" c="dimmed">
      <Text span c={color} fw={500} size="xs">
        <Icon size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {trend.percent === null
          ? t('stats.added', {
              count: trend.last_7_days,
              value: formatNumber(trend.last_7_days, i18n.language),
            })
          : `${trend.percent > 0 ? '+' : ''}${formatPercent(trend.percent, i18n.language, 0)}`}
      </Text>{' '}
      {trend.percent === null ? t('stats.noneBefore') : t('stats.vsLastWeek')}
    </Text>
  );
}
