import { Anchor, Badge, Button, Group, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { AvailableOffline } from '../../../offline/components/AvailableOffline';
import { FavoriteButton } from '../../../ui/FavoriteButton';
import { ShareWithTeamButton } from '../../collaboration/share/ShareWithTeamButton';
import type { Genolist } from '../api/get-my-genolists';
import { useFavoriteToggle } from '../use-favorite-toggle';
import { typeKey } from './GenolistRow';
import { VisibilityBadge } from './VisibilityBadge';

interface GenolistHeaderProps {
  genolist: Genolist;
  expert: boolean;
  onExpertChange: (expert: boolean) => void;
}

/** Back, the title prefixed by the project, the description, the star, share-with-team and the mode switch. */
export const GenolistHeader = memo(function GenolistHeader({
  genolist,
  expert,
  onExpertChange,
}: GenolistHeaderProps) {
  const { t, i18n } = useTranslation('genolists');
  const favorite = useFavoriteToggle(genolist);
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/genolists" {...props} />}
        >
          {t('detail.back')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 28rem', minWidth: 0 }}>
          {/* The project's name prefixes the title, on its own line above the list's name. */}
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            <Text component="span" display="block" fz={{ base: 'sm', sm: 'md' }} fw={500} mb={2}>
              {genolist.project.visible ? (
                <Anchor
                  inherit
                  c="dimmed"
                  renderRoot={(props) => (
                    <Link to="/projects/$projectId" params={{ projectId: genolist.project.id }} {...props} />
                  )}
                >
                  {genolist.project.name}
                </Anchor>
              ) : (
                <Text span inherit c="dimmed" title={t('detail.projectHidden')}>
                  {genolist.project.name}
                </Text>
              )}
              <Text span inherit c="dimmed" fw={400} aria-hidden>
                {' /'}
              </Text>
            </Text>
            <VisuallyHidden> </VisuallyHidden>
            {genolist.name}
          </Title>
          <Text c="dimmed" size="sm" maw="56rem">
            {genolist.description?.trim() || t('detail.defaultDescription')}
          </Text>
          <Group gap="xs" mt={2}>
            <Badge variant="light" color="blue" radius="sm" tt="none">
              {t(`types.${typeKey(genolist.type_genolist)}`)}
            </Badge>
            <VisibilityBadge isPublic={genolist.public} />
            <Badge
              variant="outline"
              color="gray"
              radius="sm"
              tt="none"
              leftSection={<IconEye size={12} aria-hidden />}
            >
              {t('detail.views', {
                count: genolist.view_count,
                formatted: formatNumber(genolist.view_count, i18n.language),
              })}
            </Badge>
          </Group>
        </Stack>
        <Group gap="md" wrap="wrap">
          <AvailableOffline kind="genolist" id={genolist.id} name={genolist.name} />
          <FavoriteButton
            active={genolist.is_favorite}
            pending={favorite.pending}
            onToggle={favorite.toggle}
          />
          <ShareWithTeamButton kind="genolist" id={genolist.id} name={genolist.name} variant="button" />
          <Switch
            styles={{ label: { whiteSpace: 'nowrap' } }}
            label={t('detail.expertMode')}
            checked={expert}
            onChange={(event) => onExpertChange(event.currentTarget.checked)}
          />
        </Group>
      </Group>
    </Stack>
  );
});
