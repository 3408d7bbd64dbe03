import { Badge, NavLink, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './nav-items';

interface NavEntryProps {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

// In icon mode the label is hidden, so the link keeps its name through aria-label and shows it in a tooltip.
const iconOnlyStyles = {
  root: { justifyContent: 'center', paddingInline: 0 },
  section: { marginInlineEnd: 0 },
  body: { display: 'none' },
};

export function NavEntry({ item, active, collapsed, onNavigate }: NavEntryProps) {
  const { t } = useTranslation('frame');
  const label = t(`nav.${item.label}`);
  const { icon: ItemIcon, badge } = item;
  return (
    <Tooltip label={label} position="right" disabled={!collapsed}>
      <NavLink
        component={Link}
        to={item.to}
        activeOptions={{ exact: item.to === '/' }}
        onClick={onNavigate}
        aria-label={label}
        label={label}
        active={active}
        variant="light"
        leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
        rightSection={
          badge && !collapsed ? (
            <Badge size="xs" variant="light" color="violet">
              {t(`badges.${badge}`)}
            </Badge>
          ) : undefined
        }
        styles={collapsed ? iconOnlyStyles : undefined}
        h={40}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </Tooltip>
  );
}
