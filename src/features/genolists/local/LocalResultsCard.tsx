import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { OnThisDeviceBadge } from './OnThisDeviceBadge';
import { ShareToGenoAppButton } from './ShareToGenoAppButton';
import { useLocalResults } from './use-local-results';

/**
 * The signed-in user's results on this device, each with its "On this device" badge, and the way
 * to open more: shown above the projects and the gene lists. With none yet, only the invitation.
 */
export function LocalResultsCard() {
  const { t: tl, i18n } = useTranslation('local');
  const language = i18n.language;
  const results = useLocalResults();
  const list = results.data ?? [];
  return (
    <Card p={{ base: 'md', sm: 'lg' }} aria-labelledby="local-results-title" component="section">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 18rem' }}>
            <Title order={2} fz="h4" id="local-results-title">
              {tl('listTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {tl('listDescription')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/local/open" {...props} />}
          >
            {tl('openResults')}
          </Button>
        </Group>
        {list.length > 0 && (
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {list.map((result) => (
                <Table.Tr key={result.localId}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor
                      fw={500}
                      renderRoot={(props) => (
                        <Link to="/local/$localId" params={{ localId: result.localId }} {...props} />
                      )}
                    >
                      {result.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <OnThisDeviceBadge />
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {tl('genes', {
                      count: result.geneCount,
                      formatted: formatNumber(result.geneCount, language),
                    })}
                  </Table.Td>
                  <Table.Td visibleFrom="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(new Date(result.savedAt).toISOString(), language)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <ShareToGenoAppButton localId={result.localId} size="xs" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
