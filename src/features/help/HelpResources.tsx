import { Card, Group, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HelpSection } from './HelpSection';
import { resources, SUPPORT_EMAIL } from './help-content';

export function HelpResources() {
  const { t } = useTranslation('help');
  return (
    <HelpSection title={t('resources.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {resources.map(({ id, icon: ResourceIcon, href, newTab }) => (
          <Card
            key={id}
            component="a"
            href={href}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener noreferrer' : undefined}
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Group gap="sm" mb="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="md">
                <ResourceIcon size={18} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{t(`resources.items.${id}.title`)}</Text>
              {newTab && (
                <>
                  <IconExternalLink size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                  <VisuallyHidden>({t('resources.newTab')})</VisuallyHidden>
                </>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`resources.items.${id}.description`, { email: SUPPORT_EMAIL })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </HelpSection>
  );
}
