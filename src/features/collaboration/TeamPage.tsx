import { Badge, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type Icon,
  IconFolders,
  IconListDetails,
  IconLock,
  IconTimeline,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useOnline } from '../../offline/hooks';
import { useAuth } from '../auth';
import { teamPath, useTeam } from './api/get-team';
import { isTeamTab, TEAM_TABS, type TeamTab } from './collaboration-search';
import { ActivityTab } from './components/ActivityTab';
import { DeleteTeamDialog } from './components/DeleteTeamDialog';
import { EmptyState } from './components/EmptyState';
import { InviteDialog } from './components/InviteDialog';
import { LoadError } from './components/LoadError';
import { MembersTab } from './components/MembersTab';
import { OfflineNotice } from './components/OnlineOnly';
import { TeamFacts } from './components/TeamFacts';
import { BackLink, TeamHeader } from './components/TeamHeader';
import { TeamItemsTab } from './components/TeamItemsTab';
import { TeamSettingsDialog } from './components/TeamSettingsDialog';
import type { Team } from './roles';
import { useTeamTab } from './use-collaboration-search';

const TAB_ICONS: Record<TeamTab, Icon> = {
  members: IconUsers,
  projects: IconFolders,
  genolists: IconListDetails,
  activity: IconTimeline,
};

/**
 * One team: header, counters and info, then its members (and, for its managers, the
 * invitations still pending), projects, gene lists and activity.
 */
export function TeamPage({ teamId }: { teamId: number }) {
  const online = useOnline();
  if (online) return <TeamScreen teamId={teamId} />;
  return (
    <Stack gap="lg">
      <div>
        <BackLink />
      </div>
      <OfflineNotice headingOrder={1} />
    </Stack>
  );
}

function TeamScreen({ teamId }: { teamId: number }) {
  const { t } = useTranslation('collaboration');
  const team = useTeam(teamId);
  const status = team.error instanceof ApiError ? team.error.status : null;

  // A team that does not exist, was deleted, or is someone else's private one: all 404 (never revealed).
  if (status === 404)
    return (
      <Stack gap="lg">
        <div>
          <BackLink />
        </div>
        <EmptyState
          icon={IconUsersGroup}
          title={t('team.notFoundTitle')}
          hint={t('team.notFoundMessage')}
          headingOrder={1}
        />
      </Stack>
    );
  if (team.isPending) return <TeamSkeleton />;
  if (team.isError && !team.data)
    return (
      <Stack gap="lg">
        <div>
          <BackLink />
        </div>
        <Title order={1} fz="h2">
          {t('team.loadError')}
        </Title>
        <LoadError
          title={t('team.loadError')}
          error={team.error}
          path={teamPath(teamId)}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      </Stack>
    );
  return <TeamView team={team.data} />;
}

function TeamView({ team }: { team: Team }) {
  const { t } = useTranslation('collaboration');
  const { user } = useAuth();
  // A public team is seen by anyone signed in, but its lists are for members (and staff) only.
  const readsLists = team.user_role !== null || Boolean(user?.is_staff || user?.is_superuser);
  const [tab, setTab] = useTeamTab(team.id);
  const [dialog, setDialog] = useState<'invite' | 'settings' | 'delete' | null>(null);
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  const counts: Record<TeamTab, number | null> = {
    members: team.members_count,
    projects: team.projects_count,
    genolists: team.genolists_count,
    activity: null,
  };
  return (
    <Stack gap="xl">
      <TeamHeader
        team={team}
        onInvite={() => setDialog('invite')}
        onSettings={() => setDialog('settings')}
        onDelete={() => setDialog('delete')}
      />
      <TeamFacts team={team} />
      {readsLists ? (
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isTeamTab(value)) setTab(value);
          }}
          keepMounted={false}
        >
          <Tabs.List
            aria-label={t('team.tabs.label')}
            mb="lg"
            style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
          >
            {TEAM_TABS.map((value) => {
              const TabIcon = TAB_ICONS[value];
              const count = counts[value];
              return (
                <Tabs.Tab
                  key={value}
                  value={value}
                  leftSection={wide ? <TabIcon size={16} aria-hidden /> : undefined}
                  // On a phone the counts stay in the cards above, so the four tabs fit the width.
                  rightSection={
                    count !== null &&
                    wide && (
                      <Badge size="sm" variant="light" color="gray" circle={count < 10}>
                        {count}
                      </Badge>
                    )
                  }
                  px={{ base: 'sm', xs: 'md' }}
                  style={{ flexShrink: 0 }}
                >
                  {t(`team.tabs.${value}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value="members">
            <MembersTab team={team} />
          </Tabs.Panel>
          <Tabs.Panel value="projects">
            <TeamItemsTab team={team} kind="project" />
          </Tabs.Panel>
          <Tabs.Panel value="genolists">
            <TeamItemsTab team={team} kind="genolist" />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <ActivityTab team={team} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <EmptyState icon={IconLock} title={t('team.notMember')} hint={t('team.membersOnly')} />
      )}
      <InviteDialog team={team} opened={dialog === 'invite'} onClose={() => setDialog(null)} />
      <TeamSettingsDialog team={team} opened={dialog === 'settings'} onClose={() => setDialog(null)} />
      <DeleteTeamDialog team={team} opened={dialog === 'delete'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

function TeamSkeleton() {
  const { t } = useTranslation('collaboration');
  return (
    <Stack gap="xl" aria-busy aria-label={t('team.loading')}>
      <Skeleton height={22} width={170} />
      <Group justify="space-between">
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={34} width="50%" />
          <Skeleton height={20} width={160} />
          <Skeleton height={14} width="70%" />
        </Stack>
        <Skeleton height={36} width={260} />
      </Group>
      <Skeleton height={120} radius="md" />
      <Skeleton height={36} width={380} />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}
