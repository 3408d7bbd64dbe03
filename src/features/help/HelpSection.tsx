import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface HelpSectionProps {
  id?: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

// The header is fixed, so an in-page link must stop below it rather than under it.
const anchorOffset = {
  scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-lg))',
};

export function HelpSection({ id, title, subtitle, children }: HelpSectionProps) {
  const generated = useId();
  // Every section is named by its heading, so that assistive technology lists it as a region.
  const headingId = id ? `${id}-heading` : generated;
  return (
    <Stack component="section" id={id} aria-labelledby={headingId} gap="md" style={anchorOffset}>
      <div>
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </div>
      {children}
    </Stack>
  );
}
