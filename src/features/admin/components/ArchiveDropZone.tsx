import { Text, ThemeIcon } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconFileZip } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARCHIVE_ACCEPT, firstFile } from '../upload-checks';
import classes from './ArchiveDropZone.module.css';

interface ArchiveDropZoneProps {
  /** While an upload runs, clicks and drops are ignored. */
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A file dragged onto the page outside the zone must not make the browser open or download it. */
function keepFileDropsOnThePage(event: globalThis.DragEvent) {
  if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
}

/**
 * A button that opens the file picker, and a target for a dragged archive. The file input stays
 * in the DOM (hidden) so tests and assistive tools can reach it directly.
 */
export function ArchiveDropZone({ disabled, onFile }: ArchiveDropZoneProps) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  useWindowEvent('dragover', keepFileDropsOnThePage);
  useWindowEvent('drop', keepFileDropsOnThePage);

  const take = (files: FileList | null | undefined) => {
    const file = firstFile(files);
    if (file && !disabled) onFile(file);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <>
      <button
        type="button"
        className={classes.zone}
        data-dragging={dragging || undefined}
        disabled={disabled}
        // The visible call to action, without the hint, which describes it instead.
        aria-label={t('dropzone.title')}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconFileZip size={28} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600} size="md">
          {dragging ? t('dropzone.active') : t('dropzone.title')}
        </Text>
        <Text id={hintId} size="sm" c="dimmed" maw="26rem">
          {disabled ? t('dropzone.busy') : t('dropzone.hint')}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        accept={ARCHIVE_ACCEPT}
        aria-label={t('dropzone.label')}
        disabled={disabled}
        hidden
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file chosen again after a failure must fire `change` again.
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
