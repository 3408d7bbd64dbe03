import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { formatNumber } from '../../../lib/format';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../../offline/not-saved';
import { ChartCard } from '../../../ui/ChartCard';
import { useProjectCorrelation } from '../api/get-project-correlation';
import { correlationScale } from '../correlation';
import { CorrelationHeatmap } from './CorrelationHeatmap';
import { CorrelationLegend } from './CorrelationLegend';

const STRENGTHS = [
  { key: 'strong', color: 'teal' },
  { key: 'moderate', color: 'yellow' },
  { key: 'weak', color: 'red' },
] as const;

/** Sample correlation: heatmap, colour legend and the pair counts by strength the API answers. */
export function CorrelationCard({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const query = useProjectCorrelation(projectId);
  const result = query.data;
  const matrix = result?.correlation_matrix;
  const pairs = result?.pairs;
  const scale = useMemo(() => (matrix ? correlationScale(matrix) : null), [matrix]);
  const empty = !result || result.sample_names.length === 0;
  return (
    <ChartCard
      title={t('correlation.title')}
      help={t('correlation.help')}
      fullscreen={!empty}
      loading={query.isPending}
      unavailable={notSavedOffline(query) && <NotSavedOfflineNote />}
      error={
        query.isError
          ? describeApiError(query.error, `/api/projects/${projectId}/samples-correlation`).message
          : null
      }
      extra={
        pairs && (
          <Badge variant="light" color="gray" radius="sm">
            {t('correlation.pairs', { count: pairs.total })}
          </Badge>
        )
      }
      skeletonHeight={380}
    >
      {empty || !result || !pairs || !scale ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('correlation.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={3} spacing="xs" role="list" aria-label={t('correlation.countsLabel')}>
            {STRENGTHS.map(({ key, color }) => (
              <Paper
                key={key}
                role="listitem"
                withBorder
                p="xs"
                radius="sm"
                style={{ borderLeft: `3px solid var(--mantine-color-${color}-6)` }}
                data-testid={`correlation-${key}`}
              >
                <Text size="xs" c="dimmed">
                  {t(`correlation.${key}`)}{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>({t(`correlation.${key}Range`)})</span>
                </Text>
                <Text fw={650} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatNumber(pairs[key], language)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <CorrelationHeatmap
            matrix={result.correlation_matrix}
            names={result.sample_names}
            scale={scale}
            language={language}
            missingLabel={t('correlation.missing')}
            labelsHiddenNote={t('correlation.labelsHidden')}
            label={t('correlation.chartLabel', {
              count: result.sample_names.length,
              min: formatNumber(scale.domain[0], language, 3),
              max: formatNumber(scale.domain[1], language, 3),
            })}
          />
          <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
            <CorrelationLegend
              scale={scale}
              title={t('correlation.legend')}
              missingLabel={t('correlation.missing')}
              showMissing={pairs.missing > 0}
              language={language}
            />
            {result.n_genes > 0 && (
              <Text size="xs" c="dimmed" maw={300}>
                {t('correlation.genesUsed', {
                  count: result.n_genes,
                  formatted: formatNumber(result.n_genes, language),
                })}
              </Text>
            )}
          </Group>
        </Stack>
      )}
    </ChartCard>
  );
}
