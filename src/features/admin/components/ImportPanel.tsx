import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbort } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import type { UploadImport } from '../api/upload-import';
import { checkArchive } from '../upload-checks';
import { describeArchiveProblem, describeUploadError, type UploadErrorDescription } from '../upload-errors';
import { ArchiveDropZone } from './ArchiveDropZone';
import { ImportGuide } from './ImportGuide';
import { UploadErrorAlert } from './UploadErrorAlert';
import { UploadProgressBar } from './UploadProgressBar';
import { UploadSuccessAlert } from './UploadSuccessAlert';

interface ImportPanelProps {
  upload: UploadImport;
  onShowTask: (taskId: number) => void;
}

/** The Import view: the drop zone, the upload's progress and answer, and what an import does. */
export function ImportPanel({ upload, onShowTask }: ImportPanelProps) {
  const { t } = useTranslation('admin');
  // A file refused before sending; the upload's own failures live in `upload.error`.
  const [refused, setRefused] = useState<UploadErrorDescription | null>(null);

  const send = (file: File) => {
    const problem = checkArchive(file);
    if (problem) {
      const description = describeArchiveProblem(problem, t);
      upload.reset();
      setRefused({ ...description, title: t('upload.checks.refused', { name: file.name }) });
      notify('error', description);
      return;
    }
    setRefused(null);
    upload.upload(file, {
      onError: (error) => {
        if (!isAbort(error)) notify('error', describeUploadError(error, t));
      },
    });
  };

  const clear = () => {
    if (upload.isUploading)
      notify('info', { title: t('upload.cancelled.title'), message: t('upload.cancelled.message') });
    upload.reset();
    setRefused(null);
  };

  const failure =
    refused ?? (upload.error && !isAbort(upload.error) ? describeUploadError(upload.error, t) : null);
  const hasSomethingToClear = upload.isUploading || upload.taskId !== null || failure !== null;

  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('upload.title')}
          </Title>
          <ArchiveDropZone disabled={upload.isUploading} onFile={send} />
          {upload.isUploading && upload.file && upload.progress && (
            <UploadProgressBar fileName={upload.file.name} progress={upload.progress} />
          )}
          {failure && <UploadErrorAlert error={failure} />}
          {upload.taskId !== null && (
            <UploadSuccessAlert
              taskId={upload.taskId}
              fileName={upload.file?.name ?? ''}
              onShowTask={onShowTask}
            />
          )}
          {hasSomethingToClear && (
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={clear}
                leftSection={upload.isUploading ? <IconX size={16} /> : <IconRefresh size={16} />}
              >
                {upload.isUploading ? t('upload.cancel') : t('upload.reset')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <ImportGuide />
    </Stack>
  );
}
