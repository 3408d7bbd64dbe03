import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../ui/notify';
import { type Account, useUpdateProfile } from '../api/profile';

/** The own profile: first and last name, username and e-mail, all required. */
export function ProfileForm({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('profile');
  const update = useUpdateProfile(account.id);
  const [form, setForm] = useState({
    first_name: account.first_name,
    last_name: account.last_name,
    username: account.username,
    email: account.email,
  });
  const complete = Object.values(form).every((value) => value.trim() !== '');
  const field = (key: keyof typeof form) => ({
    value: form[key],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setForm((old) => ({ ...old, [key]: value }));
    },
  });
  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) return;
          update.mutate(
            {
              first_name: form.first_name.trim(),
              last_name: form.last_name.trim(),
              username: form.username.trim(),
              email: form.email.trim(),
            },
            {
              onSuccess: () => notify('success', { title: t('saved'), message: '' }),
              onError: (error) =>
                notify('error', {
                  title: t('saveFailed'),
                  message: error instanceof ApiError ? (error.serverMessage ?? error.message) : '',
                }),
            },
          );
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('firstName')} autoComplete="given-name" {...field('first_name')} />
            <TextInput label={t('lastName')} autoComplete="family-name" {...field('last_name')} />
            <TextInput label={t('username')} autoComplete="username" {...field('username')} />
            <TextInput label={t('email')} type="email" autoComplete="email" {...field('email')} />
          </SimpleGrid>
          <Group justify="space-between" align="center">
            <Text size="xs" c="dimmed">
              {t('dates', {
                created: formatDate(account.created_at, i18n.language),
                updated: formatDate(account.updated_at, i18n.language),
              })}
            </Text>
            <Button type="submit" disabled={!complete} loading={update.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
