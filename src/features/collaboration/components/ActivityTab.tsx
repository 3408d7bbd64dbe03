import { Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconLogin2,
  IconLogout,
  IconShare,
  IconShareOff,
  IconSparkles,
  IconTimeline,
  IconUserCog,
  IconUserMinus,
} from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeDate } from '../../../lib/format';
import { Pagination } from '../../../ui/Pagination';
import {
  activityPath,
  TEAM_ACTIVITY_PAGE_SIZE,
  type TeamActivity,
  useTeamActivity,
} from '../api/get-team-activity';
import { displayName } from '../people';
import type { Team } from '../roles';
import { useTeamActivityPage } from '../use-collaboration-search';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';

const ICONS: Record<TeamActivity['kind'], [Icon, string]> = {
  team_created: [IconSparkles, 'blue'],
  member_joined: [IconLogin2, 'teal'],
  member_left: [IconLogout, 'gray'],
  member_removed: [IconUserMinus, 'red'],
  role_changed: [IconUserCog, 'violet'],
  shared: [IconShare, 'blue'],
  unshared: [IconShareOff, 'orange'],
};

/**
 * What happened in the team, newest first (the events its changes recorded): who joined, left,
 * was removed or got another role, what was shared or unshared. Pages of 20, the page in the URL.
 */
export function ActivityTab({ team }: { team: Team }) {
  const { t } = useTranslation('collaboration');
  const [page, setPage] = useTeamActivityPage(team.id);
  const activity = useTeamActivity(team.id, page);
  if (activity.isPending)
    return (
      <Stack gap="sm" aria-busy aria-label={t('activity.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={44} radius="sm" />
        ))}
      </Stack>
    );
  if (activity.isError)
    return (
      <LoadError
        title={t('activity.loadError')}
        error={activity.error}
        path={activityPath(team.id)}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  const { results, count } = activity.data;
  if (count === 0)
    return <EmptyState icon={IconTimeline} title={t('activity.empty')} hint={t('activity.emptyHint')} />;
  return (
    <Stack gap="lg">
      <Stack
        component="ol"
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: activity.isPlaceholderData ? 0.6 : 1 }}
        aria-label={t('activity.label')}
        aria-busy={activity.isPlaceholderData}
      >
        {results.map((event) => (
          <ActivityItem key={event.id} event={event} />
        ))}
      </Stack>
      <Pagination page={page} pageSize={TEAM_ACTIVITY_PAGE_SIZE} total={count} onChange={setPage} />
    </Stack>
  );
}

function ActivityItem({ event }: { event: TeamActivity }) {
  const { t, i18n } = useTranslation('collaboration');
  const [EventIcon, color] = ICONS[event.kind];
  const person = (user: TeamActivity['actor']) => (user ? displayName(user) : t('activity.formerUser'));
  const role = (value: TeamActivity['role']) => (value ? t(`roles.${value}`) : '');
  const permission = (value: TeamActivity['permission']) => (value ? t(`permissions.${value}`) : '');
  const item = event.item?.type ?? 'project';
  const key =
    event.kind === 'shared'
      ? event.previous_permission
        ? (`permission_${item}` as const)
        : (`shared_${item}` as const)
      : event.kind === 'unshared'
        ? (`unshared_${item}` as const)
        : event.kind;
  const values = {
    actor: person(event.actor),
    subject: person(event.subject),
    name: event.item?.name ?? '',
    role: role(event.role),
    previous:
      event.kind === 'role_changed' ? role(event.previous_role) : permission(event.previous_permission),
    permission: permission(event.permission),
  };
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
        <EventIcon size={18} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans t={t} i18nKey={`activity.events.${key}`} values={values} components={{ b: <strong /> }} />
        </Text>
        <Text size="xs" c="dimmed" title={formatDateTime(event.at, i18n.language)}>
          <time dateTime={event.at}>{formatRelativeDate(event.at, i18n.language)}</time>
        </Text>
      </Stack>
    </Group>
  );
}
