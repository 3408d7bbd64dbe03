import { Button, Text, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { useAuth } from '../../auth';
import { memberActionPath, useLeaveTeam } from '../api/change-member';
import { useTeamMembers } from '../api/get-team-members';
import { notifyFailure } from '../notify';
import { canLeaveTeam, type Team } from '../roles';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * "Leave team" for a member, asked for confirmation; then back to /collaboration. The only owner
 * of a team sees it disabled with why: the server keeps an owner in every team.
 */
export function LeaveTeamButton({ team }: { team: Team }) {
  const { t } = useTranslation('collaboration');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveTeam(team.id);
  // The members tab reads the same list: no request of its own when it is open.
  const members = useTeamMembers(team.id, { enabled: team.user_role === 'OWNER' });
  if (!team.user_role || !user) return null;
  const owners = members.data?.filter((member) => member.role === 'OWNER').length ?? 0;
  const allowed = canLeaveTeam(team.user_role, owners);
  const button = (
    <Button
      variant="default"
      color="red"
      leftSection={<IconLogout size={16} aria-hidden />}
      disabled={!allowed}
      onClick={() => setConfirming(true)}
    >
      {t('team.leave')}
    </Button>
  );
  return (
    <>
      {allowed ? (
        button
      ) : (
        <Tooltip label={t('team.lastOwner')} multiline w={280} withArrow>
          {/* A disabled button gets no pointer events: the wrapper shows the reason. */}
          <span>{button}</span>
        </Tooltip>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('team.leaveTitle', { team: team.name })}
        confirmLabel={t('team.leaveConfirm')}
        confirmIcon={<IconLogout size={16} aria-hidden />}
        pending={leave.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          leave.mutate(user.id, {
            onSuccess: () => {
              notify('success', {
                title: t('team.left'),
                message: t('team.leftMessage', { team: team.name }),
              });
              void navigate({ to: '/collaboration' });
            },
            onError: (error) =>
              notifyFailure(t('team.leaveError'), error, memberActionPath(team.id, 'remove_member')),
          })
        }
      >
        <Text size="sm">{t('team.leaveMessage')}</Text>
      </ConfirmDialog>
    </>
  );
}
