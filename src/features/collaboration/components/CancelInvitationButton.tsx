import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconMailCancel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { cancelPath, useCancelInvitation } from '../api/cancel-invitation';
import { type Invitation, inviteeName } from '../invitations';
import { notifyFailure } from '../notify';
import { ConfirmDialog } from './ConfirmDialog';

/** Cancels a pending invitation, once confirmed: its invitee can no longer join with it. */
export function CancelInvitationButton({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('collaboration');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelInvitation();
  const names = { who: inviteeName(invitation), team: invitation.team_name ?? '' };
  return (
    <>
      <Tooltip label={t('invitations.cancel')} withArrow>
        <ActionIcon
          color="red"
          aria-label={t('invitations.cancelNamed', names)}
          onClick={() => setConfirming(true)}
        >
          <IconMailCancel size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={confirming}
        title={t('invitations.cancelTitle', names)}
        confirmLabel={t('invitations.cancel')}
        confirmIcon={<IconMailCancel size={16} aria-hidden />}
        dismissLabel={t('invitations.keep')}
        pending={cancel.isPending}
        onClose={() => setConfirming(false)}
        // Awaited rather than given to `mutate`: the refreshed list drops this invitation's row,
        // and `mutate`'s callbacks do not run once their component has gone, so the toast was lost.
        onConfirm={() =>
          cancel.mutateAsync(invitation).then(
            () => {
              notify('success', {
                title: t('invitations.cancelled'),
                message: t('invitations.cancelledMessage', names),
              });
              setConfirming(false);
            },
            (error: unknown) => notifyFailure(t('invitations.cancelError'), error, cancelPath(invitation.id)),
          )
        }
      >
        <Text size="sm">{t('invitations.cancelMessage', names)}</Text>
      </ConfirmDialog>
    </>
  );
}
