import { Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import type { TopGenolist } from '../api/get-top-genolists';

/** Genolists by their views in the period, then all their views. */
export function TopGenolistsTable({
  rows,
  loading,
}: {
  rows: readonly TopGenolist[] | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('analytics');
  if (loading && !rows) return <Skeleton h={160} />;
  if (!rows || rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('top.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table highlightOnHover aria-label={t('top.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('top.genolist')}</Table.Th>
            <Table.Th>{t('top.project')}</Table.Th>
            <Table.Th ta="right">{t('top.views')}</Table.Th>
            <Table.Th ta="right">{t('top.allViews')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <AnchorLink to="/genolists/$genolistId" params={{ genolistId: row.id }} size="sm" fw={500}>
                  {row.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <AnchorLink to="/projects/$projectId" params={{ projectId: row.project.id }} size="sm">
                  {row.project.name}
                </AnchorLink>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(row.views, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.view_count, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
