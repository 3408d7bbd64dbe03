import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../AuthProvider';
import { PasswordField } from './PasswordField';

/**
 * After a reload of a sign-in made offline, the password is no longer in memory (it is never
 * stored): once the server answers, this asks for it to make the server session, so the outbox
 * is sent and the screens read fresh data. Signing out instead leaves the copy locked as usual.
 */
export function ReconnectDialog() {
  const { t } = useTranslation('auth');
  const { user, offline, reconnect, logout } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const failure = await reconnect(password).finally(() => setPending(false));
    setError(failure);
    if (!failure) setPassword('');
  }

  return (
    <Modal
      opened={offline === 'needs-password' && user !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('reconnect.title')}
      centered
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('reconnect.message')}</Text>
          <TextInput label={t('fields.email')} value={user?.email ?? ''} readOnly autoComplete="username" />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-autofocus
          />
          {error && (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void logout()} disabled={pending}>
              {t('reconnect.signOut')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('reconnect.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
