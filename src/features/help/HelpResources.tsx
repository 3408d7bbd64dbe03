import { Card, Group, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from './api/get-about';
import { HelpSection } from './HelpSection';
import { resources } from './help-content';

export function HelpResources() {
  const { t } = useTranslation('help');
  const supportEmail = useSupportEmail();
  return (
    <HelpSection title={t('resources.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {resources.map((resource) => {
          const { id, icon: ResourceIcon, href, newTab } = resource;
          const description =
            id === 'support' && supportEmail === null
              ? t('resources.items.support.none')
              : t(`resources.items.${id}.description`, { email: supportEmail ?? '…' });
          const body = (
            <>
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
                {description}
              </Text>
            </>
          );
          const style = { textDecoration: 'none', color: 'inherit' };
          if (href?.startsWith('/') && !newTab)
            return (
              <Card key={id} component={Link} to={href} style={style}>
                {body}
              </Card>
            );
          const target = href ?? (supportEmail ? `mailto:${supportEmail}` : undefined);
          if (!target) return <Card key={id}>{body}</Card>;
          return (
            <Card
              key={id}
              component="a"
              href={target}
              target={newTab ? '_blank' : undefined}
              rel={newTab ? 'noopener noreferrer' : undefined}
              style={style}
            >
              {body}
            </Card>
          );
        })}
      </SimpleGrid>
    </HelpSection>
  );
}
