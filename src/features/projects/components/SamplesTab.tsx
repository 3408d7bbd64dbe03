import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Pagination } from '../../../ui/Pagination';
import type { ProjectSample } from '../api/get-project';
import { sampleCondition, speciesName } from '../project-summary';
import { PageSizeSelect, type SubTablePageSize } from './PageSizeSelect';
import { QcStatusBadge } from './QcStatusBadge';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** The Metadata tab: the samples, 10, 20 or 50 a page. */
export function SamplesTab({ samples }: { samples: readonly ProjectSample[] }) {
  const { t, i18n } = useTranslation('projects');
  const [pageSize, setPageSize] = useState<SubTablePageSize>(10);
  const [page, setPage] = useState(1);
  const language = i18n.language;
  const na = t('na');
  const shown = samples.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="h5">
            {t('samples.title')}
          </Title>
          {samples.length > 0 && (
            <PageSizeSelect
              value={pageSize}
              onChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          )}
        </Group>
        {samples.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('samples.empty')}
          </Text>
        ) : (
          <>
            {/* On a phone: name (species under it), condition and QC; the counts from a tablet up. */}
            <Table.ScrollContainer minWidth={300} type="native">
              <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('samples.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('samples.columns.name')}</Table.Th>
                    <Table.Th visibleFrom="sm">{t('samples.columns.species')}</Table.Th>
                    <Table.Th>{t('samples.columns.condition')}</Table.Th>
                    <Table.Th>{t('samples.columns.qc')}</Table.Th>
                    <Table.Th visibleFrom="sm" style={numeric}>
                      {t('samples.columns.librarySize')}
                    </Table.Th>
                    <Table.Th visibleFrom="sm" style={numeric}>
                      {t('samples.columns.genesDetected')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((sample) => {
                    const species = speciesName(sample.species);
                    return (
                      <Table.Tr key={sample.id}>
                        <Table.Td>
                          <Text fw={500} ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                            {sample.name}
                          </Text>
                          <Text hiddenFrom="sm" size="xs" c="dimmed" fs={species ? 'italic' : undefined}>
                            {species ?? na}
                          </Text>
                        </Table.Td>
                        <Table.Td
                          visibleFrom="sm"
                          fs={species ? 'italic' : undefined}
                          c={species ? undefined : 'dimmed'}
                        >
                          {species ?? na}
                        </Table.Td>
                        <Table.Td>{sampleCondition(sample) ?? na}</Table.Td>
                        <Table.Td>
                          <QcStatusBadge status={sample.quality_control.status} />
                        </Table.Td>
                        <Table.Td visibleFrom="sm" style={numeric}>
                          {formatNumber(sample.library_size, language)}
                        </Table.Td>
                        <Table.Td visibleFrom="sm" style={numeric}>
                          {formatNumber(sample.genes_detected, language)}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pagination page={page} pageSize={pageSize} total={samples.length} onChange={setPage} />
          </>
        )}
      </Stack>
    </Card>
  );
}
