import { Badge, Indicator, NavLink, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-items';

interface NavEntryProps {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
  /** A live count (pending invitations), and what it means for a screen reader. */
  count?: { value: number; label: string };
}

// In icon mode the label is hidden, so the link keeps its name through aria-label and shows it in a tooltip.
const iconOnlyStyles = {
  root: { justifyContent: 'center', paddingInline: 0 },
  section: { marginInlineEnd: 0 },
  body: { display: 'none' },
};

/**
 * One entry of the navigation. The tooltip exists only in icon mode: a disabled Tooltip still
 * mounts its positioning hooks, for each entry, again on every route change.
 */
export const NavEntry = memo(function NavEntry({
  item,
  active,
  collapsed,
  onNavigate,
  count,
}: NavEntryProps) {
  const { t } = useTranslation('frame');
  const label = t(`nav.${item.label}`);
  const { icon: ItemIcon, badge } = item;
  const icon = <ItemIcon size={20} stroke={1.6} aria-hidden />;
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      activeOptions={{ exact: item.to === '/' }}
      onClick={onNavigate}
      aria-label={count ? `${label} (${count.label})` : label}
      label={label}
      active={active}
      variant="light"
      leftSection={
        // In icon mode the count becomes a dot on the icon; its number is in the tooltip and the name.
        count && collapsed ? (
          <Indicator color="red" size={9} offset={2} withBorder>
            {icon}
          </Indicator>
        ) : (
          icon
        )
      }
      rightSection={
        count && !collapsed ? (
          <Badge size="sm" circle={count.value < 10} color="red" aria-hidden>
            {count.value}
          </Badge>
        ) : badge && !collapsed ? (
          <Badge size="xs" variant="light" color="violet">
            {t(`badges.${badge}`)}
          </Badge>
        ) : undefined
      }
      styles={collapsed ? iconOnlyStyles : undefined}
      h={40}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
  if (!collapsed) return link;
  return (
    <Tooltip label={count ? `${label} · ${count.label}` : label} position="right">
      {link}
    </Tooltip>
  );
});
