import { Alert, Badge, Grid, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { formatNumber, formatPercent } from '../../../lib/format';
import { NotSavedOfflineNote } from '../../../offline/components/NotSavedOffline';
import { notSavedOffline } from '../../../offline/not-saved';
import { ChartCard } from '../../../ui/ChartCard';
import { useProjectQuality } from '../api/get-project-quality';
import { flaggedSamples, qcCounts } from '../quality';
import { QcStatusBadge } from './QcStatusBadge';
import { QualityBars } from './QualityBars';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** Quality control: counts, bars, summary, the samples to check, and where statuses came from. */
export function QualityCard({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const query = useProjectQuality(projectId);
  const result = query.data;
  const counts = result ? qcCounts(result) : null;
  const flagged = result ? flaggedSamples(result) : [];
  const empty = !result || result.nb_samples === 0;
  // The rule's thresholds are fractions of the median: 25 %, 50 %…
  const fraction = (value: number) => formatPercent(value * 100, language, 0);
  return (
    <ChartCard
      title={t('quality.title')}
      help={t('quality.help')}
      exportName={`project-${projectId}-quality`}
      loading={query.isPending}
      unavailable={notSavedOffline(query) && <NotSavedOfflineNote />}
      error={
        query.isError
          ? describeApiError(query.error, `/api/projects/${projectId}/samples-quality-control`).message
          : null
      }
      extra={
        counts && (
          <Badge variant="light" color="gray" radius="sm">
            {t('quality.count', { count: counts.total })}
          </Badge>
        )
      }
      skeletonHeight={220}
    >
      {empty || !counts || !result ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('quality.empty')}
        </Text>
      ) : (
        <Stack gap="lg">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="sm">
                <QualityBars counts={counts} />
                <List spacing={4} size="sm" listStyleType="none" aria-label={t('quality.title')}>
                  {(
                    [
                      ['passed', counts.pass, 'teal'],
                      ['warnings', counts.warning, 'orange'],
                      ['failed', counts.fail, 'red'],
                      ['total', counts.total, 'gray'],
                    ] as const
                  ).map(([key, value, color]) => (
                    <List.Item key={key}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Group gap={8} wrap="nowrap">
                          <span
                            aria-hidden
                            style={{
                              width: 10,
                              height: 10,
                              borderRadius: 2,
                              background: `var(--mantine-color-${color}-${color === 'gray' ? 4 : 6})`,
                            }}
                          />
                          <Text size="sm" fw={key === 'total' ? 600 : undefined}>
                            {t(`quality.summary.${key}`)}
                          </Text>
                        </Group>
                        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatNumber(value, language)}
                        </Text>
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="xs">
                <Title order={4} fz="sm">
                  {t('quality.flaggedTitle')}
                </Title>
                {flagged.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('quality.allPassed')}
                  </Text>
                ) : (
                  // On a phone the condition goes under the name and the transcripts under the genes.
                  <Table.ScrollContainer minWidth={300} type="native">
                    <Table verticalSpacing={6} fz="sm" aria-label={t('quality.flaggedLabel')}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('quality.columns.name')}</Table.Th>
                          <Table.Th>{t('quality.columns.status')}</Table.Th>
                          <Table.Th visibleFrom="sm" style={numeric}>
                            {t('quality.columns.nuclear')}
                          </Table.Th>
                          <Table.Th style={numeric}>{t('quality.columns.genesDetected')}</Table.Th>
                          <Table.Th visibleFrom="sm">{t('quality.columns.condition')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {flagged.map((sample) => {
                          const nuclear =
                            sample.nuclear_transcripts === null
                              ? t('na')
                              : formatNumber(sample.nuclear_transcripts, language);
                          const condition = sample.factors[0]?.level ?? t('na');
                          return (
                            <Table.Tr key={sample.sample_name}>
                              <Table.Td>
                                {/* A sample's name stays whole ("lane8"); a narrow table scrolls instead. */}
                                <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
                                  {sample.sample_name}
                                </Text>
                                <Text hiddenFrom="sm" size="xs" c="dimmed">
                                  {condition}
                                </Text>
                              </Table.Td>
                              <Table.Td>
                                <QcStatusBadge status={sample.status} />
                              </Table.Td>
                              <Table.Td visibleFrom="sm" style={numeric}>
                                {nuclear}
                              </Table.Td>
                              <Table.Td style={numeric}>
                                {formatNumber(sample.genes_detected, language)}
                                <Text hiddenFrom="sm" size="xs" c="dimmed">
                                  {t('quality.nuclearShort', { value: nuclear })}
                                </Text>
                              </Table.Td>
                              <Table.Td visibleFrom="sm">{condition}</Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
          {result.source === 'derived' ? (
            <Alert
              variant="light"
              color="blue"
              icon={<IconInfoCircle size={18} aria-hidden />}
              title={t('quality.derivedTitle')}
            >
              <Text size="sm">{t('quality.derived')}</Text>
              {result.rule?.code === 'median_relative' && (
                <Text size="xs" mt={6} style={{ opacity: 0.85 }}>
                  {t('quality.rules.median_relative', {
                    libraryFail: fraction(result.rule.library_fail),
                    genesFail: fraction(result.rule.genes_fail),
                    libraryWarning: fraction(result.rule.library_warning),
                    genesWarning: fraction(result.rule.genes_warning),
                  })}
                </Text>
              )}
            </Alert>
          ) : result.source === 'archive' ? (
            <Text size="xs" c="dimmed">
              {t('quality.fromArchive')}
            </Text>
          ) : null}
        </Stack>
      )}
    </ChartCard>
  );
}
