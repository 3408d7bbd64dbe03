import { Checkbox, Group, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { useAuth } from '../../auth';
import { type AdminUser, useCreateUser, useUpdateUser } from '../api/admin-users';
import { ConsoleFormDialog } from './ConsoleFormDialog';
import { notifyFailure } from './console-feedback';

interface UserDialogProps {
  opened: boolean;
  /** The account edited; null creates one. */
  user: AdminUser | null;
  onClose: () => void;
}

const EMPTY = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  password: '',
  is_staff: false,
  is_superuser: false,
};

/** Create or edit an account; only a superuser may grant the superuser flag. The server decides the rest. */
export function UserDialog({ opened, user, onClose }: UserDialogProps) {
  const { t } = useTranslation('admin');
  const { user: me } = useAuth();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [form, setForm] = useState(EMPTY);
  useEffect(() => {
    if (!opened) return;
    setForm(user ? { ...user, password: '' } : EMPTY);
  }, [opened, user]);
  const set = (key: keyof typeof EMPTY, value: string | boolean) =>
    setForm((old) => ({ ...old, [key]: value }));
  const fail = (title: string) => (error: Error) => notifyFailure(title, error, t('console.genericError'));
  const save = () => {
    const body = {
      username: form.username.trim(),
      email: form.email.trim(),
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      is_staff: form.is_staff,
      ...(me?.is_superuser ? { is_superuser: form.is_superuser } : {}),
    };
    if (user)
      update.mutate(
        { id: user.id, body: { ...body, ...(form.password ? { password: form.password } : {}) } },
        {
          onSuccess: (saved) => {
            notify('success', { title: t('users.updated'), message: saved.username });
            onClose();
          },
          onError: fail(t('users.updateFailed')),
        },
      );
    else
      create.mutate(
        { ...body, password: form.password, is_superuser: body.is_superuser ?? false, is_active: true },
        {
          onSuccess: (saved) => {
            notify('success', { title: t('users.created'), message: saved.username });
            onClose();
          },
          onError: fail(t('users.createFailed')),
        },
      );
  };
  return (
    <ConsoleFormDialog
      opened={opened}
      title={user ? t('users.editTitle', { name: user.username }) : t('users.create')}
      pending={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('users.username')}
          required
          value={form.username}
          onChange={(e) => set('username', e.currentTarget.value)}
        />
        <TextInput
          label={t('users.email')}
          type="email"
          required
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <TextInput
          label={t('users.firstName')}
          value={form.first_name}
          onChange={(e) => set('first_name', e.currentTarget.value)}
        />
        <TextInput
          label={t('users.lastName')}
          value={form.last_name}
          onChange={(e) => set('last_name', e.currentTarget.value)}
        />
      </SimpleGrid>
      <PasswordInput
        label={t('users.password')}
        description={user ? t('users.passwordKeep') : undefined}
        required={!user}
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set('password', e.currentTarget.value)}
      />
      <Group>
        <Checkbox
          label={t('users.staff')}
          checked={form.is_staff}
          onChange={(e) => set('is_staff', e.currentTarget.checked)}
        />
        {me?.is_superuser && (
          <Checkbox
            label={t('users.superuser')}
            checked={form.is_superuser}
            onChange={(e) => set('is_superuser', e.currentTarget.checked)}
          />
        )}
      </Group>
    </ConsoleFormDialog>
  );
}
