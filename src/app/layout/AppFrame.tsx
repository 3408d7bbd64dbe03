import { AppShell, Container, Drawer, ScrollArea } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSyncColorScheme } from '../../features/settings';
import { AppHeader } from './AppHeader';
import { Brand } from './Brand';
import { Navigation } from './Navigation';
import { useSidebar } from './use-sidebar';

/** The signed-in frame: header, sidebar of 16rem or 3rem of icons, and a drawer on phones. */
export function AppFrame() {
  const { t } = useTranslation('frame');
  const sidebar = useSidebar();
  useSyncColorScheme();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: sidebar.collapsed ? '3rem' : '16rem', breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <AppHeader sidebar={sidebar} />
      </AppShell.Header>

      {sidebar.isMobile ? (
        <Drawer
          opened={sidebar.drawerOpened}
          onClose={sidebar.closeDrawer}
          size="18rem"
          title={<Brand placement="drawer" />}
          closeButtonProps={{ 'aria-label': t('sidebar.closeMenu') }}
        >
          <nav aria-label={t('nav.label')}>
            <Navigation collapsed={false} onNavigate={sidebar.closeDrawer} />
          </nav>
        </Drawer>
      ) : (
        <AppShell.Navbar aria-label={t('nav.label')} p={sidebar.collapsed ? 6 : 'sm'}>
          <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
            <Navigation collapsed={sidebar.collapsed} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}

      <AppShell.Main bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
