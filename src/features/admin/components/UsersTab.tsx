import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../ui/notify';
import { Pagination } from '../../../ui/Pagination';
import { useAuth } from '../../auth';
import { type AdminUser, useAllUsers, useDeleteUser, useUpdateUser } from '../api/admin-users';
import { UserDialog } from './UserDialog';

/** Users a page of the console's lists. */
const PAGE_SIZE = 10;

/** Superuser first, then staff, otherwise user. */
function role(user: AdminUser): 'superuser' | 'staff' | 'user' {
  return user.is_superuser ? 'superuser' : user.is_staff ? 'staff' : 'user';
}
const ROLE_COLORS = { superuser: 'red', staff: 'blue', user: 'gray' } as const;

/** Console › Users: search, create, edit, activate or deactivate and delete accounts; 10 a page. */
export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const { user: me } = useAuth();
  const users = useAllUsers();
  const update = useUpdateUser();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const needle = query.trim().toLowerCase();
  const rows = (users.data ?? []).filter(
    (user) =>
      needle === '' ||
      [user.username, user.email, user.first_name, user.last_name].some((text) =>
        text.toLowerCase().includes(needle),
      ),
  );
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const toggle = (user: AdminUser, active: boolean) =>
    update.mutate(
      {
        id: user.id,
        body: {
          username: user.username,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          is_active: active,
        },
      },
      {
        onSuccess: (saved) => notify('success', { title: t('users.updated'), message: saved.username }),
        onError: (error) =>
          notify('error', {
            title: t('users.statusFailed'),
            message:
              error instanceof ApiError ? (error.serverMessage ?? error.message) : t('console.genericError'),
          }),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('users.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
          type="search"
          w={{ base: '100%', sm: '24rem' }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('users.create')}
        </Button>
      </Group>
      {users.isError ? (
        <Text c="red" role="alert">
          {t('users.loadFailed')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table aria-label={t('tabs.users')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.username')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.role')}</Table.Th>
                <Table.Th>{t('users.active')}</Table.Th>
                <Table.Th>{t('users.lastLogin')}</Table.Th>
                <Table.Th>{t('console.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{user.username}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{[user.first_name, user.last_name].filter(Boolean).join(' ') || '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={ROLE_COLORS[role(user)]} variant="light">
                      {t(`users.roles.${role(user)}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('users.activeOf', { name: user.username })}
                      checked={user.is_active}
                      disabled={user.id === me?.id}
                      onChange={(event) => toggle(user, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {user.last_login
                      ? formatDateTime(user.last_login, i18n.language)
                      : t('users.neverLoggedIn')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        aria-label={t('users.edit', { name: user.username })}
                        onClick={() => setEditing(user)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        color="red"
                        aria-label={t('users.delete', { name: user.username })}
                        disabled={user.id === me?.id}
                        onClick={() => setDeleting(user)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination page={page} pageSize={PAGE_SIZE} total={rows.length} onChange={setPage} />
      <UserDialog
        opened={creating || editing !== null}
        user={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <DeleteUserDialog
        user={deleting}
        others={(users.data ?? []).filter((user) => user.id !== deleting?.id)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function DeleteUserDialog({
  user,
  others,
  onClose,
}: {
  user: AdminUser | null;
  others: AdminUser[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteUser();
  const [owned, setOwned] = useState<'delete' | 'reassign'>('delete');
  const [heir, setHeir] = useState<string | null>(null);
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('users.deleteTitle', { name: user?.username ?? '' })}
    >
      <Stack gap="md">
        <Radio.Group
          label={t('users.owned')}
          value={owned}
          onChange={(value) => setOwned(value === 'reassign' ? 'reassign' : 'delete')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="delete" label={t('users.ownedDelete')} />
            <Radio value="reassign" label={t('users.ownedReassign')} />
          </Stack>
        </Radio.Group>
        {owned === 'reassign' && (
          <Select
            label={t('users.heir')}
            searchable
            data={others
              .filter((other) => other.is_active)
              .map((other) => ({ value: String(other.id), label: `${other.username} · ${other.email}` }))}
            value={heir}
            onChange={setHeir}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('console.cancel')}
          </Button>
          <Button
            color="red"
            disabled={owned === 'reassign' && heir === null}
            loading={remove.isPending}
            onClick={() => {
              if (!user) return;
              remove.mutate(
                { id: user.id, reassignTo: owned === 'reassign' ? Number(heir) : null },
                {
                  onSuccess: () => {
                    notify('success', { title: t('users.deleted'), message: user.username });
                    onClose();
                  },
                  onError: (error) =>
                    notify('error', {
                      title: t('users.deleteFailed'),
                      message:
                        error instanceof ApiError
                          ? (error.serverMessage ?? error.message)
                          : t('console.genericError'),
                    }),
                },
              );
            }}
          >
            {t('users.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
