import { ActionIcon, Group, Loader, Tooltip } from '@mantine/core';
import { type Icon, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './links';

interface RowFile {
  /** The button's name, with the row's name in it. */
  label: string;
  /** What the tooltip says when the file can be had. */
  tooltip: string;
  icon: Icon;
  /** This row's file is being made. */
  pending: boolean;
  /** Another row's file is being made: one at a time. */
  otherPending: boolean;
  /** Why the file cannot be had now (no server); null when it can. */
  offlineReason: string | null;
  onDownload: () => void;
}

type RowView = { label: string; text: string } & (
  | { to: '/projects/$projectId'; params: { projectId: number } }
  | { to: '/genolists/$genolistId'; params: { genolistId: number } }
);

interface RowActionsProps {
  file: RowFile;
  view: RowView;
  /** Actions before the file's button (a favourite star, a manage menu). */
  leading?: ReactNode;
  trailing?: ReactNode;
}

/**
 * The actions of a project or gene list row: its file (the report, the genes as CSV) and a View
 * link, between the row's own actions. With no server the file's button looks disabled yet keeps
 * its tooltip, which says why (a disabled button gets no hover), and a click does nothing.
 */
export function RowActions({ file, view, leading, trailing }: RowActionsProps) {
  const { icon: FileIcon, offlineReason } = file;
  const { label, text, ...link } = view;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {leading}
      <Tooltip label={offlineReason ?? file.tooltip} openDelay={offlineReason ? 0 : 700} multiline maw={280}>
        <ActionIcon
          aria-label={file.label}
          aria-busy={file.pending || undefined}
          aria-description={offlineReason ?? undefined}
          data-disabled={offlineReason ? true : undefined}
          aria-disabled={offlineReason ? true : undefined}
          disabled={!offlineReason && file.otherPending}
          onClick={() => !offlineReason && file.onDownload()}
        >
          {file.pending ? <Loader size={14} /> : <FileIcon size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <ButtonLink
        {...link}
        size="compact-sm"
        variant="light"
        rightSection={<IconArrowRight size={14} aria-hidden />}
        aria-label={label}
      >
        {text}
      </ButtonLink>
      {trailing}
    </Group>
  );
}
