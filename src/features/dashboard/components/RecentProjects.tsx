import {
  Alert,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links';
import { useMyProjects, useReportDownload } from '../../projects';
import { matchesStatus, STATUS_FILTERS, type StatusFilter } from '../dashboard-search';
import { ProjectGridCard } from './ProjectGridCard';

/** Projects shown in the grid; the projects screen lists them all. */
const SHOWN = 6;
/** The newest projects the status filter looks through. */
const LOOKED_AT = 50;

interface RecentProjectsProps {
  q: string;
  status: StatusFilter;
  onChange: (change: { q?: string; status?: StatusFilter }) => void;
}

/** The newest projects, searched by title and description and filtered by status. */
export function RecentProjects({ q, status, onChange }: RecentProjectsProps) {
  const { t } = useTranslation('dashboard');
  const [text, setText] = useState(q);
  const send = useDebouncedCallback((next: string) => onChange({ q: next }), 300);
  const projects = useMyProjects({ page: 1, pageSize: LOOKED_AT, ...(q ? { search: q } : {}) });
  const report = useReportDownload();
  const shown = (projects.data?.results ?? []).filter((p) => matchesStatus(p.status, status));
  const filtered = q !== '' || status !== 'all';
  let body: React.ReactNode;
  if (projects.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (projects.isError)
    body = (
      <Alert color="red" variant="filled" title={t('projects.loadError')}>
        {projects.error.message}
      </Alert>
    );
  else if (shown.length === 0)
    body = (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Stack align="center" gap="xs">
          <Text fw={500}>{filtered ? t('projects.noMatch') : t('projects.none')}</Text>
          <Text size="sm" c="dimmed">
            {filtered ? t('projects.adjustFilters') : t('projects.createFirst')}
          </Text>
          {!filtered && (
            <ButtonLink to="/projects/create" size="xs">
              {t('projects.create')}
            </ButtonLink>
          )}
        </Stack>
      </Paper>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.slice(0, SHOWN).map((project) => (
          <ProjectGridCard
            key={project.id}
            project={project}
            onReport={report.download}
            reporting={report.pendingId === project.id}
          />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="sm" component="section" aria-label={t('projects.title')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} fz="h4">
          {t('projects.title')}
        </Title>
        <ButtonLink to="/projects" size="compact-sm" variant="subtle">
          {t('viewAll')}
        </ButtonLink>
      </Group>
      <Group gap="sm" wrap="wrap">
        <TextInput
          flex="1 1 16rem"
          aria-label={t('projects.search')}
          placeholder={t('projects.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            send(event.currentTarget.value.trim());
          }}
        />
        <SegmentedControl
          aria-label={t('projects.statusFilter')}
          value={status}
          onChange={(value) => onChange({ status: value as StatusFilter })}
          data={STATUS_FILTERS.map((s) => ({ value: s, label: t(`projects.status.${s}`) }))}
          size="xs"
        />
      </Group>
      {body}
    </Stack>
  );
}
