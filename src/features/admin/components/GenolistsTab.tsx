import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AnchorLink } from '../../../ui/links';
import { type AdminGenolist, useAllGenolists, useDeleteGenolist } from '../api/admin-genolists';
import { matchesQuery } from '../use-list-view';
import { ConsoleItemsTab, ItemNameCell, useOwnerName } from './ConsoleItemsTab';
import { GenolistDialog } from './GenolistDialog';
import { VisibilityBadge } from './VisibilityBadge';

/** Console › Gene lists: every gene list with its project, owner, type, visibility and size; edit and delete. */
export function GenolistsTab() {
  const { t, i18n } = useTranslation('admin');
  const { t: tLists } = useTranslation('genolists');
  const genolists = useAllGenolists();
  const remove = useDeleteGenolist();
  const owner = useOwnerName();
  return (
    <ConsoleItemsTab<AdminGenolist>
      list="genolists"
      items={genolists}
      remove={remove}
      matches={(genolist, query) =>
        matchesQuery(query, genolist.name, genolist.description, genolist.project_name, owner(genolist))
      }
      columns={[
        {
          header: t('genolists.name'),
          maw: '22rem',
          cell: (genolist) => (
            <ItemNameCell
              link={
                <AnchorLink to="/genolists/$genolistId" params={{ genolistId: genolist.id }} fw={500}>
                  {genolist.name}
                </AnchorLink>
              }
              description={genolist.description}
            />
          ),
        },
        {
          header: t('genolists.project'),
          cell: (genolist) => (
            <AnchorLink to="/projects/$projectId" params={{ projectId: genolist.project_id }} size="sm">
              {genolist.project_name}
            </AnchorLink>
          ),
        },
        { header: t('console.owner'), cell: owner },
        {
          header: t('genolists.type'),
          cell: (genolist) => (
            <Badge variant="outline" color="gray">
              {tLists(`types.${genolist.type_genolist}`, { defaultValue: genolist.type_genolist })}
            </Badge>
          ),
        },
        {
          header: t('console.visibility'),
          cell: (genolist) => <VisibilityBadge isPublic={genolist.public} />,
        },
        {
          header: t('genolists.genes'),
          cell: (genolist) =>
            t('genolists.size', {
              genes: formatNumber(genolist.gene_count, i18n.language),
              called: formatNumber(genolist.deg.total, i18n.language),
            }),
        },
      ]}
      editor={(genolist, onClose) => <GenolistDialog genolist={genolist} onClose={onClose} />}
    />
  );
}
