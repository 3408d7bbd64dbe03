import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from './help-content';

export function ContactCard() {
  const { t } = useTranslation('help');
  return (
    <Paper withBorder p="xl" bg="blue.0" style={{ borderColor: 'var(--mantine-color-blue-2)' }}>
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={4} maw="40rem">
          <Title order={2} fz="h4">
            {t('contact.title')}
          </Title>
          <Text size="sm" c="dark.4">
            {t('contact.body')}
          </Text>
        </Stack>
        <Button
          component="a"
          href={`mailto:${SUPPORT_EMAIL}`}
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('contact.button')}
        </Button>
      </Group>
    </Paper>
  );
}
