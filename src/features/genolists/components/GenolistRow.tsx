import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import type { Genolist } from '../api/get-my-genolists';
import classes from './GenolistRow.module.css';
import { GenolistRowActions } from './GenolistRowActions';
import { VisibilityBadge } from './VisibilityBadge';

interface GenolistRowProps {
  genolist: Genolist;
  onDelete: (genolist: Genolist) => void;
}

/** One list: its name opens it (the whole row is the link's hit area), its project opens the project. */
export function GenolistRow({ genolist, onDelete }: GenolistRowProps) {
  const { t, i18n } = useTranslation('genolists');
  const language = i18n.language;
  // A public list of a project the reader may not open names the project without a link (it would 404).
  const projectLink = (size: 'xs' | 'sm') =>
    genolist.project.visible ? (
      <Anchor
        className={classes.above}
        size={size}
        renderRoot={(props) => (
          <Link to="/projects/$projectId" params={{ projectId: genolist.project.id }} {...props} />
        )}
      >
        {genolist.project.name}
      </Anchor>
    ) : (
      <Text span size={size} c="dimmed" title={t('detail.projectHidden')}>
        {genolist.project.name}
      </Text>
    );
  return (
    <Table.Tr className={classes.row}>
      <Table.Td maw={360}>
        <Stack gap={2}>
          <Anchor
            className={classes.open}
            size="sm"
            fw={600}
            underline="hover"
            renderRoot={(props) => (
              <Link to="/genolists/$genolistId" params={{ genolistId: genolist.id }} {...props} />
            )}
          >
            {genolist.name}
          </Anchor>
          {genolist.description && (
            <Text size="xs" c="dimmed" lineClamp={1} visibleFrom="sm">
              {genolist.description}
            </Text>
          )}
          <Text size="xs" c="dimmed" hiddenFrom="md" component="div">
            {projectLink('xs')}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="md" maw={260}>
        {projectLink('sm')}
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Badge variant="light" color="gray" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
          {t(`types.${typeKey(genolist.type_genolist)}`)}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <VisibilityBadge isPublic={genolist.public} />
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{formatNumber(genolist.gene_count, language)}</Text>
      </Table.Td>
      <Table.Td ta="right" visibleFrom="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{formatNumber(genolist.view_count, language)}</Text>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm">{formatDate(genolist.creation_date, language)}</Text>
      </Table.Td>
      <Table.Td>
        <GenolistRowActions genolist={genolist} onDelete={onDelete} className={classes.above} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The server's type, or TRANSCRIPTO for a value this version does not know. */
export function typeKey(type: string): 'TRANSCRIPTO' | 'PROTEO' | 'EXPERT' {
  return type === 'PROTEO' || type === 'EXPERT' ? type : 'TRANSCRIPTO';
}
