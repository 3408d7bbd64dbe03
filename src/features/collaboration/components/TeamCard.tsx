import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconFolders, IconListDetails, IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { Team } from '../roles';
import { RoleBadge } from './RoleBadge';
import classes from './TeamCard.module.css';

/** One team of the teams tab: its name opens it (the whole card is the link's hit area). */
export function TeamCard({ team }: { team: Team }) {
  const { t, i18n } = useTranslation('collaboration');
  const language = i18n.language;
  return (
    <Card component="article" className={classes.card} aria-labelledby={`team-${team.id}-name`} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor
            id={`team-${team.id}-name`}
            className={classes.open}
            fw={650}
            size="lg"
            c="var(--mantine-color-text)"
            underline="hover"
            lh={1.3}
            style={{ overflowWrap: 'anywhere' }}
            renderRoot={(props) => <Link to="/teams/$teamId" params={{ teamId: team.id }} {...props} />}
          >
            {team.name}
          </Anchor>
          {team.user_role && <RoleBadge role={team.user_role} />}
        </Group>
        <Text size="sm" c={team.description ? undefined : 'dimmed'} lineClamp={2} style={{ flexGrow: 1 }}>
          {team.description || t('teams.noDescription')}
        </Text>
        <Group gap="md" wrap="wrap" style={{ rowGap: 6 }}>
          <Fact icon={<IconUsers size={16} aria-hidden />}>
            {t('teams.members', { count: team.members_count })}
          </Fact>
          <Fact icon={<IconFolders size={16} aria-hidden />}>
            {t('teams.projects', { count: team.projects_count })}
          </Fact>
          <Fact icon={<IconListDetails size={16} aria-hidden />}>
            {t('teams.genolists', { count: team.genolists_count })}
          </Fact>
        </Group>
        <Group justify="space-between" gap="xs" pt="xs" className={classes.footer}>
          <Text size="xs" c="dimmed">
            {t('teams.created', { date: formatDate(team.creation_date, language) })}
          </Text>
          <Badge
            variant="outline"
            color="gray"
            radius="sm"
            tt="none"
            size="sm"
            leftSection={
              team.public ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />
            }
          >
            {team.public ? t('visibility.public') : t('visibility.private')}
          </Badge>
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="var(--mantine-color-text)" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Group>
  );
}
