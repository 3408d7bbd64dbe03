import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface UploadProgressBarProps {
  /** What is being sent ("Sending counts.csv…"). */
  title: string;
  /** Share of the bytes sent, 0 to 1. */
  fraction: number;
  /** `fraction` written in the language's way. */
  percent: string;
  /** Below the bar: the bytes sent, or what the server does once all are sent. */
  status: string;
  progressLabel: string;
  /** Beside the status, e.g. a cancel button. */
  action?: ReactNode;
}

/** The bytes of an upload actually sent; striped once all are sent and the server is checking them. */
export function UploadProgressBar({
  title,
  fraction,
  percent,
  status,
  progressLabel,
  action,
}: UploadProgressBarProps) {
  const allSent = fraction >= 1;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500} truncate="end">
          {title}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent}
        </Text>
      </Group>
      <Progress
        value={Math.round(Math.min(1, fraction) * 1000) / 10}
        size="lg"
        striped={allSent}
        animated={allSent}
        aria-label={progressLabel}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="xs" c="dimmed">
          {status}
        </Text>
        {action}
      </Group>
    </Stack>
  );
}
