import { Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HelpSection } from './HelpSection';
import { featureGroups } from './help-content';

export function FeatureGroups() {
  const { t } = useTranslation('help');
  return (
    <HelpSection title={t('features.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {featureGroups.map(({ id, icon: GroupIcon }) => (
          <Card key={id}>
            <Group gap="sm" mb="md" wrap="nowrap">
              <ThemeIcon variant="light" size="lg">
                <GroupIcon size={20} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="h5">
                {t(`features.groups.${id}.title`)}
              </Title>
            </Group>
            <List
              spacing="xs"
              size="sm"
              icon={
                <ThemeIcon size={18} radius="xl" variant="transparent" color="teal">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {Object.entries(t(`features.groups.${id}.items`, { returnObjects: true })).map(
                ([item, text]) => (
                  <List.Item key={item}>
                    <Text size="sm">{text}</Text>
                  </List.Item>
                ),
              )}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </HelpSection>
  );
}
