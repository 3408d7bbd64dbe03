import { Anchor, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconDatabaseOff, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tokens } from '../../api/tokens';
import { copyKindLabel } from '../download';
import { formatSavedAt } from '../format';
import { useConnectivity, useOfflineCopies } from '../hooks';

/**
 * What a screen says when it has nothing saved on this device and the server cannot be reached:
 * that it was not saved for offline use, what is saved (links to each copy), and how to save a
 * screen. Shown at once (its queries pause instead of waiting to fail); the screen fills in by
 * itself once the server answers.
 */
export function NotSavedOffline({ headingOrder = 1 }: { headingOrder?: 1 | 2 }) {
  const { t, i18n } = useTranslation('offline');
  const connectivity = useConnectivity();
  // The signed-in user's copies only (this screen shows only inside the signed-in app).
  const { pins } = useOfflineCopies(tokens.getUserId());
  const saved = [...pins].sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} role="status">
      <Stack align="center" gap="sm" ta="center" maw="36rem" mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconCloudOff size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={headingOrder} fz="h4">
          {t('notSaved.title')}
        </Title>
        <Text c="dimmed">
          {t(connectivity === 'unreachable' ? 'notSaved.unreachable' : 'notSaved.offline')}
        </Text>
        {saved.length > 0 ? (
          <Stack gap={4} align="center">
            <Text size="sm" fw={600}>
              {t('notSaved.available')}
            </Text>
            <List size="sm" listStyleType="none" aria-label={t('notSaved.available')}>
              {saved.map((pin) => (
                <List.Item key={`${pin.kind}-${pin.targetId}`}>
                  {pin.kind === 'project' ? (
                    <Anchor
                      renderRoot={(props) => (
                        <Link to="/projects/$projectId" params={{ projectId: pin.targetId }} {...props} />
                      )}
                    >
                      {pin.name}
                    </Anchor>
                  ) : (
                    <Anchor
                      renderRoot={(props) => (
                        <Link to="/genolists/$genolistId" params={{ genolistId: pin.targetId }} {...props} />
                      )}
                    >
                      {pin.name}
                    </Anchor>
                  )}{' '}
                  <Text span size="xs" c="dimmed">
                    {copyKindLabel(pin.kind)} · {formatSavedAt(pin.savedAt, i18n.language)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : (
          <Text size="sm">{t('notSaved.nothing')}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t('notSaved.how')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconSettings size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/settings" {...props} />}
        >
          {t('notSaved.storage')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The same, for one part of a screen whose other parts were saved (a card, a tab). */
export function NotSavedOfflineNote() {
  const { t } = useTranslation('offline');
  return (
    <Stack align="center" gap={6} py="lg" ta="center" role="status">
      <IconDatabaseOff size={22} stroke={1.6} color="var(--mantine-color-orange-6)" aria-hidden />
      <Text size="sm" c="dimmed" maw="30rem">
        {t('notSaved.part')}{' '}
        <Anchor size="sm" renderRoot={(props) => <Link to="/settings" {...props} />}>
          {t('notSaved.seeSaved')}
        </Anchor>
      </Text>
    </Stack>
  );
}
