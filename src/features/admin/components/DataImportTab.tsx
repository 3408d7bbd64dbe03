import { Badge, Tabs } from '@mantine/core';
import { IconListCheck, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AdminSearch, DEFAULT_IMPORT_VIEW, type ImportView, isImportView } from '../admin-search';
import { useImportTasks } from '../api/get-import-tasks';
import type { UploadImport } from '../api/upload-import';
import { isActive } from '../import-status';
import { ImportPanel } from './ImportPanel';
import { ImportStatusPanel } from './ImportStatusPanel';

interface DataImportTabProps {
  view: ImportView | undefined;
  taskId: number | null;
  onChange: (change: Partial<AdminSearch>) => void;
  upload: UploadImport;
}

/** Data import: send an archive (Import), then follow the background tasks (Status). */
export function DataImportTab({ view = DEFAULT_IMPORT_VIEW, taskId, onChange, upload }: DataImportTabProps) {
  const { t } = useTranslation('admin');
  const tasks = useImportTasks();
  const running = tasks.data?.filter(isActive).length ?? 0;
  return (
    <Tabs
      value={view}
      onChange={(value) => {
        if (isImportView(value)) onChange({ view: value, task: undefined });
      }}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List aria-label={t('import.viewsLabel')} mb="lg">
        <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
          {t('import.upload')}
        </Tabs.Tab>
        <Tabs.Tab
          value="status"
          leftSection={<IconListCheck size={16} aria-hidden />}
          rightSection={
            running > 0 ? (
              // Hidden from assistive technology so the tab's name stays "Status"; the list says it all.
              <Badge size="sm" variant="filled" color="blue" circle aria-hidden>
                {running}
              </Badge>
            ) : undefined
          }
        >
          {t('import.status')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upload">
        <ImportPanel upload={upload} onShowTask={(id) => onChange({ view: 'status', task: id })} />
      </Tabs.Panel>
      <Tabs.Panel value="status">
        <ImportStatusPanel
          tasks={tasks}
          selectedId={taskId}
          onSelect={(id) => onChange({ view: 'status', task: id ?? undefined })}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
