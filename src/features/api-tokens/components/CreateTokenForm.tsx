import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { notify } from '../../../ui/notify';
import { type ApiTokenCreated, useCreateApiToken } from '../api/create-api-token';
import { DEFAULT_EXPIRY, EXPIRY_CHOICES, type ExpiryChoice } from '../token-display';

const NAME_MAX = 100;
const NEVER = 'never';

/** Name and lifetime of a new token; the created token (with its secret) goes to `onCreated`. */
export function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const { t } = useTranslation('settings');
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  const blank = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    create.mutate(
      { name: name.trim(), ...(expiry === null ? {} : { expires_in_days: expiry }) },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
        onError: (error) => {
          const { title, message } = describeApiError(error, '/api/users/me/api-tokens/');
          notify('error', { title, message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('apiAccess.create.title')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('apiAccess.create.name')}
          placeholder={t('apiAccess.create.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={NAME_MAX}
          required
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label={t('apiAccess.create.expiry')}
          value={expiry === null ? NEVER : String(expiry)}
          onChange={(value) =>
            setExpiry(EXPIRY_CHOICES.find((c) => String(c ?? NEVER) === value) ?? DEFAULT_EXPIRY)
          }
          data={EXPIRY_CHOICES.map((choice) => ({
            value: choice === null ? NEVER : String(choice),
            label:
              choice === null ? t('apiAccess.expiry.never') : t('apiAccess.expiry.days', { count: choice }),
          }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <Button
          type="submit"
          leftSection={<IconKey size={16} aria-hidden />}
          loading={create.isPending}
          disabled={blank}
        >
          {t('apiAccess.create.submit')}
        </Button>
      </Group>
    </form>
  );
}
