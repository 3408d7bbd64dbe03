import { Button, Switch, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowsJoin, IconEye } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AvailableOffline } from '../../../offline/components/AvailableOffline';
import { useFavoriteToggle } from '../../../offline/use-favorite-toggle';
import { FavoriteButton } from '../../../ui/FavoriteButton';
import { ButtonLink } from '../../../ui/links';
import { PlainBadge } from '../../../ui/PlainBadge';
import text from '../../../ui/text.module.css';
import { useAuth } from '../../auth';
import { ShareWithTeamButton } from '../../collaboration';
import type { Genolist } from '../api/get-my-genolists';
import { GENOLIST_FAVORITE } from '../api/toggle-genolist-favorite';
import { DeleteGenolistDialog } from './DeleteGenolistDialog';
import classes from './GenolistHeader.module.css';
import { GenolistManageMenu } from './GenolistManageMenu';
import { typeKey } from './GenolistRow';
import { VisibilityBadge } from './VisibilityBadge';

interface GenolistHeaderProps {
  genolist: Genolist;
  expert: boolean;
  onExpertChange: (expert: boolean) => void;
}

/**
 * Back, the title prefixed by the project, the description, the star, share-with-team, the mode
 * switch, and for who may, visibility and deletion (which goes back to the list).
 */
export const GenolistHeader = memo(function GenolistHeader({
  genolist,
  expert,
  onExpertChange,
}: GenolistHeaderProps) {
  const { t, i18n } = useTranslation('genolists');
  const favorite = useFavoriteToggle(GENOLIST_FAVORITE, 'genolists');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [toDelete, setToDelete] = useState<Genolist | null>(null);
  return (
    <div className={classes.header}>
      <div className={classes.back}>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/genolists" {...props} />}
        >
          {t('detail.back')}
        </Button>
      </div>
      <div className={classes.row}>
        <div className={classes.about}>
          {/* The project's name prefixes the title, on its own line above the list's name. */}
          <h1 className={classes.title}>
            <span className={classes.project}>
              {genolist.project.visible ? (
                <Link
                  to="/projects/$projectId"
                  params={{ projectId: genolist.project.id }}
                  className={`${text.link} ${classes.projectLink}`}
                >
                  {genolist.project.name}
                </Link>
              ) : (
                <span title={t('detail.projectHidden')}>{genolist.project.name}</span>
              )}
              <span className={classes.slash} aria-hidden>
                {' /'}
              </span>
            </span>
            <span className={VisuallyHidden.classes.root}> </span>
            {genolist.name}
          </h1>
          <p className={`${text.sm} ${text.dimmed} ${classes.description}`}>
            {genolist.description?.trim() || t('detail.defaultDescription')}
          </p>
          <div className={classes.badges}>
            <PlainBadge color="blue">{t(`types.${typeKey(genolist.type_genolist)}`)}</PlainBadge>
            <VisibilityBadge isPublic={genolist.public} />
            <PlainBadge variant="outline" color="gray" leftSection={<IconEye size={12} aria-hidden />}>
              {t('detail.views', {
                count: genolist.view_count,
                formatted: formatNumber(genolist.view_count, i18n.language),
              })}
            </PlainBadge>
          </div>
        </div>
        <div className={classes.actions}>
          <AvailableOffline kind="genolist" id={genolist.id} name={genolist.name} userId={user?.id ?? null} />
          <FavoriteButton
            active={genolist.is_favorite}
            pending={favorite.pending.has(genolist.id)}
            onToggle={() => favorite.toggle(genolist)}
          />
          <ShareWithTeamButton
            kind="genolist"
            id={genolist.id}
            name={genolist.name}
            permissions={genolist.share_permissions}
            variant="button"
          />
          <ButtonLink
            to="/compare"
            search={{ ids: String(genolist.id) }}
            variant="default"
            leftSection={<IconArrowsJoin size={16} aria-hidden />}
          >
            {t('detail.compare')}
          </ButtonLink>
          <Switch
            styles={{ label: { whiteSpace: 'nowrap' } }}
            label={t('detail.expertMode')}
            checked={expert}
            onChange={(event) => onExpertChange(event.currentTarget.checked)}
          />
          <GenolistManageMenu genolist={genolist} onDelete={setToDelete} framed />
        </div>
      </div>
      <DeleteGenolistDialog
        genolist={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => void navigate({ to: '/genolists' })}
      />
    </div>
  );
});
