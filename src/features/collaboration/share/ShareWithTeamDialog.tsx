import { Alert, Anchor, Button, Group, Modal, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconShare, IconWifiOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../offline/hooks';
import { notify } from '../../../ui/notify';
import type { ItemKind } from '../api/get-team-items';
import { TEAMS_PATH, useTeams } from '../api/get-teams';
import { sharePath, useShareWithTeam } from '../api/share-with-team';
import { LoadError } from '../components/LoadError';
import { notifyFailure } from '../notify';
import {
  DEFAULT_SHARE_PERMISSION,
  eligibleShareTeams,
  SHARE_PERMISSIONS,
  type SharePermission,
} from '../roles';

interface ShareWithTeamDialogProps {
  kind: ItemKind;
  id: number;
  name: string;
  /** The permissions the user may give: nobody gives more than they hold. */
  permissions: readonly SharePermission[];
  opened: boolean;
  onClose: () => void;
}

/**
 * Share a project or a gene list with a team: only teams where the user
 * is OWNER or ADMIN are offered (a hint when there are none); VIEWER (default), EDITOR or ADMIN,
 * those the user may give; the button waits for a team. The server checks it all again, and a
 * refusal is what the toast says.
 */
export function ShareWithTeamDialog({
  kind,
  id,
  name,
  permissions,
  opened,
  onClose,
}: ShareWithTeamDialogProps) {
  const { t } = useTranslation('collaboration');
  const online = useOnline();
  const teams = useTeams({ enabled: opened && online });
  const eligible = useMemo(() => eligibleShareTeams(teams.data ?? []), [teams.data]);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [permission, setPermission] = useState<SharePermission>(DEFAULT_SHARE_PERMISSION);
  const share = useShareWithTeam(kind, id);

  // With a single team to choose from, it is chosen already.
  const only = eligible.length === 1 ? eligible[0] : undefined;
  if (only && teamId === null) setTeamId(String(only.id));

  const teamsFailed = opened && teams.isError;
  useEffect(() => {
    if (teamsFailed) notify('error', { title: t('share.errorTitle'), message: t('share.teamsError') });
  }, [teamsFailed, t]);

  const reset = () => {
    setTeamId(null);
    setTouched(false);
    setPermission(DEFAULT_SHARE_PERMISSION);
    share.reset();
  };
  const close = () => {
    if (!share.isPending) onClose();
  };
  const chosen = eligible.find((team) => String(team.id) === teamId);
  const canShare = online && chosen !== undefined && !share.isPending;

  let teamField: React.ReactNode;
  if (!online)
    teamField = (
      <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
        {t('offline.shareMessage')}
      </Alert>
    );
  else if (teams.isPending) teamField = <Skeleton height={60} aria-label={t('share.teamsLoading')} />;
  else if (teams.isError)
    teamField = (
      <LoadError
        title={t('share.teamsError')}
        error={teams.error}
        path={TEAMS_PATH}
        onRetry={() => void teams.refetch()}
        retrying={teams.isFetching}
      />
    );
  else if (eligible.length === 0)
    teamField = (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Stack gap={6} align="flex-start">
          <Text size="sm">{t('share.noEligible')}</Text>
          <Anchor size="sm" fw={500} renderRoot={(props) => <Link to="/collaboration" {...props} />}>
            {t('share.createTeam')}
          </Anchor>
        </Stack>
      </Alert>
    );
  else
    teamField = (
      <Select
        label={t('share.team')}
        placeholder={t('share.teamPlaceholder')}
        required
        data-autofocus
        data={eligible.map((team) => ({
          value: String(team.id),
          label: `${team.name} · ${t(`roles.${team.user_role ?? 'MEMBER'}`)}`,
        }))}
        value={teamId}
        onChange={setTeamId}
        onBlur={() => setTouched(true)}
        error={touched && !teamId ? t('share.teamRequiredMessage') : undefined}
        searchable={eligible.length > 6}
        allowDeselect={false}
      />
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={reset}
      title={kind === 'project' ? t('share.titleProject') : t('share.titleGenolist')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return setTouched(true);
          if (!canShare) return;
          share.mutate(
            { team_id: chosen.id, permission },
            {
              onSuccess: (answer) => {
                notify('success', {
                  title: kind === 'project' ? t('share.projectShared') : t('share.genolistShared'),
                  message: answer.message,
                });
                onClose();
              },
              onError: (error) =>
                notifyFailure(
                  kind === 'project' ? t('share.projectError') : t('share.genolistError'),
                  error,
                  sharePath(kind, id),
                ),
            },
          );
        }}
      >
        <Stack gap="lg">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {teamField}
          <Radio.Group
            label={t('share.permission')}
            value={permission}
            onChange={(value) => {
              const picked = SHARE_PERMISSIONS.find((candidate) => candidate === value);
              if (picked) setPermission(picked);
            }}
          >
            <Stack gap="sm" mt="xs">
              {SHARE_PERMISSIONS.filter((option) => permissions.includes(option)).map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`permissions.${option}`)}
                  description={t(`permissionHints.${option}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={share.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconShare size={16} aria-hidden />}
              disabled={!online || chosen === undefined}
              loading={share.isPending}
            >
              {share.isPending ? t('share.sharing') : t('share.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
