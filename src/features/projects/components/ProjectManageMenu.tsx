import { Menu } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../api/errors';
import { ManageMenu } from '../../../ui/ManageMenu';
import { notify } from '../../../ui/notify';
import { ShareWithTeamDialog } from '../../collaboration';
import { useSetProjectVisibility } from '../api/change-project';
import type { Project } from '../api/get-project';

interface ProjectManageMenuProps {
  project: Pick<
    Project,
    'id' | 'name' | 'public' | 'updated_at' | 'can_change_visibility' | 'can_delete' | 'share_permissions'
  >;
  onDelete: () => void;
  /** In a list's row, sharing with a team is one of the menu's entries (a header has its button). */
  withShare?: boolean;
  /** In a page's header: framed, as tall as the buttons beside it. */
  framed?: boolean;
}

/**
 * Share with a team, make public or private, and delete, each only for who may (the project's
 * `share_permissions`, `can_change_visibility` and `can_delete`, the server's own rule); no menu
 * when none.
 */
export function ProjectManageMenu({
  project,
  onDelete,
  withShare = false,
  framed = false,
}: ProjectManageMenuProps) {
  const { t } = useTranslation(['projects', 'offline']);
  const [sharing, setSharing] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);
  const visibility = useSetProjectVisibility({
    onSuccess: (answer, queued) =>
      notify(queued ? 'queued' : 'success', {
        title: answer.public ? t('manage.madePublic') : t('manage.madePrivate'),
        message: queued ? t('offline:outbox.queued', { name: answer.name }) : answer.name,
      }),
    onError: (error) =>
      notify('error', {
        title: t('manage.errorTitle'),
        message: failureMessage(error, t('manage.visibilityError')),
      }),
  });
  // An answer saved for offline use by an older version carries no rights: nothing is offered.
  const shareable = withShare && Boolean(project.share_permissions?.length);
  if (!shareable && !project.can_change_visibility && !project.can_delete) return null;
  return (
    <>
      <ManageMenu
        label={t('manage.moreNamed', { name: project.name })}
        pending={visibility.isPending}
        framed={framed}
        visibility={
          project.can_change_visibility
            ? {
                isPublic: project.public,
                label: project.public ? t('manage.makePrivate') : t('manage.makePublic'),
                onToggle: () => visibility.mutate({ project, public: !project.public }),
              }
            : undefined
        }
        deletion={project.can_delete ? { label: t('manage.delete'), onDelete } : undefined}
      >
        {shareable && (
          <Menu.Item
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => {
              setShareMounted(true);
              setSharing(true);
            }}
          >
            {t('manage.share')}
          </Menu.Item>
        )}
      </ManageMenu>
      {shareMounted && (
        <ShareWithTeamDialog
          kind="project"
          id={project.id}
          name={project.name}
          permissions={project.share_permissions}
          opened={sharing}
          onClose={() => setSharing(false)}
        />
      )}
    </>
  );
}
