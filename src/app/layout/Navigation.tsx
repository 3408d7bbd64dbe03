import { Divider, Stack, Text, Tooltip } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/AuthProvider';
import { usePendingInvitationCount } from '../../features/collaboration/api/get-invitations';
import { isNavEntryActive } from '../../lib/sidebar-state';
import { NavEntry } from './NavEntry';
import { type NavItem, navSections } from './nav-items';

interface NavigationProps {
  collapsed: boolean;
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

function isActive(pathname: string, item: NavItem): boolean {
  return [item.to, ...(item.alsoActiveUnder ?? [])].some((route) => isNavEntryActive(pathname, route));
}

export function Navigation({ collapsed, onNavigate }: NavigationProps) {
  const { t } = useTranslation(['frame', 'collaboration']);
  const { user } = useAuth();
  const pendingInvitations = usePendingInvitationCount({ enabled: user !== null });
  const pathname = useLocation({ select: (location) => location.pathname });
  const isAdmin = Boolean(user?.is_staff || user?.is_superuser);
  const sections = navSections.filter((section) => !section.adminOnly || isAdmin);

  return (
    // Tooltips open after 700 ms; within the group the next icon's tooltip opens at once.
    <Tooltip.Group openDelay={700} closeDelay={0}>
      <Stack gap="lg">
        {sections.map((section, index) => (
          <Stack key={section.id} gap={2}>
            {collapsed ? (
              index > 0 && <Divider mb="xs" />
            ) : (
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mb={4} lts={0.4}>
                {t(`nav.sections.${section.id}`)}
              </Text>
            )}
            {section.items.map((item) => (
              <NavEntry
                key={item.to}
                item={item}
                active={isActive(pathname, item)}
                collapsed={collapsed}
                onNavigate={onNavigate}
                count={
                  item.counter === 'pendingInvitations' && pendingInvitations > 0
                    ? {
                        value: pendingInvitations,
                        label: t('collaboration:nav.pending', { count: pendingInvitations }),
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Tooltip.Group>
  );
}
