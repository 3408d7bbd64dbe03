import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const pathname = useLocation({ select: (location) => location.pathname });

  // The attempted path is logged, so broken links can be traced from the console.
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Text fz={72} fw={700} lh={1} c="blue.3">
        404
      </Text>
      <Title order={1} fz="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" maw="32rem">
        {t('notFound.message', { path: pathname })}
      </Text>
      <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} aria-hidden />} mt="sm">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
