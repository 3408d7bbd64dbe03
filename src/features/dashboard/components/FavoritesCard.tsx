import { Alert, Group, Skeleton, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconFolder, IconList } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatRelativeDate } from '../../../lib/format';
import { ButtonLink } from '../../../ui/links';
import { useFavorites } from '../api/get-favorites';
import { DashCard } from './DashCard';
import classes from './ItemRow.module.css';

/** Newest favourites shown per tab. */
const SHOWN = 4;

function newest<T extends { creation_date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.creation_date.localeCompare(a.creation_date)).slice(0, SHOWN);
}

/** The user's favourites: the 4 newest genolists and projects, each opening it. */
export function FavoritesCard() {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const favorites = useFavorites();
  const row = (
    key: number,
    icon: typeof IconList,
    name: string,
    detail: string,
    date: string,
    go: () => void,
  ) => {
    const Icon = icon;
    return (
      <li key={key}>
        <UnstyledButton className={classes.row} onClick={go}>
          <Group gap="sm" wrap="nowrap">
            <Icon size={16} aria-hidden style={{ flex: 'none', opacity: 0.6 }} />
            <Stack gap={0} flex={1} miw={0}>
              <Text size="sm" fw={500} truncate>
                {name}
              </Text>
              {detail && (
                <Text size="xs" c="dimmed" truncate>
                  {detail}
                </Text>
              )}
            </Stack>
            <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
              {formatRelativeDate(date, i18n.language)}
            </Text>
          </Group>
        </UnstyledButton>
      </li>
    );
  };
  const list = (children: React.ReactNode[], empty: string) =>
    children.length === 0 ? (
      <Text size="sm" c="dimmed" py="xs">
        {empty}
      </Text>
    ) : (
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    );
  let body: React.ReactNode;
  if (favorites.isPending) body = <Skeleton h={120} />;
  else if (favorites.isError)
    body = (
      <Alert color="red" variant="light" p="xs">
        {t('favorites.loadError')}
      </Alert>
    );
  else
    body = (
      <Tabs defaultValue="genolists" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="genolists">
            {t('favorites.genolists', { count: favorites.data.genolists.length })}
          </Tabs.Tab>
          <Tabs.Tab value="projects">
            {t('favorites.projects', { count: favorites.data.projects.length })}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="genolists" pt="xs">
          {list(
            newest(favorites.data.genolists).map((g) =>
              row(
                g.id,
                IconList,
                g.name,
                g.project_name,
                g.creation_date,
                () => void navigate({ to: '/genolists/$genolistId', params: { genolistId: g.id } }),
              ),
            ),
            t('favorites.emptyGenolists'),
          )}
          <Group justify="flex-end" mt="xs">
            <ButtonLink to="/genolists" size="compact-xs" variant="subtle">
              {t('favorites.allGenolists')}
            </ButtonLink>
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="projects" pt="xs">
          {list(
            newest(favorites.data.projects).map((p) =>
              row(
                p.id,
                IconFolder,
                p.name,
                p.description,
                p.creation_date,
                () => void navigate({ to: '/projects/$projectId', params: { projectId: p.id } }),
              ),
            ),
            t('favorites.emptyProjects'),
          )}
          <Group justify="flex-end" mt="xs">
            <ButtonLink to="/projects" size="compact-xs" variant="subtle">
              {t('favorites.allProjects')}
            </ButtonLink>
          </Group>
        </Tabs.Panel>
      </Tabs>
    );
  return <DashCard title={t('favorites.title')}>{body}</DashCard>;
}
