import { Alert, Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeTableError, type FormatsTexts, TableError } from '../../../../genomics/formats/table-error';
import { GoTab } from '../components/GoTab';
import { goValuesOfTerms, readGoTable } from './local-go';
import type { LocalResultRecord } from './local-results-store';
import { useSetLocalGo } from './use-local-results';

const GO_FILES = '.csv,.tsv,.txt,.tab,.xlsx,.gz';

/**
 * The GO terms of a result on this device: a GO enrichment table the user adds to it (their own
 * clusterProfiler or GO table; kept with the result, sealed like it), shown as an imported
 * genolist's GO tab; it can be replaced. Nothing leaves the browser.
 */
export function LocalGoTab({ localId, record }: { localId: number; record: LocalResultRecord }) {
  const { t, i18n } = useTranslation('local');
  const setGo = useSetLocalGo(localId);
  const [state, setState] = useState<{ status: 'idle' | 'reading' } | { status: 'refused'; message: string }>(
    {
      status: 'idle',
    },
  );
  const terms = useMemo(
    () => (record.go ? goValuesOfTerms(record.go.terms, -localId) : undefined),
    [record.go, localId],
  );

  const add = async (file: File | null) => {
    if (!file) return;
    setState({ status: 'reading' });
    try {
      await setGo(await readGoTable(file));
      setState({ status: 'idle' });
    } catch (error) {
      const texts = i18n.getResourceBundle(i18n.language, 'formats') as FormatsTexts | undefined;
      const message =
        error instanceof TableError
          ? describeTableError(error.info, texts)
          : String((error as Error)?.message ?? error);
      setState({ status: 'refused', message });
    }
  };

  const picker = (
    <FileButton onChange={(file) => void add(file)} accept={GO_FILES}>
      {(props) => (
        <Button
          {...props}
          variant={record.go ? 'default' : 'filled'}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          loading={state.status === 'reading'}
        >
          {record.go ? t('go.replace') : t('go.add')}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="lg">
      <Card p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="local-go-title">
        <Stack gap="sm">
          <Title order={2} fz="h5" id="local-go-title">
            {t('go.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {record.go ? t('go.from', { file: record.go.file }) : t('go.hint')}
          </Text>
          <Group>{picker}</Group>
          {state.status === 'refused' && (
            <Alert
              color="red"
              title={t('go.refused')}
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="alert"
            >
              {state.message}
            </Alert>
          )}
        </Stack>
      </Card>
      {terms && <GoTab genolistId={-localId} terms={terms} />}
    </Stack>
  );
}
