import { Stack, Text, Title } from '@mantine/core';

interface PageHeaderProps {
  title: string;
  description?: string;
}

export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" maw="48rem">
          {description}
        </Text>
      )}
    </Stack>
  );
}
