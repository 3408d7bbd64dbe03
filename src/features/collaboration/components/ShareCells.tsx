import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../auth';
import type { TeamGenolist, TeamProject } from '../api/get-team-items';
import { displayName } from '../people';
import { PermissionBadge } from './RoleBadge';

type Share = Pick<TeamProject | TeamGenolist, 'permission' | 'shared_date' | 'shared_by'>;

/** A list of shared items while it loads: three rows' worth of placeholders. */
export function ItemsLoading({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-busy aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={52} radius="sm" />
      ))}
    </Stack>
  );
}

/** The headers of `ShareCells`. */
export function ShareHeaders() {
  const { t } = useTranslation('collaboration');
  return (
    <>
      <Table.Th visibleFrom="sm">{t('shared.columns.permission')}</Table.Th>
      <Table.Th visibleFrom="md">{t('shared.columns.sharedOn')}</Table.Th>
      <Table.Th visibleFrom="lg">{t('shared.columns.sharedBy')}</Table.Th>
    </>
  );
}

/** How an item is shared with a team: the team's permission, when, and by whom ("you" for the user). */
export function ShareCells({ share }: { share: Share }) {
  const { t, i18n } = useTranslation('collaboration');
  const { user } = useAuth();
  return (
    <>
      <Table.Td visibleFrom="sm">
        <PermissionBadge permission={share.permission} />
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(share.shared_date, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Text size="sm">
          {share.shared_by
            ? share.shared_by.id === user?.id
              ? t('you')
              : displayName(share.shared_by)
            : t('none')}
        </Text>
      </Table.Td>
    </>
  );
}
