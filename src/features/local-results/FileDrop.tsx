import { Text, ThemeIcon } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FileDrop.module.css';

/** What the readers take: text tables, workbooks, and either gzip-compressed. */
export const TABLE_ACCEPT = '.csv,.tsv,.txt,.tab,.xlsx,.gz,text/csv,text/tab-separated-values,text/plain';

interface FileDropProps {
  /** The file's role, which names the zone ("Results table"). */
  label: string;
  hint: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A file dragged onto the page outside a zone must not make the browser open it. */
function keepFileDropsOnThePage(event: globalThis.DragEvent) {
  if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
}

/**
 * A target for one dragged file and a button opening the file picker. The input stays in the DOM
 * (hidden), labelled with the role, so tests and assistive tools reach it directly.
 */
export function FileDrop({ label, hint, disabled = false, onFile }: FileDropProps) {
  const { t } = useTranslation('local');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  useWindowEvent('dragover', keepFileDropsOnThePage);
  useWindowEvent('drop', keepFileDropsOnThePage);

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  return (
    <>
      <button
        type="button"
        className={classes.zone}
        data-dragging={dragging || undefined}
        disabled={disabled}
        aria-label={t('drop.zone', { role: label })}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files);
        }}
      >
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
          <IconFileSpreadsheet size={22} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{dragging ? t('drop.active') : t('drop.title')}</Text>
        <Text id={hintId} size="sm" c="dimmed" maw="30rem">
          {hint}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        accept={TABLE_ACCEPT}
        aria-label={label}
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
