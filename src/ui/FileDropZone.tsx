import { Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import classes from './FileDropZone.module.css';

interface FileDropZoneProps {
  /** The file input's `accept`. */
  accept: string;
  /** The zone's name: its visible call to action, without the hint, which describes it instead. */
  label: string;
  /** The hidden file input's name. */
  inputLabel: string;
  /** The call to action shown, and what replaces it while a file is dragged over the zone. */
  title: string;
  activeTitle: string;
  hint: string;
  icon: ReactNode;
  minHeight: string;
  hintWidth: string;
  /** Clicks and drops are ignored, e.g. while an upload runs. */
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A file dragged onto the page outside a zone must not make the browser open or download it. */
function keepFileDropsOnThePage(event: globalThis.DragEvent) {
  if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
}

/**
 * A button that opens the file picker, and a target for one dragged file. The file input stays
 * in the DOM (hidden) so tests and assistive tools can reach it directly.
 */
export function FileDropZone({
  accept,
  label,
  inputLabel,
  title,
  activeTitle,
  hint,
  icon,
  minHeight,
  hintWidth,
  disabled,
  onFile,
}: FileDropZoneProps) {
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
        style={{ minHeight }}
        data-dragging={dragging || undefined}
        disabled={disabled}
        aria-label={label}
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
        {icon}
        <Text fw={600} size="md">
          {dragging ? activeTitle : title}
        </Text>
        <Text id={hintId} size="sm" c="dimmed" maw={hintWidth}>
          {hint}
        </Text>
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={inputLabel}
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
