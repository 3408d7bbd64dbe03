import { Badge, type BadgeProps } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SharePermission, TeamRole } from '../roles';

const ROLE_COLORS: Record<TeamRole, string> = {
  OWNER: 'violet',
  ADMIN: 'blue',
  MEMBER: 'teal',
  VIEWER: 'gray',
};

/** A member's role in a team; the user's own role on team cards and headers. */
export function RoleBadge({ role, ...props }: { role: TeamRole } & BadgeProps) {
  const { t } = useTranslation('collaboration');
  return (
    <Badge
      variant="light"
      color={ROLE_COLORS[role]}
      radius="sm"
      tt="none"
      leftSection={role === 'OWNER' ? <IconCrown size={12} aria-hidden /> : undefined}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {t(`roles.${role}`)}
    </Badge>
  );
}

const PERMISSION_COLORS: Record<SharePermission, string> = {
  ADMIN: 'blue',
  EDITOR: 'teal',
  VIEWER: 'gray',
};

/** What a team's members may do with a shared project or gene list. */
export function PermissionBadge({ permission }: { permission: SharePermission }) {
  const { t } = useTranslation('collaboration');
  return (
    <Badge
      variant="outline"
      color={PERMISSION_COLORS[permission]}
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      title={t(`permissionHints.${permission}`)}
    >
      {t(`permissions.${permission}`)}
    </Badge>
  );
}
