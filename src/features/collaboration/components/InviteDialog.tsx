import {
  Autocomplete,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { useTeamMembers } from '../api/get-team-members';
import { invitePath, useInviteUser } from '../api/invite-user';
import { USER_SEARCH_MIN_LENGTH, type UserMatch, useUserSearch } from '../api/search-users';
import { inviteeName } from '../invitations';
import { notifyFailure } from '../notify';
import {
  DEFAULT_EXPIRY_DAYS,
  DEFAULT_INVITE_ROLE,
  EXPIRY_DAYS,
  type ExpiryDays,
  INVITABLE_ROLES,
  type InvitableRole,
  type Team,
} from '../roles';

interface InviteDialogProps {
  team: Team;
  opened: boolean;
  onClose: () => void;
}

/** Enough to catch a typo before the server does (it checks the address too). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The server's limits (InvitationCreate). */
const EMAIL_MAX = 254;
const MESSAGE_MAX = 1000;

/**
 * Invite someone to the team: people with an account are suggested from 3
 * characters (at most 5, members left out), by name or by their whole address, and one picked is
 * invited by their id (the server keeps addresses to whoever types them whole); anyone else, by
 * the address typed, which needs no account yet. The role (VIEWER, MEMBER by default, ADMIN),
 * the expiry (7 days by default) and a message are chosen here.
 */
export function InviteDialog({ team, opened, onClose }: InviteDialogProps) {
  const { t } = useTranslation('collaboration');
  const [email, setEmail] = useState('');
  const [picked, setPicked] = useState<UserMatch | null>(null);
  const [role, setRole] = useState<InvitableRole>(DEFAULT_INVITE_ROLE);
  const [expiry, setExpiry] = useState<ExpiryDays>(DEFAULT_EXPIRY_DAYS);
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [typed] = useDebouncedValue(email.trim(), 300);
  const search = useUserSearch(typed);
  const members = useTeamMembers(team.id, { enabled: opened });
  const invite = useInviteUser(team.id);

  const suggestions = useMemo(() => {
    if (typed.length < USER_SEARCH_MIN_LENGTH) return [];
    const memberIds = new Set((members.data ?? []).map((member) => member.user.id));
    return (search.data ?? []).filter((user) => !memberIds.has(user.id));
  }, [typed, search.data, members.data]);
  const byLabel = useMemo(() => labelled(suggestions), [suggestions]);
  const searching = typed.length >= USER_SEARCH_MIN_LENGTH && search.isFetching;
  const noMatch =
    typed.length >= USER_SEARCH_MIN_LENGTH &&
    LOOKS_LIKE_EMAIL.test(typed) &&
    search.isSuccess &&
    !search.isPlaceholderData &&
    suggestions.length === 0;

  const reset = () => {
    setEmail('');
    setPicked(null);
    setRole(DEFAULT_INVITE_ROLE);
    setExpiry(DEFAULT_EXPIRY_DAYS);
    setMessage('');
    setEmailError(null);
    invite.reset();
  };
  const close = () => {
    if (!invite.isPending) onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={reset}
      title={t('invite.title', { team: team.name })}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const address = email.trim();
          if (!picked && !address) return setEmailError(t('invite.personRequired'));
          if (!picked && !LOOKS_LIKE_EMAIL.test(address)) return setEmailError(t('invite.emailInvalid'));
          setEmailError(null);
          invite.mutate(
            {
              ...(picked ? { user: picked.id } : { email: address }),
              permission_level: role,
              expires_in_days: expiry,
              ...(message.trim() ? { message: message.trim() } : {}),
            },
            {
              onSuccess: (sent) => {
                notify('success', {
                  title: t('invite.sent'),
                  message: t('invite.sentMessage', { who: inviteeName(sent), team: team.name }),
                });
                onClose();
              },
              onError: (error) => {
                const fields = error instanceof ApiError ? error.details?.fields : undefined;
                const field = fields?.email ?? fields?.user;
                if (field) setEmailError(field);
                else notifyFailure(t('invite.error'), error, invitePath(team.id));
              },
            },
          );
        }}
      >
        <Stack gap="lg">
          <Autocomplete
            label={t('invite.person')}
            placeholder={t('invite.personPlaceholder')}
            description={noMatch ? t('invite.noUser') : t('invite.personHint')}
            required
            data-autofocus
            autoComplete="off"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={(value) => {
              setEmail(value);
              // Typing again after picking someone means someone else.
              setPicked(byLabel.get(value) ?? null);
              setEmailError(null);
            }}
            data={[...byLabel.keys()]}
            // The server matched on names too: every suggestion it sent is shown as it is.
            filter={({ options }) => options}
            renderOption={({ option }) => <UserOption user={byLabel.get(option.value)} />}
            rightSection={searching ? <Loader size={16} aria-label={t('invite.searching')} /> : undefined}
            error={emailError}
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group
            label={t('invite.role')}
            value={role}
            onChange={(value) => {
              const chosen = INVITABLE_ROLES.find((candidate) => candidate === value);
              if (chosen) setRole(chosen);
            }}
          >
            <Stack gap="sm" mt="xs">
              {INVITABLE_ROLES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`roles.${option}`)}
                  description={t(`roleHints.${option}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Select
            label={t('invite.expiry')}
            data={EXPIRY_DAYS.map((days) => ({
              value: String(days),
              label: t('invite.days', { count: days }),
            }))}
            value={String(expiry)}
            onChange={(value) => {
              const chosen = EXPIRY_DAYS.find((days) => String(days) === value);
              if (chosen) setExpiry(chosen);
            }}
            allowDeselect={false}
            maw={220}
          />
          <Textarea
            label={t('invite.message')}
            placeholder={t('invite.messagePlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={invite.isPending}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={email.trim() === ''}
              loading={invite.isPending}
            >
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Each suggestion's text in the field: the person's name (their address when they have none,
 * which only a whole address typed can find), told apart by their id when two share a name.
 */
function labelled(users: readonly UserMatch[]): Map<string, UserMatch> {
  const base = (user: UserMatch) => user.name || user.email || `#${user.id}`;
  const counts = new Map<string, number>();
  for (const user of users) counts.set(base(user), (counts.get(base(user)) ?? 0) + 1);
  return new Map(
    users.map((user) => [
      (counts.get(base(user)) ?? 0) > 1 ? `${base(user)} (#${user.id})` : base(user),
      user,
    ]),
  );
}

function UserOption({ user }: { user: UserMatch | undefined }) {
  if (!user) return null;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {user.name || user.email}
      </Text>
      {user.name && user.email && (
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      )}
    </Stack>
  );
}
