import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: Icon;
  title: string;
  hint?: string;
  /** The title as a heading of this level, when the panel stands for a whole screen. */
  headingOrder?: 1 | 2 | 3;
  /** A way forward: create a team, for instance. */
  children?: ReactNode;
}

/** A list with nothing in it (or a team that is not there): what it would hold, and how it gets filled. */
export function EmptyState({ icon: IconComponent, title, hint, headingOrder, children }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
          <IconComponent size={24} stroke={1.6} />
        </ThemeIcon>
        {headingOrder ? (
          <Title order={headingOrder} fz="h4">
            {title}
          </Title>
        ) : (
          <Text fw={600}>{title}</Text>
        )}
        {hint && (
          <Text size="sm" c="dimmed" maw="32rem">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
