import { Badge, Button, Code, Group, Popover, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notify } from '../../../ui/notify';
import type { ApiToken } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { isExpired } from '../token-display';

/** Revoking asks once more: a script using the token stops at its next call. */
function RevokeButton({ token }: { token: ApiToken }) {
  const { t } = useTranslation('settings');
  const revoke = useRevokeApiToken();
  const [opened, setOpened] = useState(false);
  const confirm = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        setOpened(false);
        notify('success', {
          title: t('apiAccess.revoke.done'),
          message: t('apiAccess.revoke.doneMessage', { name: token.name }),
        });
      },
      onError: (error) => {
        const { title, message } = describeApiError(error, `/api/users/me/api-tokens/${token.id}/`);
        notify('error', { title, message });
      },
    });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          aria-label={t('apiAccess.revoke.label', { name: token.name })}
        >
          {t('apiAccess.revoke.action')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        <Stack gap="xs">
          <Text size="sm">{t('apiAccess.revoke.confirm', { name: token.name })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('apiAccess.revoke.cancel')}
            </Button>
            <Button size="xs" color="red" loading={revoke.isPending} onClick={confirm}>
              {t('apiAccess.revoke.action')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The user's tokens: never their secrets, only the first characters to tell them apart. */
export function TokenTable({ tokens }: { tokens: ApiToken[] }) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.language;
  if (tokens.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('apiAccess.list.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t('apiAccess.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiAccess.list.name')}</Table.Th>
            <Table.Th>{t('apiAccess.list.created')}</Table.Th>
            <Table.Th>{t('apiAccess.list.lastUsed')}</Table.Th>
            <Table.Th>{t('apiAccess.list.expires')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('apiAccess.revoke.action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {token.name}
                  </Text>
                  <Code fz="xs" w="fit-content">
                    {token.prefix}…
                  </Code>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(token.created_at, language)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={token.last_used_at ? undefined : 'dimmed'}>
                  {token.last_used_at
                    ? formatDateTime(token.last_used_at, language)
                    : t('apiAccess.list.neverUsed')}
                </Text>
              </Table.Td>
              <Table.Td>
                {isExpired(token) ? (
                  <Badge color="red" variant="light">
                    {t('apiAccess.list.expired')}
                  </Badge>
                ) : (
                  <Text size="sm" c={token.expires_at ? undefined : 'dimmed'}>
                    {token.expires_at ? formatDate(token.expires_at, language) : t('apiAccess.expiry.never')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <RevokeButton token={token} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
