import { Stack, Tabs } from '@mantine/core';
import {
  type Icon,
  IconCreditCard,
  IconDatabaseImport,
  IconFolders,
  IconHistory,
  IconListDetails,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth';
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB, isAdminTab } from './admin-search';
import { useUploadImport } from './api/upload-import';
import { AuditLogTab } from './components/AuditLogTab';
import { DataImportTab } from './components/DataImportTab';
import { GenolistsTab } from './components/GenolistsTab';
import { ProjectsTab } from './components/ProjectsTab';
import { SubscriptionsTab } from './components/SubscriptionsTab';
import { UsersTab } from './components/UsersTab';
import { useAdminSearch } from './use-admin-search';

const TAB_ICONS: Record<AdminTab, Icon> = {
  import: IconDatabaseImport,
  users: IconUsers,
  projects: IconFolders,
  genolists: IconListDetails,
  subscriptions: IconCreditCard,
  audit: IconHistory,
};

/** The administration console: staff and superusers only; the server enforces it too. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const isAdmin = Boolean(user?.is_staff || user?.is_superuser);
  return (
    <Stack gap="xl">
      <PageHeader title={t('title')} description={t('description')} />
      {isAdmin ? (
        <AdminConsole />
      ) : (
        <EmptyScreen icon={IconShieldLock} title={t('staffOnly.title')} message={t('staffOnly.message')} />
      )}
    </Stack>
  );
}

function AdminConsole() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const [search, setSearch] = useAdminSearch();
  // The audit log is the superusers' (the server refuses it to staff too).
  const tabs = ADMIN_TABS.filter((tab) => tab !== 'audit' || user?.is_superuser);
  // Held here so an upload goes on, and its answer stays, while another tab is open.
  const upload = useUploadImport();
  const active = search.tab && tabs.includes(search.tab) ? search.tab : DEFAULT_ADMIN_TAB;
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (isAdminTab(value))
          setSearch({ tab: value, view: undefined, task: undefined, page: undefined, q: undefined });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('tabs.label')} mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {tabs.map((tab) => {
          const TabIcon = TAB_ICONS[tab];
          return (
            <Tabs.Tab
              key={tab}
              value={tab}
              leftSection={<TabIcon size={16} aria-hidden />}
              style={{ flexShrink: 0 }}
            >
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value="import">
        <DataImportTab view={search.view} taskId={search.task ?? null} onChange={setSearch} upload={upload} />
      </Tabs.Panel>
      <Tabs.Panel value="users">
        <UsersTab />
      </Tabs.Panel>
      <Tabs.Panel value="projects">
        <ProjectsTab />
      </Tabs.Panel>
      <Tabs.Panel value="genolists">
        <GenolistsTab />
      </Tabs.Panel>
      <Tabs.Panel value="subscriptions">
        <SubscriptionsTab />
      </Tabs.Panel>
      {user?.is_superuser && (
        <Tabs.Panel value="audit">
          <AuditLogTab />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
