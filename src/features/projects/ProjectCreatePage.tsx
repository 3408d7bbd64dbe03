import { Alert, Button, Card, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconFolderPlus, IconShieldLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeApiError, isAbort } from '../../api/errors';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth';
import { useCreateProject } from './api/create-project';
import type { Project } from './api/get-project';
import { useUploadProjectData } from './api/upload-project-data';
import { DataFileField } from './components/DataFileField';
import { DataUploadProgress } from './components/DataUploadProgress';
import { ButtonLink } from './components/links';
import { nameError, toCreatePayload } from './project-form';
import { useDataFileCheck } from './use-data-file-check';

/**
 * New project: staff and superusers only; the server enforces it too. The optional
 * data file, a count matrix, is checked here, then sent once the project exists
 * (POST /api/projects/{id}/data/) with its progress shown; the project page follows its import.
 */
export function ProjectCreatePage() {
  const { t } = useTranslation('projects');
  const { user } = useAuth();
  const isStaff = Boolean(user?.is_staff || user?.is_superuser);
  return (
    <Stack gap="xl" maw={720}>
      <PageHeader title={t('create.title')} description={isStaff ? t('create.subtitle') : undefined} />
      {isStaff ? (
        <ProjectForm />
      ) : (
        <EmptyScreen
          icon={IconShieldLock}
          title={t('create.accessDenied.title')}
          message={t('create.accessDenied.message')}
        />
      )}
    </Stack>
  );
}

function ProjectForm() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const create = useCreateProject();
  const upload = useUploadProjectData();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { check, checking } = useDataFileCheck(file);
  const [touched, setTouched] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const nameProblem = touched ? nameError(name) : null;
  const nameMessage = nameProblem ? t(`create.${nameProblem}`) : serverFields.name;
  // A chosen file must pass the browser's checks before the project is created for it.
  const fileBlocks = file !== null && (checking || check?.problem !== null);
  const busy = create.isPending || upload.isUploading;

  /** The project exists: its data file, if any, goes next; either way its page comes next. */
  const sendData = async (project: Project) => {
    const open = () => navigate({ to: '/projects/$projectId', params: { projectId: project.id } });
    const created = t('create.createdMessage', { name: project.name });
    // One toast says how it went (they show one at a time).
    if (!file) {
      notify('success', { title: t('create.created'), message: created });
      return open();
    }
    try {
      await upload.upload(project.id, file);
      notify('success', {
        title: t('create.created'),
        message: `${created} ${t('dataFile.sentMessage', { name: file.name })}`,
      });
    } catch (error) {
      // The project is there without data; its page offers to send a file again.
      const reason = isAbort(error)
        ? null
        : describeApiError(error, `/api/projects/${project.id}/data/`).message;
      notify(reason ? 'error' : 'success', {
        title: reason ? t('dataFile.errorTitle') : t('create.created'),
        message: [reason, t('dataFile.createdWithoutData')].filter(Boolean).join(' '),
      });
    }
    return open();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError(name) || busy || fileBlocks) return;
    setServerFields({});
    setFormError(null);
    create.mutate(toCreatePayload({ name, description }), {
      onSuccess: (project) => void sendData(project),
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.details?.fields ?? {}) : {};
        setServerFields(fields);
        const message =
          error instanceof ApiError && error.status === 400 && Object.keys(fields).length > 0
            ? null
            : describeApiError(error, '/api/projects/').message;
        setFormError(message);
        notify('error', {
          title: t('create.createError'),
          message: message ?? Object.values(fields).join(' '),
        });
      },
    });
  };

  return (
    <Card component="form" onSubmit={submit} noValidate p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" variant="light" title={t('create.createError')}>
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('create.name')}
          placeholder={t('create.namePlaceholder')}
          required
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (serverFields.name) setServerFields(({ name: _, ...rest }) => rest);
          }}
          onBlur={() => setTouched(true)}
          error={nameMessage}
          maxLength={255}
          disabled={busy}
          data-autofocus
          autoFocus
        />
        <Textarea
          label={t('create.description')}
          placeholder={t('create.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={serverFields.description}
          disabled={busy}
          autosize
          minRows={3}
          maxRows={10}
        />
        <DataFileField
          label={t('create.file')}
          file={file}
          onChange={setFile}
          check={check}
          checking={checking}
          disabled={busy}
        />
        {upload.isUploading && file && upload.progress && (
          <DataUploadProgress fileName={file.name} progress={upload.progress} onCancel={upload.cancel} />
        )}
        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/projects" variant="default" disabled={busy}>
            {t('create.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            leftSection={<IconFolderPlus size={16} aria-hidden />}
            disabled={name.trim() === '' || busy || fileBlocks}
            loading={busy}
          >
            {create.isPending ? t('create.creating') : t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
