import { Button, Card, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { MIN_PASSWORD_LENGTH } from '../../auth';
import { useChangePassword } from '../api/profile';

/** A new password, given with the current one; the user's other sessions end. */
export function PasswordCard() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const tooShort = next !== '' && next.length < MIN_PASSWORD_LENGTH;
  const mismatch = again !== '' && again !== next;
  const ready = current !== '' && next.length >= MIN_PASSWORD_LENGTH && again === next;
  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          change.mutate(
            { current_password: current, new_password: next },
            {
              onSuccess: () => {
                notify('success', { title: t('password.changed'), message: t('password.otherSessions') });
                setCurrent('');
                setNext('');
                setAgain('');
              },
              onError: (error) =>
                notify('error', {
                  title: t('password.failed'),
                  message: error instanceof ApiError ? (error.serverMessage ?? error.message) : '',
                }),
            },
          );
        }}
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {t('password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('password.description')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              value={next}
              error={tooShort ? t('password.tooShort', { count: MIN_PASSWORD_LENGTH }) : undefined}
              onChange={(event) => setNext(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              value={again}
              error={mismatch ? t('password.mismatch') : undefined}
              onChange={(event) => setAgain(event.currentTarget.value)}
            />
          </SimpleGrid>
          <Button
            type="submit"
            disabled={!ready}
            loading={change.isPending}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
