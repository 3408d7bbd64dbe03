import { Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { downloadBlob } from '../../../lib/export';
import { notify } from '../../../ui/notify';
import { useAuth } from '../../auth';
import { exportMyData, useDeleteMyAccount } from '../api/profile';

/** The user's data: a ZIP of what they own, and the deletion of their account (confirmed by their password). */
export function AccountDataCard({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const { logout } = useAuth();
  const remove = useDeleteMyAccount();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');

  const download = async () => {
    setExporting(true);
    try {
      downloadBlob(`genoapp-${username}.zip`, await exportMyData());
    } catch (error) {
      notify('error', {
        title: t('data.exportFailed'),
        message: error instanceof ApiError ? (error.serverMessage ?? error.message) : '',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('data.title')}
        </Title>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" maw="36rem">
            {t('data.exportDescription')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={download}
          >
            {t('data.export')}
          </Button>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" maw="36rem">
            {t('data.deleteDescription')}
          </Text>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('data.delete')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('data.confirmTitle')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate(password, {
              onSuccess: () => {
                setConfirming(false);
                void logout({ removeOfflineCopy: true });
              },
              onError: (error) =>
                notify('error', {
                  title: t('data.deleteFailed'),
                  message: error instanceof ApiError ? (error.serverMessage ?? error.message) : '',
                }),
            });
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('data.confirmText')}</Text>
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button type="submit" color="red" disabled={password === ''} loading={remove.isPending}>
                {t('data.confirmDelete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
