import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpSection } from './HelpSection';
import { QUICK_START_ID, quickStartSteps } from './help-content';

export function QuickStart() {
  const { t } = useTranslation('help');
  return (
    <HelpSection id={QUICK_START_ID} title={t('quickStart.title')} subtitle={t('quickStart.subtitle')}>
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2, lg: 4 }} p={0} m={0} style={{ listStyle: 'none' }}>
        {quickStartSteps.map((step, index) => (
          <Card component="li" key={step}>
            <ThemeIcon radius="xl" size="lg" variant="light" mb="sm" aria-hidden>
              <Text fw={700}>{index + 1}</Text>
            </ThemeIcon>
            <Title order={3} fz="h5" mb={6}>
              {t(`quickStart.steps.${step}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`quickStart.steps.${step}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </HelpSection>
  );
}
