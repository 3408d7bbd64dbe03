import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconChartDots3,
  IconCircleCheck,
  IconMail,
  IconReceipt,
  IconShare,
  IconUserCheck,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeDate } from '../../../lib/format';
import type { Notification } from '../api/get-notifications';
import { notificationTarget, notificationValues } from '../notification-target';
import classes from './NotificationItem.module.css';

const ICONS = {
  invitation_received: { icon: IconMail, color: 'blue' },
  invitation_accepted: { icon: IconUserCheck, color: 'teal' },
  project_shared: { icon: IconShare, color: 'violet' },
  genolist_shared: { icon: IconShare, color: 'violet' },
  import_finished: { icon: IconCircleCheck, color: 'green' },
  import_failed: { icon: IconAlertTriangle, color: 'red' },
  comparison_finished: { icon: IconChartDots3, color: 'green' },
  comparison_failed: { icon: IconAlertTriangle, color: 'red' },
  quote_answered: { icon: IconReceipt, color: 'blue' },
} as const;

/** The kinds whose notification shows why it failed under its sentence. */
const FAILURES = new Set<Notification['kind']>(['import_failed', 'comparison_failed']);

interface NotificationItemProps {
  notification: Notification;
  /** Called when the user opens it: marks it read and closes the bell. */
  onOpen: (notification: Notification) => void;
}

/** One line of the bell: what happened, when, unread in bold with a dot; a click opens its subject. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const target = notificationTarget(notification);
  const { icon: Icon, color } = ICONS[notification.kind] ?? { icon: IconBell, color: 'gray' };
  const values = notificationValues(notification);
  const text = t(`kinds.${notification.kind}`, { ...values, interpolation: { escapeValue: false } });
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={!notification.read || undefined}
      onClick={() => {
        onOpen(notification);
        if (target) void navigate(target);
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} radius="xl" size="md">
          <Icon size={16} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} flex={1} miw={0}>
          <Text size="sm" fw={notification.read ? 400 : 600}>
            {text}
          </Text>
          {FAILURES.has(notification.kind) && values.error && (
            <Text size="xs" c="red" lineClamp={2}>
              {values.error}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatRelativeDate(notification.created_at, i18n.language)}
          </Text>
        </Stack>
        {!notification.read && <span className={classes.dot} role="img" aria-label={t('unread')} />}
      </Group>
    </UnstyledButton>
  );
}
