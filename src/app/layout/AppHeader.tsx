import { ActionIcon, Box, Burger, Group, Kbd, Tooltip } from '@mantine/core';
import { useOs } from '@mantine/hooks';
import {
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/AuthProvider';
import { NotificationsBell } from '../../features/notifications';
import { HeaderSearch, PhoneSearch } from '../../features/search';
import { OfflineStatus } from '../../offline/components/OfflineStatus';
import { Brand } from './Brand';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';
import type { Sidebar } from './use-sidebar';

export function AppHeader({ sidebar }: { sidebar: Sidebar }) {
  const { t } = useTranslation('frame');
  const { user } = useAuth();
  const shortcut = useOs() === 'macos' ? '⌘ B' : 'Ctrl B';
  const SidebarIcon = sidebar.collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={sidebar.drawerOpened}
          onClick={sidebar.openDrawer}
          aria-label={t('sidebar.openMenu')}
          aria-expanded={sidebar.drawerOpened}
        />
        <Tooltip
          label={
            <>
              {t('sidebar.toggle')} <Kbd size="xs">{shortcut}</Kbd>
            </>
          }
          openDelay={700}
        >
          <ActionIcon
            visibleFrom="sm"
            size="lg"
            onClick={sidebar.toggleCollapsed}
            aria-label={t('sidebar.toggle')}
            aria-expanded={!sidebar.collapsed}
          >
            <SidebarIcon size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {/* On phones the search, offline and account controls need the row; the drawer has the brand. */}
        <Box visibleFrom="xs">
          <Brand placement="header" />
        </Box>
      </Group>

      <Box visibleFrom="sm" flex={1} maw="26rem">
        <HeaderSearch />
      </Box>

      {/* The controls keep their size; the search box gives up room first. */}
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <PhoneSearch />
        <OfflineStatus userId={user?.id ?? null} />
        <LanguageMenu />
        <NotificationsBell />
        {/* Phones reach Settings through the account menu, which keeps the header on one line. */}
        <ActionIcon component={Link} to="/settings" size="lg" aria-label={t('settings')} visibleFrom="sm">
          <IconSettings size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
        <UserMenu />
      </Group>
    </Group>
  );
}
