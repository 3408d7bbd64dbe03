import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STEPS = ['upload', 'checks', 'background', 'project'] as const;

/** What an archive holds and how an import runs (two descriptions, four steps). */
export function ImportGuide() {
  const { t } = useTranslation('admin');
  return (
    <Card component="section" aria-labelledby="import-guide-title" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title
          order={2}
          fz="h4"
          id="import-guide-title"
          style={{ display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <IconInfoCircle size={22} aria-hidden color="var(--mantine-primary-color-filled)" />
          {t('guide.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Text size="sm">{t('guide.archive')}</Text>
          <Text size="sm">{t('guide.process')}</Text>
        </SimpleGrid>
        <Title order={3} fz="h5" mt="xs">
          {t('guide.stepsTitle')}
        </Title>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {STEPS.map((step, index) => (
            <li key={step} style={{ display: 'flex', gap: 12 }}>
              <ThemeIcon radius="xl" size={28} variant="light" aria-hidden style={{ flexShrink: 0 }}>
                <Text size="sm" fw={700}>
                  {index + 1}
                </Text>
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {t(`guide.steps.${step}.title`)}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t(`guide.steps.${step}.body`)}
                </Text>
              </div>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
