import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DashCardProps {
  title: string;
  /** Beside the title: a link, an info button. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card of the dashboard, a labelled region for assistive technology. */
export function DashCard({ title, aside, children }: DashCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} fz="h5">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
