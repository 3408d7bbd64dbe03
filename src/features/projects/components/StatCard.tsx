import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface StatCardProps {
  label: string;
  value: string;
  icon: Icon;
  color?: string;
  hint?: string;
}

/** One figure with its label: the summary cards and tiles of the projects screens. */
export function StatCard({ label, value, icon: IconComponent, color = 'blue', hint }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-body)">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        {/* A word longer than the card breaks rather than push the icon out. */}
        <Text
          size="xs"
          c="dimmed"
          tt="uppercase"
          fw={600}
          lts={0.3}
          lh={1.3}
          style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}
        >
          {label}
        </Text>
        {/* On a phone two cards share a row: the label takes the icon's room, as on the gene lists. */}
        <ThemeIcon
          variant="light"
          color={color}
          size={28}
          radius="md"
          style={{ flexShrink: 0 }}
          visibleFrom="xs"
        >
          <IconComponent size={16} stroke={1.8} aria-hidden />
        </ThemeIcon>
      </Group>
      <Text fz={{ base: 20, sm: 24 }} fw={650} lh={1.2} mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
