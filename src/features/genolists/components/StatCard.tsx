import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  icon: Icon;
  label: string;
  value: string;
  /** A line under the value: what it counts, a split. */
  hint?: ReactNode;
  color?: string;
  loading?: boolean;
}

/** One figure of a summary row: label, value, and what it counts. */
export function StatCard({
  icon: IconComponent,
  label,
  value,
  hint,
  color = 'blue',
  loading,
}: StatCardProps) {
  return (
    <Card padding="md" component="section" aria-label={label}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.3}>
              {label}
            </Text>
            {loading ? (
              <Skeleton height={28} width={80} mt={2} />
            ) : (
              <Text fz={26} fw={700} lh={1.15} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Text>
            )}
          </Stack>
          <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden visibleFrom="xs">
            <IconComponent size={20} stroke={1.7} />
          </ThemeIcon>
        </Group>
        {/* The hint takes the card's whole width, under the icon too. */}
        {hint && !loading && (
          <Text size="xs" c="dimmed" component="div">
            {hint}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
