import { Avatar, Box, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCloudOff, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/AuthProvider';
import { ReconnectDialog } from '../../features/auth/components/ReconnectDialog';
import { SignOutDialog } from '../../features/auth/components/SignOutDialog';

type User = NonNullable<ReturnType<typeof useAuth>['user']>;

function displayName(user: User): string {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return user.name || fullName || user.username || user.email;
}

export function UserMenu() {
  const { t } = useTranslation('frame');
  const { t: tAuth } = useTranslation('auth');
  const { user, offline } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const name = displayName(user);

  return (
    <>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <UnstyledButton
            aria-label={offline ? `${t('userMenu.label')} (${tAuth('offline.badge')})` : t('userMenu.label')}
            px={6}
            py={4}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="xs" wrap="nowrap">
              {/* Signed in offline (the server sign-in to come): an orange dot on the avatar. */}
              <Indicator disabled={!offline} color="orange" size={10} offset={4} withBorder>
                <Avatar src={user.avatar} name={name} color="initials" radius="xl" size={34} alt="" />
              </Indicator>
              {/* A long name or address gives way to an ellipsis here; its title and the menu show it whole. */}
              <Box visibleFrom="lg" maw="11rem">
                <Text size="sm" fw={500} lh={1.25} truncate title={name}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" lh={1.25} truncate title={user.email}>
                  {user.email}
                </Text>
              </Box>
              <Box visibleFrom="sm" lh={0}>
                <IconChevronDown size={14} aria-hidden />
              </Box>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Box px="sm" py="xs">
            <Text size="sm" fw={500} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
            {offline && (
              <Group gap={6} mt={6} wrap="nowrap" align="flex-start" c="orange.8">
                <IconCloudOff size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="xs">{tAuth('offline.waiting')}</Text>
              </Group>
            )}
          </Box>
          <Menu.Divider />
          <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
            {t('userMenu.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
            {t('userMenu.settings')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => setSigningOut(true)}
          >
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SignOutDialog opened={signingOut} onClose={() => setSigningOut(false)} />
      <ReconnectDialog />
    </>
  );
}
