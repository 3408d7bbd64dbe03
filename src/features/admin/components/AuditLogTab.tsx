import { Badge, Card, Code, Group, Skeleton, Spoiler, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { Pagination } from '../../../ui/Pagination';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/audit-log';
import { auditChanges } from '../audit-changes';

/** Console › Audit log (superusers): who changed what and when, with the values before and after. */
export function AuditLogTab() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  return (
    <Card>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('audit.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('audit.description')}
          </Text>
        </Stack>
        {log.isError ? (
          <Text c="red" role="alert">
            {t('audit.loadFailed')}
          </Text>
        ) : !log.data ? (
          <Skeleton h={240} />
        ) : log.data.results.length === 0 ? (
          <Text c="dimmed">{t('audit.empty')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={760}>
              <Table aria-label={t('audit.title')} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.when')}</Table.Th>
                    <Table.Th>{t('audit.who')}</Table.Th>
                    <Table.Th>{t('audit.what')}</Table.Th>
                    <Table.Th>{t('audit.target')}</Table.Th>
                    <Table.Th>{t('audit.changes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.results.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(entry.at, i18n.language)}
                      </Table.Td>
                      <Table.Td>{entry.actor_label}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color="gray" tt="none">
                          {entry.action}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{entry.target_label}</Table.Td>
                      <Table.Td>
                        <Spoiler maxHeight={60} showLabel={t('audit.more')} hideLabel={t('audit.less')}>
                          <Stack gap={2}>
                            {auditChanges(entry.before, entry.after).map((change) => (
                              <Group key={change.field} gap={4} wrap="nowrap" align="baseline">
                                <Text size="xs" fw={500}>
                                  {change.field}
                                </Text>
                                <Code>{change.before || '∅'}</Code>
                                <Text size="xs">→</Text>
                                <Code>{change.after || '∅'}</Code>
                              </Group>
                            ))}
                          </Stack>
                        </Spoiler>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pagination page={page} pageSize={AUDIT_PAGE_SIZE} total={log.data.count} onChange={setPage} />
          </>
        )}
      </Stack>
    </Card>
  );
}
