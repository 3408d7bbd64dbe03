import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface BrandProps {
  /**
   * In the header, narrow screens keep only the logo, and the tagline shows only on wide ones
   * (below 88em it would take the room of the search and the offline corner); the drawer always
   * has room for the name.
   */
  placement: 'header' | 'drawer';
}

/** Logo, product name and tagline; leads back to the dashboard. */
export function Brand({ placement }: BrandProps) {
  const { t } = useTranslation();
  const inHeader = placement === 'header';
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('appName')}>
      <Group gap="sm" wrap="nowrap">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <Stack gap={0}>
          <Text fw={700} fz="lg" lh={1.2} visibleFrom={inHeader ? 'xs' : undefined}>
            {t('appName')}
          </Text>
          {inHeader && (
            <Text fz="xs" c="dimmed" lh={1.3} visibleFrom="xl" style={{ whiteSpace: 'nowrap' }}>
              {t('tagline')}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
