import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAllUsers } from '../api/admin-users';
import { personName } from '../use-list-view';

/** Any active account, by name and e-mail, as the new owner of a project or gene list. */
export function OwnerSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const users = useAllUsers();
  return (
    <Select
      label={t('console.owner')}
      searchable
      clearable={false}
      nothingFoundMessage={t('console.nobody')}
      data={(users.data ?? [])
        .filter((user) => user.is_active || user.id === value)
        .map((user) => ({ value: String(user.id), label: `${personName(user)} · ${user.email}` }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
    />
  );
}
