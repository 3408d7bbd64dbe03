import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconClockHour4, IconInfoCircle, IconX } from '@tabler/icons-react';

const LOOK = {
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
  /** Done on this device, waiting in the outbox for the server. */
  queued: { color: 'orange', Icon: IconClockHour4 },
  info: { color: 'blue', Icon: IconInfoCircle },
  /** Nothing happened, or something was undone (a lasso that caught nothing, a cleared selection). */
  neutral: { color: 'gray', Icon: IconInfoCircle },
  /** Asked for more than allowed: only part of it was done. */
  warning: { color: 'orange', Icon: IconAlertTriangle },
} as const;

export type NotifyTone = keyof typeof LOOK;

interface Notice {
  title: string;
  message: string;
  /** Milliseconds before it closes, or false to stay until closed; 5 s (the app's Notifications) by default. */
  autoClose?: number | false;
}

/** The app's one toast: a tone (colour and icon), a title and a message, one at a time. */
export function notify(tone: NotifyTone, { title, message, autoClose }: Notice) {
  const { color, Icon } = LOOK[tone];
  notifications.show({ title, message, color, autoClose, icon: <Icon size={18} aria-hidden /> });
}
