import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AccessDeniedProps {
  /** Defaults to the catalogue's 'Access denied'. */
  title?: string;
  /** Defaults to the catalogue's message about missing rights. */
  message?: string;
  /** 1 when the panel replaces a whole screen, so the page keeps its main heading. */
  headingOrder?: 1 | 2 | 3;
  /** Ways out: a back button, a link home. */
  children?: ReactNode;
}

/**
 * The panel shown instead of a screen the user may not see. The
 * server answers 404 for a private resource of someone else, so this panel never says whether
 * the resource exists.
 */
export function AccessDenied({ title, message, headingOrder = 2, children }: AccessDeniedProps) {
  const { t } = useTranslation('errors');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} role="alert" aria-live="polite">
      <Stack align="center" gap="sm" ta="center" maw="34rem" mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconLock size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={headingOrder} fz="h4">
          {title ?? t('forbidden.title')}
        </Title>
        <Text c="dimmed">{message ?? t('forbidden.message')}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
