import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { type AdminProject, useUpdateProject } from '../api/admin-projects';
import { ConsoleFormDialog } from './ConsoleFormDialog';
import { notifyFailure } from './console-feedback';
import { NameFields } from './NameFields';
import { OwnerSelect } from './OwnerSelect';

interface ProjectDialogProps {
  /** The project edited; null keeps the dialog closed. */
  project: AdminProject | null;
  onClose: () => void;
}

/** A project's name, description, owner and visibility, as staff change them. The server decides the rest. */
export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateProject();
  const [form, setForm] = useState({
    name: '',
    description: '',
    owner: null as number | null,
    public: false,
  });
  useEffect(() => {
    if (project)
      setForm({
        name: project.name,
        description: project.description,
        owner: project.owner?.id ?? null,
        public: project.public,
      });
  }, [project]);
  const set = (change: Partial<typeof form>) => setForm((old) => ({ ...old, ...change }));
  const save = () => {
    if (!project) return;
    update.mutate(
      {
        id: project.id,
        body: {
          name: form.name.trim(),
          description: form.description.trim(),
          public: form.public,
          ...(form.owner !== null ? { owner: form.owner } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          notify('success', { title: t('projects.updated'), message: saved.name });
          onClose();
        },
        onError: (error) => notifyFailure(t('projects.updateFailed'), error, t('console.genericError')),
      },
    );
  };
  return (
    <ConsoleFormDialog
      opened={project !== null}
      title={t('projects.editTitle', { name: project?.name ?? '' })}
      pending={update.isPending}
      invalid={form.name.trim() === ''}
      onSave={save}
      onClose={onClose}
    >
      <NameFields list="projects" name={form.name} description={form.description} onChange={set} />
      <OwnerSelect value={form.owner} onChange={(owner) => set({ owner })} />
      <Switch
        label={t('console.public')}
        checked={form.public}
        onChange={(event) => set({ public: event.currentTarget.checked })}
      />
    </ConsoleFormDialog>
  );
}
