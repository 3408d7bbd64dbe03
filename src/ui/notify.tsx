import { notifications } from '@mantine/notifications';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';

const LOOK = {
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
  /** Done on this device, waiting in the outbox for the server. */
  queued: { color: 'orange', Icon: IconClockHour4 },
} as const;

/** A success, error or queued toast (one at a time, 5 s: the app's Notifications settings). */
export function notify(tone: keyof typeof LOOK, { title, message }: { title: string; message: string }) {
  const { color, Icon } = LOOK[tone];
  notifications.show({ title, message, color, icon: <Icon size={18} aria-hidden /> });
}
