import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb, IconFolderPlus, IconMail, IconPin, IconShare, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRelativeDate } from '../../../lib/format';
import { LoadErrorAlert } from '../../../ui/LoadErrorAlert';
import { ButtonLink } from '../../../ui/links';
import { type Recommendation, useRecommendations } from '../../analytics';

/** What the user could do next, from their own state (the server decides; this words it). */
export function RecommendationsTab({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('dashboard');
  const recommendations = useRecommendations({ enabled });
  if (recommendations.isPending) return <Skeleton h={140} />;
  if (recommendations.isError)
    return (
      <LoadErrorAlert
        title={t('recommendations.loadError')}
        message={recommendations.error.message}
        onRetry={() => void recommendations.refetch()}
        retryLabel={t('retry')}
        retrying={recommendations.isFetching}
      />
    );
  if (recommendations.data.length === 0)
    return (
      <Paper withBorder p="lg" radius="md">
        <Group gap="sm">
          <ThemeIcon variant="light" color="teal" radius="xl">
            <IconBulb size={18} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{t('recommendations.none')}</Text>
        </Group>
      </Paper>
    );
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('tabs.recommendations')}
    >
      {recommendations.data.map((r) => (
        <li key={recommendationKey(r)}>
          <RecommendationCard recommendation={r} />
        </li>
      ))}
    </Stack>
  );
}

function recommendationKey(r: Recommendation): string {
  if (r.kind === 'revisit_favorite') return `${r.kind}-${r.project.id}`;
  if (r.kind === 'open_genolist') return `${r.kind}-${r.genolist.id}`;
  return r.kind;
}

function RecommendationCard({ recommendation: r }: { recommendation: Recommendation }) {
  const { t, i18n } = useTranslation('dashboard');
  let icon = IconBulb;
  let text: string;
  let action: React.ReactNode;
  switch (r.kind) {
    case 'start_projects':
      icon = r.action === 'import_archive' ? IconUpload : IconFolderPlus;
      text = t('recommendations.start', { count: r.projects });
      action =
        r.action === 'import_archive' ? (
          <ButtonLink to="/upload" size="xs">
            {t('recommendations.importArchive')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/projects/create" size="xs">
            {t('recommendations.createProject')}
          </ButtonLink>
        );
      break;
    case 'share_project':
      icon = IconShare;
      text = t('recommendations.share', { count: r.owned_projects });
      action = (
        <ButtonLink to="/collaboration" size="xs" variant="light">
          {t('recommendations.openCollaboration')}
        </ButtonLink>
      );
      break;
    case 'answer_invitations':
      icon = IconMail;
      text = t('recommendations.invitations', { count: r.count });
      action = (
        <ButtonLink to="/collaboration" search={{ tab: 'invitations' }} size="xs">
          {t('recommendations.answer')}
        </ButtonLink>
      );
      break;
    case 'revisit_favorite':
      icon = IconPin;
      text = r.last_opened
        ? t('recommendations.revisit', {
            name: r.project.name,
            when: formatRelativeDate(r.last_opened, i18n.language),
            interpolation: { escapeValue: false },
          })
        : t('recommendations.revisitNever', { name: r.project.name, interpolation: { escapeValue: false } });
      action = (
        <ButtonLink to="/projects/$projectId" params={{ projectId: r.project.id }} size="xs" variant="light">
          {t('recommendations.openProject')}
        </ButtonLink>
      );
      break;
    case 'open_genolist':
      text = t('recommendations.openGenolistText', {
        name: r.genolist.name,
        project: r.project.name,
        interpolation: { escapeValue: false },
      });
      action = (
        <ButtonLink
          to="/genolists/$genolistId"
          params={{ genolistId: r.genolist.id }}
          size="xs"
          variant="light"
        >
          {t('recommendations.openGenolist')}
        </ButtonLink>
      );
      break;
  }
  const Icon = icon;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" flex="1 1 20rem" miw={0}>
          <ThemeIcon variant="light" radius="xl">
            <Icon size={18} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{text}</Text>
        </Group>
        {action}
      </Group>
    </Paper>
  );
}
