import { Badge, Box, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { formatNumber, formatPercent } from '../../../lib/format';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../../offline/not-saved';
import { ChartCard } from '../../../ui/ChartCard';
import { type PcaResult, useProjectPca } from '../api/get-project-pca';
import { componentCount, type PcaAxis, pcaView } from '../pca';
import type { ProjectSearch } from '../project-search';
import { PcaScatter } from './PcaScatter';

interface PcaCardProps {
  projectId: number;
  choice: Pick<ProjectSearch, 'pcaX' | 'pcaY' | 'pcaFactor'>;
  onChoice: (choice: Pick<ProjectSearch, 'pcaX' | 'pcaY' | 'pcaFactor'>) => void;
}

/** 'PC1 (54.1%)', in the reader's number format. */
export function axisTitle(axis: Pick<PcaAxis, 'component' | 'variance'>, language: string): string {
  return axis.variance === null
    ? `PC${axis.component}`
    : `PC${axis.component} (${formatPercent(axis.variance, language)})`;
}

/** PCA: variance badges, axis and colouring selectors, scatter and legend. */
export function PcaCard({ projectId, choice, onChoice }: PcaCardProps) {
  const { t } = useTranslation('projects');
  const query = useProjectPca(projectId);
  const result = query.data;
  const empty = !result || result.points.length === 0 || componentCount(result) < 1;
  const variance = result?.variance_explained;
  return (
    <ChartCard
      title={t('pca.title')}
      help={t('pca.help')}
      exportName={`project-${projectId}-pca`}
      fullscreen={!empty}
      loading={query.isPending}
      unavailable={notSavedOffline(query) && <NotSavedOfflineNote />}
      error={
        query.isError ? describeApiError(query.error, `/api/projects/${projectId}/pca-data`).message : null
      }
      extra={
        variance && (
          <Group gap={6}>
            <VarianceBadge pc="PC1" value={variance.pc1} />
            <VarianceBadge pc="PC2" value={variance.pc2} />
          </Group>
        )
      }
      skeletonHeight={380}
    >
      {empty || !result ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('pca.empty')}
        </Text>
      ) : (
        <PcaContent result={result} choice={choice} onChoice={onChoice} />
      )}
    </ChartCard>
  );
}

function VarianceBadge({ pc, value }: { pc: string; value: number | null }) {
  const { t, i18n } = useTranslation('projects');
  if (value === null) return null;
  return (
    <Badge variant="light" radius="sm" tt="none">
      {t('pca.variance', { pc, value: formatPercent(value, i18n.language) })}
    </Badge>
  );
}

function PcaContent({
  result,
  choice,
  onChoice,
}: {
  result: PcaResult;
  choice: PcaCardProps['choice'];
  onChoice: PcaCardProps['onChoice'];
}) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const [highlight, setHighlight] = useState<string | null>(null);
  const view = pcaView(result, { x: choice.pcaX, y: choice.pcaY, factor: choice.pcaFactor });
  const count = componentCount(result);
  const components = Array.from({ length: count }, (_, index) => {
    const dimension = result.dimensions[index];
    return {
      value: String(index + 1),
      label: axisTitle({ component: index + 1, variance: dimension?.variance_explained ?? null }, language),
    };
  });
  const xLabel = axisTitle(view.x, language);
  const yLabel = axisTitle(view.y, language);
  const factorLabel = view.factor ?? '';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('pca.xAxis')}
          size="xs"
          data={components}
          value={String(view.x.component)}
          allowDeselect={false}
          onChange={(value) => value && onChoice({ ...choice, pcaX: Number(value) })}
        />
        <Select
          label={t('pca.yAxis')}
          size="xs"
          data={components}
          value={String(view.y.component)}
          allowDeselect={false}
          onChange={(value) => value && onChoice({ ...choice, pcaY: Number(value) })}
        />
        <Select
          label={t('pca.colorBy')}
          size="xs"
          data={result.factor_names}
          value={view.factor}
          disabled={result.factor_names.length === 0}
          allowDeselect={false}
          onChange={(value) => value && onChoice({ ...choice, pcaFactor: value })}
        />
      </SimpleGrid>
      <PcaScatter
        points={view.points}
        xLabel={xLabel}
        yLabel={yLabel}
        language={language}
        highlight={highlight}
        label={t('pca.chartLabel', { count: view.points.length, x: xLabel, y: yLabel, factor: factorLabel })}
      />
      {view.factor !== null && (
        <Group gap="xs" wrap="wrap" role="list" aria-label={t('pca.legendLabel', { factor: factorLabel })}>
          {view.legend.map((item) => (
            <Box
              key={item.level}
              role="listitem"
              onMouseEnter={() => setHighlight(item.level)}
              onMouseLeave={() => setHighlight(null)}
              px={8}
              py={2}
              style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group gap={6} wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    background: item.color,
                    flexShrink: 0,
                  }}
                />
                <Text size="sm">{item.level}</Text>
                <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  ({formatNumber(item.count, language)})
                </Text>
              </Group>
            </Box>
          ))}
        </Group>
      )}
      <Stack gap={2}>
        {view.hidden > 0 && view.factor !== null && (
          <Text size="xs" c="orange.8">
            {t('pca.hidden', { count: view.hidden, factor: factorLabel })}
          </Text>
        )}
        {result.n_genes_used > 0 && (
          <Text size="xs" c="dimmed">
            {t('pca.genesUsed', {
              count: result.n_genes_used,
              formatted: formatNumber(result.n_genes_used, language),
            })}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
