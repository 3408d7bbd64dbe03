import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconLock, IconTrash, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { useSetProjectVisibility } from '../api/change-project';
import type { Project } from '../api/get-project';

interface ProjectManageMenuProps {
  project: Pick<Project, 'id' | 'name' | 'public' | 'can_change_visibility' | 'can_delete'>;
  onDelete: () => void;
  /** In a page's header: framed, as tall as the buttons beside it. */
  framed?: boolean;
}

/**
 * Make public or private, and delete, each only for who may (the project's
 * `can_change_visibility` and `can_delete`, the server's own rule); no menu when neither.
 */
export function ProjectManageMenu({ project, onDelete, framed = false }: ProjectManageMenuProps) {
  const { t } = useTranslation('projects');
  const visibility = useSetProjectVisibility({
    onSuccess: (answer) =>
      notify('success', {
        title: answer.public ? t('manage.madePublic') : t('manage.madePrivate'),
        message: answer.name,
      }),
    onError: () => notify('error', { title: t('manage.errorTitle'), message: t('manage.visibilityError') }),
  });
  if (!project.can_change_visibility && !project.can_delete) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          aria-label={t('manage.moreNamed', { name: project.name })}
          loading={visibility.isPending}
          {...(framed ? { variant: 'default', size: 'input-sm' } : {})}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {project.can_change_visibility && (
          <Menu.Item
            leftSection={
              project.public ? <IconLock size={16} aria-hidden /> : <IconWorld size={16} aria-hidden />
            }
            onClick={() => visibility.mutate({ id: project.id, public: !project.public })}
            disabled={visibility.isPending}
          >
            {project.public ? t('manage.makePrivate') : t('manage.makePublic')}
          </Menu.Item>
        )}
        {project.can_delete && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            {t('manage.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
