import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { LoadErrorAlert } from '../../../ui/LoadErrorAlert';
import { useSystemHealth } from '../../analytics';
import { DashCard } from './DashCard';

/** '3 d 4 h', '5 h 12 min', '42 min': the largest two units. */
function duration(seconds: number, unit: (key: 'd' | 'h' | 'min', count: number) => string) {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${unit('d', d)} ${unit('h', h)}`;
  if (h > 0) return `${unit('h', h)} ${unit('min', m)}`;
  return unit('min', m);
}

function bytes(n: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, language, unit === 0 ? 0 : 1)} ${units[unit]}`;
}

/** The server's own measurements; a figure with nothing to measure says so rather than showing 0. */
export function SystemHealthCard({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const health = useSystemHealth({ enabled });
  let body: React.ReactNode;
  if (health.isPending) body = <Skeleton h={120} />;
  else if (health.isError)
    body = (
      <LoadErrorAlert
        title={t('health.loadError')}
        message={health.error.message}
        onRetry={() => void health.refetch()}
        retryLabel={t('retry')}
        retrying={health.isFetching}
      />
    );
  else {
    const h = health.data;
    const items = [
      {
        label: t('health.uptime'),
        value: duration(h.uptime_seconds, (key, count) => t(`health.units.${key}`, { count })),
        hint: null,
      },
      {
        label: t('health.responseTime'),
        value:
          h.response_time.median_ms === null
            ? t('health.none')
            : `${formatNumber(h.response_time.median_ms, i18n.language, 0)} ms`,
        hint: t('health.responseHint', {
          count: h.response_time.requests,
          minutes: h.response_time.window_minutes,
        }),
      },
      {
        label: t('health.imports'),
        value:
          h.imports.success_percent === null
            ? t('health.none')
            : formatPercent(h.imports.success_percent, i18n.language),
        hint: t('health.importsHint', {
          succeeded: h.imports.succeeded,
          count: h.imports.succeeded + h.imports.failed,
          days: h.imports.window_days,
        }),
      },
      {
        label: t('health.database'),
        value: bytes(h.database.size_bytes, i18n.language),
        hint: t(`health.db.${h.database.kind}`),
      },
    ];
    body = (
      <SimpleGrid cols={2} spacing="md">
        {items.map((item) => (
          <Stack key={item.label} gap={0}>
            <Text size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text fw={700} fz="lg">
              {item.value}
            </Text>
            {item.hint && (
              <Text size="xs" c="dimmed">
                {item.hint}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  return <DashCard title={t('health.title')}>{body}</DashCard>;
}
