import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import type { Project } from '../api/get-project';
import { projectPath } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { nameError } from '../project-form';

interface EditProjectDialogProps {
  project: Pick<Project, 'id' | 'name' | 'description'>;
  opened: boolean;
  onClose: () => void;
}

/** A project's name and description, for those who may edit it (the caller shows it only to them). */
export function EditProjectDialog({ project, opened, onClose }: EditProjectDialogProps) {
  const { t } = useTranslation('projects');
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [touched, setTouched] = useState(false);
  const update = useUpdateProject();
  const invalid = nameError(name);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    update.mutate(
      { id: project.id, body: { name: name.trim(), description: description.trim() } },
      {
        onSuccess: (saved) => {
          notify('success', {
            title: t('edit.saved'),
            message: t('edit.savedMessage', { name: saved.name }),
          });
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {update.isError && (
            <Alert color="red" variant="light" title={t('edit.error')}>
              {describeApiError(update.error, projectPath(project.id)).message}
            </Alert>
          )}
          <TextInput
            label={t('create.name')}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && invalid ? t(`create.${invalid}`) : undefined}
            maxLength={200}
            data-autofocus
          />
          <Textarea
            label={t('create.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
