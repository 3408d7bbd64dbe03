import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRelativeDate } from '../../../lib/format';
import { ButtonLink } from '../../../ui/links';
import type { Dashboard } from '../../analytics';
import { DashCard } from './DashCard';
import classes from './ItemRow.module.css';

type Genolist = Dashboard['recent_genolists'][number];

/** The newest genolists; one opens it (its project when the genolist is gone from view). */
export function RecentGenolistsCard({ genolists }: { genolists: readonly Genolist[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <DashCard
      title={t('recentGenolists.title')}
      aside={
        <ButtonLink to="/genolists" size="compact-xs" variant="subtle">
          {t('viewAll')}
        </ButtonLink>
      }
    >
      {genolists.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recentGenolists.empty')}
        </Text>
      ) : (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {genolists.map((g) => (
            <li key={g.id}>
              <UnstyledButton
                className={classes.row}
                onClick={() =>
                  void (g.id
                    ? navigate({ to: '/genolists/$genolistId', params: { genolistId: g.id } })
                    : navigate({ to: '/projects/$projectId', params: { projectId: g.project_id } }))
                }
              >
                <Group gap="sm" wrap="nowrap">
                  <IconList size={16} aria-hidden style={{ flex: 'none', opacity: 0.6 }} />
                  <Stack gap={0} flex={1} miw={0}>
                    <Text size="sm" fw={500} truncate>
                      {g.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {g.project_name} ·{' '}
                      {t('recentGenolists.degs', {
                        count: g.deg.total,
                        value: formatNumber(g.deg.total, i18n.language),
                      })}
                    </Text>
                  </Stack>
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                    {formatRelativeDate(g.creation_date, i18n.language)}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </DashCard>
  );
}
