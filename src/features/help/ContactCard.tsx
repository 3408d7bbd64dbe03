import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from './api/get-about';

export function ContactCard() {
  const { t } = useTranslation('help');
  const supportEmail = useSupportEmail();
  return (
    <Paper
      withBorder
      p="xl"
      bg="light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-6))"
      style={{ borderColor: 'light-dark(var(--mantine-color-blue-2), var(--mantine-color-blue-9))' }}
    >
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={4} maw="40rem">
          <Title order={2} fz="h4">
            {t('contact.title')}
          </Title>
          <Text size="sm" c="light-dark(var(--mantine-color-dark-4), var(--mantine-color-dark-1))">
            {t('contact.body')}
          </Text>
        </Stack>
        {supportEmail ? (
          <Button
            component="a"
            href={`mailto:${supportEmail}`}
            leftSection={<IconMail size={18} aria-hidden />}
          >
            {t('contact.button')}
          </Button>
        ) : (
          supportEmail === null && (
            <Text size="sm" maw="24rem">
              {t('contact.none')}
            </Text>
          )
        )}
      </Group>
    </Paper>
  );
}
