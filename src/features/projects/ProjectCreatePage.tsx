import { Alert, Button, Card, FileInput, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconFolderPlus, IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeApiError } from '../../api/errors';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth/AuthProvider';
import { useCreateProject } from './api/create-project';
import { AnchorLink, ButtonLink } from './components/links';
import { notify } from './notify';
import { DATA_FILE_ACCEPT, isAcceptedDataFile, nameError, toCreatePayload } from './project-form';

/** New project (spec 2 §2.5): staff and superusers only; the server enforces it too. */
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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const nameProblem = touched ? nameError(name) : null;
  const nameMessage = nameProblem ? t(`create.${nameProblem}`) : serverFields.name;
  const fileMessage = file && !isAcceptedDataFile(file.name) ? t('create.fileInvalid') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError(name) || create.isPending) return;
    setServerFields({});
    setFormError(null);
    create.mutate(toCreatePayload({ name, description }), {
      onSuccess: (project) => {
        notify('success', {
          title: t('create.created'),
          message: t('create.createdMessage', { name: project.name }),
        });
        void navigate({ to: '/projects/$projectId', params: { projectId: project.id } });
      },
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
          data-autofocus
          autoFocus
        />
        <Textarea
          label={t('create.description')}
          placeholder={t('create.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={serverFields.description}
          autosize
          minRows={3}
          maxRows={10}
        />
        <Stack gap={6}>
          <FileInput
            label={t('create.file')}
            placeholder={t('create.filePlaceholder')}
            accept={DATA_FILE_ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            error={fileMessage}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          />
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
            <Text size="sm">{t('create.fileNote')}</Text>
            <AnchorLink to="/upload" size="sm" mt={4} display="inline-block">
              {t('create.importLink')}
            </AnchorLink>
          </Alert>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <ButtonLink to="/projects" variant="default">
            {t('create.cancel')}
          </ButtonLink>
          <Button
            type="submit"
            leftSection={<IconFolderPlus size={16} aria-hidden />}
            disabled={name.trim() === '' || create.isPending}
            loading={create.isPending}
          >
            {create.isPending ? t('create.creating') : t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
