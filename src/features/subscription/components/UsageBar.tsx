import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Usage } from '../plan-display';

interface UsageBarProps {
  label: string;
  /** "2 of 3", "0.4 GB of 1 GB"… */
  amount: string;
  usage: Usage;
}

/** One resource against its limit, coloured by how close it is (no bar when unlimited). */
export function UsageBar({ label, amount, usage }: UsageBarProps) {
  return (
    <Stack gap={6} data-usage={label} data-usage-color={usage.max === null ? undefined : usage.color}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          {amount}
        </Text>
      </Group>
      {usage.max !== null && (
        <Progress value={usage.percent} color={usage.color} size="md" aria-label={label} />
      )}
    </Stack>
  );
}
