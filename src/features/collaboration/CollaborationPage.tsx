import { Badge, Button, Group, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type Icon,
  IconFolders,
  IconListDetails,
  IconMail,
  IconPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../offline/hooks';
import { PageHeader } from '../../ui/PageHeader';
import { usePendingInvitationCount } from './api/get-invitations';
import { COLLABORATION_TABS, type CollaborationTab, isCollaborationTab } from './collaboration-search';
import { CreateTeamDialog } from './components/CreateTeamDialog';
import { InvitationsTab } from './components/InvitationsTab';
import { OnlineOnly } from './components/OnlineOnly';
import { SharedItemsTab } from './components/SharedItemsTab';
import { TeamsTab } from './components/TeamsTab';
import { useCollaborationTab } from './use-collaboration-search';

const TAB_ICONS: Record<CollaborationTab, Icon> = {
  teams: IconUsersGroup,
  projects: IconFolders,
  genolists: IconListDetails,
  invitations: IconMail,
};

/** Collaboration: teams, projects and gene lists shared with them, invitations; the tab lives in the URL. */
export function CollaborationPage() {
  const { t } = useTranslation('collaboration');
  const online = useOnline();
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader title={t('title')} description={t('description')} />
        {online && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('teams.create')}
          </Button>
        )}
      </Group>
      <OnlineOnly>
        <CollaborationTabs onCreate={() => setCreating(true)} />
      </OnlineOnly>
      <CreateTeamDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function CollaborationTabs({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('collaboration');
  const [tab, setTab] = useCollaborationTab();
  const pending = usePendingInvitationCount();
  // On a phone the four tabs fit the width (the invitations' count in sight) with short labels and no icons.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isCollaborationTab(value)) setTab(value);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('tabs.label')} mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {COLLABORATION_TABS.map((value) => {
          const TabIcon = TAB_ICONS[value];
          return (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={wide ? <TabIcon size={16} aria-hidden /> : undefined}
              rightSection={
                value === 'invitations' && pending > 0 ? (
                  <>
                    <Badge size="sm" circle color="red" aria-hidden>
                      {pending}
                    </Badge>
                    <VisuallyHidden>{t('nav.pending', { count: pending })}</VisuallyHidden>
                  </>
                ) : undefined
              }
              px={{ base: 10, xs: 'md' }}
              style={{ flexShrink: 0 }}
            >
              {wide ? t(`tabs.${value}`) : t(`tabsShort.${value}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="teams">
        <TeamsTab onCreate={onCreate} />
      </Tabs.Panel>
      <Tabs.Panel value="projects">
        <SharedItemsTab kind="project" />
      </Tabs.Panel>
      <Tabs.Panel value="genolists">
        <SharedItemsTab kind="genolist" />
      </Tabs.Panel>
      <Tabs.Panel value="invitations">
        <InvitationsTab />
      </Tabs.Panel>
    </Tabs>
  );
}
