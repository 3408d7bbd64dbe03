import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../../offline/hooks';
import { copyOutlivesSignOut } from '../../../offline/keyring';
import { offlineKeys } from '../../../offline/keys';
import { useAuth } from '../AuthProvider';

/**
 * Sign-out, with what becomes of this browser's offline copy: it stays, encrypted, for the next
 * sign-in (with or without network), unless the user removes it here. A copy no password can
 * reopen (made before the user typed it on this browser) goes in any case, and the dialog says so.
 * Changes still in the outbox are counted: kept for the next sign-in, or lost with the copy.
 */
export function SignOutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { user, logout } = useAuth();
  const userId = user?.id ?? null;
  const [remove, setRemove] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const entries = useOutbox(opened ? userId : null);
  const waiting = entries.filter((entry) => entry.state === 'pending').length;
  const outlives = useQuery({
    queryKey: offlineKeys.outlivesSignOut(userId ?? 0),
    queryFn: () => copyOutlivesSignOut(userId as number),
    enabled: opened && userId !== null,
    networkMode: 'always',
    staleTime: 0,
  });
  const kept = outlives.data !== false;
  const lost = remove || !kept;

  return (
    <Modal opened={opened} onClose={() => !leaving && onClose()} title={t('signOut.title')} centered>
      <Stack gap="md">
        <Text size="sm">{kept ? t(remove ? 'signOut.removing' : 'signOut.kept') : t('signOut.notKept')}</Text>
        {kept && (
          <Checkbox
            label={t('signOut.remove')}
            description={t('signOut.removeHint')}
            checked={remove}
            onChange={(event) => setRemove(event.currentTarget.checked)}
          />
        )}
        {waiting > 0 && (
          <Alert color={lost ? 'red' : 'orange'} variant="light">
            {t(lost ? 'signOut.pendingLost' : 'signOut.pendingKept', { count: waiting })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={leaving}>
            {t('signOut.cancel')}
          </Button>
          <Button
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void logout({ removeOfflineCopy: remove }).finally(() => setLeaving(false));
            }}
          >
            {t('signOut.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
