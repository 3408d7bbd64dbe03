import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { type AdminProject, useUpdateProject } from '../api/admin-projects';
import { notifyFailure } from './console-feedback';
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
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={t('projects.editTitle', { name: project?.name ?? '' })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('projects.name')}
            required
            maxLength={200}
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
          />
          <Textarea
            label={t('projects.description')}
            autosize
            minRows={2}
            maxRows={8}
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.currentTarget.value })}
          />
          <OwnerSelect value={form.owner} onChange={(owner) => setForm({ ...form, owner })} />
          <Switch
            label={t('console.public')}
            checked={form.public}
            onChange={(event) => setForm({ ...form, public: event.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('console.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={form.name.trim() === ''}>
              {t('console.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
