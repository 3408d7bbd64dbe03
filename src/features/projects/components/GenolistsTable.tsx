import { Badge, Table, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeApiError } from '../../../api/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { useOnline } from '../../../offline/hooks';
import { notify } from '../../../ui/notify';
import { useDownloadGenolistCsv } from '../api/download-genolist-csv';
import type { ProjectGenolist } from '../api/get-project-genolists';
import { comparisonLabel } from '../genolist-summary';
import { RowActions } from './RowActions';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

export function GenolistsTable({ genolists }: { genolists: readonly ProjectGenolist[] }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.language;
  const csv = useDownloadGenolistCsv();
  // The server writes this file; with no server, the gene list's own page makes its files here.
  const online = useOnline();
  const pendingId = csv.isPending ? csv.variables : undefined;
  const download = (genolist: ProjectGenolist) => {
    if (csv.isPending) return;
    csv.mutate(genolist.id, {
      onSuccess: ({ fileName }) =>
        notify('success', {
          title: t('genolists.downloadedTitle'),
          message: t('genolists.downloadedMessage', { fileName }),
        }),
      onError: (error) =>
        notify('error', {
          title: t('genolists.downloadErrorTitle'),
          message:
            error instanceof ApiError
              ? describeApiError(error, `/api/genolists/${genolist.id}/download`).message
              : t('genolists.downloadErrorMessage'),
        }),
    });
  };
  return (
    // A phone shows the name (comparison under it), the differential genes (up and down under
    // them) and the actions; type, comparison, up, down and date have their columns from a tablet.
    <Table.ScrollContainer minWidth={300} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('genolists.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('genolists.columns.name')}</Table.Th>
            <Table.Th visibleFrom="md">{t('genolists.columns.type')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('genolists.columns.comparison')}</Table.Th>
            <Table.Th style={numeric}>{t('genolists.columns.degs')}</Table.Th>
            <Table.Th visibleFrom="sm" style={numeric}>
              {t('genolists.columns.up')}
            </Table.Th>
            <Table.Th visibleFrom="sm" style={numeric}>
              {t('genolists.columns.down')}
            </Table.Th>
            <Table.Th visibleFrom="md">{t('genolists.columns.date')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('genolists.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {genolists.map((genolist) => (
            <Table.Tr key={genolist.id}>
              <Table.Td maw={260}>
                <Text size="sm" fw={600} lineClamp={2}>
                  {genolist.name}
                </Text>
                <Text hiddenFrom="sm" size="xs" c="dimmed">
                  {comparisonLabel(genolist) ?? t('na')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Badge variant="light" color="violet" radius="sm" tt="none">
                  {t('genolists.differential')}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{comparisonLabel(genolist) ?? t('na')}</Text>
              </Table.Td>
              <Table.Td style={numeric}>
                <Text size="sm" fw={600}>
                  {formatNumber(genolist.deg.total, language)}
                </Text>
                <Text hiddenFrom="sm" size="xs">
                  <Text span inherit c="red.7" style={{ whiteSpace: 'nowrap' }}>
                    ↑ {formatNumber(genolist.deg.pos, language)}
                  </Text>{' '}
                  <Text span inherit c="blue.7" style={{ whiteSpace: 'nowrap' }}>
                    ↓ {formatNumber(genolist.deg.neg, language)}
                  </Text>
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm" style={numeric} c="red.7">
                {formatNumber(genolist.deg.pos, language)}
              </Table.Td>
              <Table.Td visibleFrom="sm" style={numeric} c="blue.7">
                {formatNumber(genolist.deg.neg, language)}
              </Table.Td>
              <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={genolist.creation_date}>{formatDate(genolist.creation_date, language)}</time>
              </Table.Td>
              <Table.Td>
                <RowActions
                  file={{
                    label: t('genolists.downloadCsv', { name: genolist.name }),
                    tooltip: t('genolists.downloadCsv', { name: genolist.name }),
                    icon: IconFileTypeCsv,
                    pending: pendingId === genolist.id,
                    otherPending: pendingId !== undefined && pendingId !== genolist.id,
                    offlineReason: online ? null : t('genolists.downloadCsvOffline'),
                    onDownload: () => download(genolist),
                  }}
                  view={{
                    to: '/genolists/$genolistId',
                    params: { genolistId: genolist.id },
                    label: t('genolists.viewGenolist', { name: genolist.name }),
                    text: t('genolists.view'),
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
