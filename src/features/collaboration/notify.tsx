import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { describeApiError } from '../../api/errors';

const LOOK = {
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
} as const;

/** A toast of the collaboration screens (one at a time, 5 s: the app's Notifications settings). */
export function notify(tone: keyof typeof LOOK, { title, message }: { title: string; message: string }) {
  const { color, Icon } = LOOK[tone];
  notifications.show({ title, message, color, icon: <Icon size={18} aria-hidden /> });
}

/** An error toast whose message is what the server said (or the catalogue's wording for `path`). */
export function notifyFailure(title: string, error: unknown, path: string) {
  notify('error', { title, message: describeApiError(error, path).message });
}
