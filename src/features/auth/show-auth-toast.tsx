import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { AuthToast } from './session';

const LOOK = {
  success: { color: 'teal', Icon: IconCheck },
  error: { color: 'red', Icon: IconX },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

export function showAuthToast({ tone, title, message }: AuthToast) {
  const { color, Icon } = LOOK[tone];
  notifications.show({ title, message, color, icon: <Icon size={18} /> });
}
