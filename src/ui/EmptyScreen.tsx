import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface EmptyScreenProps {
  icon: Icon;
  /** Defaults to saying the screen arrives in a later version. */
  title?: string;
  message?: string;
  /** What the user can do about it (a link), under the message. */
  children?: ReactNode;
}

/** A calm, honest panel for a screen with nothing to show yet: no sample data, no made-up numbers. */
export function EmptyScreen({ icon: IconComponent, title, message, children }: EmptyScreenProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} bg="var(--mantine-color-body)">
      <Stack align="center" gap="sm" ta="center" maw="32rem" mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconComponent size={28} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h4">
          {title ?? t('laterVersion.title')}
        </Title>
        <Text c="dimmed">{message ?? t('laterVersion.message')}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
