import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import {
  type NotificationPreferences,
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/preferences';

const KINDS = [
  'invitation_received',
  'invitation_accepted',
  'project_shared',
  'genolist_shared',
  'import_finished',
  'import_failed',
  'comparison_finished',
  'comparison_failed',
  'quote_answered',
] as const satisfies readonly (keyof NotificationPreferences)[];

/** Settings › Notifications: a switch per kind of notification, saved on the server at once. */
export function NotificationPreferencesPanel() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('preferences.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('preferences.description')}
          </Text>
        </Stack>
        {preferences.isError ? (
          <Text c="red" role="alert">
            {t('preferences.loadFailed')}
          </Text>
        ) : !preferences.data ? (
          <Skeleton h={180} />
        ) : (
          <Stack gap="sm">
            {KINDS.map((kind) => (
              <Switch
                key={kind}
                label={t(`preferences.kinds.${kind}`)}
                checked={preferences.data[kind]}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate(
                    { [kind]: event.currentTarget.checked },
                    {
                      onError: (error) =>
                        notify('error', {
                          title: t('preferences.saveFailed'),
                          message: error instanceof ApiError ? (error.serverMessage ?? error.message) : '',
                        }),
                    },
                  )
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
