import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountMatrixFile } from '../../../genomics/formats/count-matrix';
import type { DeColumnMapping, DeInspection } from '../../../genomics/formats/de-columns';
import type { DeTable } from '../../../genomics/formats/de-table';
import type { SampleSheet } from '../../../genomics/formats/sample-sheet';
import { TableError, type TableErrorInfo } from '../../../genomics/formats/table-error';
import { formatNumber } from '../../lib/format';
import { PageHeader } from '../../ui/PageHeader';
import { useAuth } from '../auth';
import {
  frameOfColumns,
  type GeneColumns,
  type LocalCounts,
  type LocalResultOrigin,
  localResultKeys,
  saveLocalResult,
} from '../genolists';
import { ColumnMapping } from './ColumnMapping';
import { FileDrop } from './FileDrop';
import { LimmaVoomForm, type RunProgress } from './LimmaVoomForm';
import type { LimmaChoice } from './limma-choices';
import { limmaVoomRequest } from './limma-choices';
import { type OpenSource, openSource, parseOpenSearch } from './open-search';
import { columnsOfDeTable, columnsOfLimmaVoom, nameOfFile } from './result-columns';
import { TableErrorAlert } from './TableErrorAlert';
import { analyseCounts, resultsReader, runLimmaVoom } from './workers-client';

type Read<T> =
  | { status: 'idle' }
  | { status: 'reading'; file: File }
  | { status: 'refused'; file: File; error: TableErrorInfo }
  | { status: 'read'; file: File; value: T };

type ResultsRead = Read<DeTable> | { status: 'mapping'; file: File; inspection: DeInspection; busy: boolean };

const IDLE = { status: 'idle' } as const;

/**
 * "Open your results": a researcher's own files read in a worker, in this browser. Either a
 * results table (DESeq2, edgeR, limma; the columns mapped by hand when the reader is unsure), or
 * a count matrix and its sample sheet, on which limma-voom runs in another worker. A refused
 * file says why, with its file, line and column, and nothing is kept; what is accepted is kept
 * only in this browser, under the signed-in user (src/features/genolists/local/local-results-store.ts), and opens as a
 * gene list "On this device". The server is never called: this works with it stopped.
 */
export function OpenResultsPage() {
  const { t } = useTranslation('local');
  const source = openSource(parseOpenSearch(useSearch({ strict: false }) as Record<string, unknown>));
  const navigate = useNavigate();
  const setSource = (next: OpenSource) =>
    void navigate({ to: '/local/open', search: next === 'table' ? {} : { source: next }, replace: true });
  const keep = useKeep();
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Stack gap="xl">
      <PageHeader title={t('open.title')} description={t('open.description')} />
      <SegmentedControl
        value={source}
        onChange={(value) => setSource(value === 'counts' ? 'counts' : 'table')}
        data={[
          { value: 'table', label: t('open.sources.table') },
          { value: 'counts', label: t('open.sources.counts') },
        ]}
        aria-label={t('open.sources.label')}
        // On a phone the two choices are stacked: side by side they are wider than the screen.
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
      />
      {source === 'table' ? <ResultsTableSource keep={keep} /> : <CountsSource keep={keep} />}
    </Stack>
  );
}

type Keep = (
  name: string,
  origin: LocalResultOrigin,
  columns: GeneColumns,
  counts?: LocalCounts,
) => Promise<void>;

/** Stores a result for the signed-in user and opens it; a failure to store says so and keeps the screen. */
function useKeep(): Keep {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (name, origin, columns, counts) => {
    if (userId === null) return;
    const record = await saveLocalResult(userId, { name, origin, frame: frameOfColumns(0, columns), counts });
    await queryClient.invalidateQueries({ queryKey: localResultKeys.all });
    await navigate({ to: '/local/$localId', params: { localId: record.localId } });
  };
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function Accepted({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="teal.8" aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
      <IconCheck size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {children}
    </Text>
  );
}

function Reading({ file }: { file: File }) {
  const { t } = useTranslation('local');
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('drop.reading', { file: file.name })}
    </Text>
  );
}

function ResultsTableSource({ keep }: { keep: Keep }) {
  const { t, i18n } = useTranslation('local');
  const [read, setRead] = useState<ResultsRead>(IDLE);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState<'idle' | 'busy' | 'failed'>('idle');
  const latest = useRef<File | null>(null);

  const readFile = async (file: File, mapping?: DeColumnMapping) => {
    latest.current = file;
    const outcome = await resultsReader().readResults(file.name, file, mapping);
    if (latest.current !== file) return;
    if (!outcome.ok) return setRead({ status: 'refused', file, error: outcome.error });
    const value = outcome.value;
    if (value.kind === 'needs-mapping')
      return setRead({ status: 'mapping', file, inspection: value.inspection, busy: false });
    setRead({ status: 'read', file, value: value.table });
  };
  const onFile = (file: File) => {
    setRead({ status: 'reading', file });
    setName('');
    setSaving('idle');
    void readFile(file);
  };
  const save = async (table: DeTable, file: File) => {
    setSaving('busy');
    try {
      await keep(
        name.trim() || nameOfFile(file.name),
        { kind: 'table', file: file.name, dialect: table.dialect, padjComputed: table.padjComputed },
        columnsOfDeTable(table),
      );
    } catch {
      setSaving('failed');
    }
  };

  return (
    <Section title={t('table.title')} hint={t('table.hint')}>
      <FileDrop
        label={t('table.title')}
        hint={t('table.formats')}
        onFile={onFile}
        disabled={saving === 'busy'}
      />
      {read.status === 'reading' && <Reading file={read.file} />}
      {read.status === 'refused' && <TableErrorAlert error={read.error} />}
      {read.status === 'mapping' && (
        <ColumnMapping
          key={read.file.name}
          inspection={read.inspection}
          busy={read.busy}
          onApply={(mapping) => {
            setRead({ ...read, busy: true });
            void readFile(read.file, mapping);
          }}
        />
      )}
      {read.status === 'read' && (
        <Stack gap="md">
          <Accepted>
            {t(read.value.dialect ? 'read.table' : 'read.mapped', {
              file: read.file.name,
              count: read.value.geneIds.length,
              genes: formatNumber(read.value.geneIds.length, i18n.language),
              tool: read.value.dialect ?? '',
            })}
          </Accepted>
          <TextInput
            label={t('name')}
            placeholder={nameOfFile(read.file.name)}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {saving === 'failed' && <Alert color="red">{t('saveFailed')}</Alert>}
          <Group>
            <Button loading={saving === 'busy'} onClick={() => void save(read.value, read.file)}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Section>
  );
}

type RunState =
  | { status: 'idle' }
  | { status: 'running'; progress: RunProgress | null; cancel: (() => void) | null }
  | { status: 'cancelled' }
  | { status: 'refused'; error: TableErrorInfo }
  | { status: 'failed'; message: string };

function CountsSource({ keep }: { keep: Keep }) {
  const { t, i18n } = useTranslation('local');
  const language = i18n.language;
  const [counts, setCounts] = useState<Read<CountMatrixFile>>(IDLE);
  const [samples, setSamples] = useState<Read<SampleSheet>>(IDLE);
  const [run, setRun] = useState<RunState>(IDLE);
  const cancelOnLeave = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelOnLeave.current?.(), []);

  const readSamples = async (file: File, matrix: CountMatrixFile) => {
    setSamples({ status: 'reading', file });
    const outcome = await resultsReader().readSampleSheet(file.name, file, {
      file: matrix.file,
      sampleNames: matrix.sampleNames,
      sampleColumns: matrix.sampleColumns,
    });
    setSamples(
      outcome.ok
        ? { status: 'read', file, value: outcome.value }
        : { status: 'refused', file, error: outcome.error },
    );
  };
  const onCounts = async (file: File) => {
    setCounts({ status: 'reading', file });
    setRun(IDLE);
    const outcome = await resultsReader().readCounts(file.name, file);
    if (!outcome.ok) return setCounts({ status: 'refused', file, error: outcome.error });
    setCounts({ status: 'read', file, value: outcome.value });
    // A sheet chosen before is matched again to the new matrix.
    if (samples.status !== 'idle' && samples.status !== 'reading')
      void readSamples(samples.file, outcome.value);
  };

  const start = async (
    matrix: CountMatrixFile,
    countsFile: File,
    sheet: SampleSheet,
    sheetFile: File,
    choice: LimmaChoice,
    name: string,
  ) => {
    let request: ReturnType<typeof limmaVoomRequest>;
    try {
      request = limmaVoomRequest(matrix, sheet, choice);
    } catch (error) {
      if (error instanceof TableError) return setRun({ status: 'refused', error: error.info });
      throw error;
    }
    const job = runLimmaVoom(request, (progress) =>
      setRun((state) => (state.status === 'running' ? { ...state, progress } : state)),
    );
    cancelOnLeave.current = job.cancel;
    setRun({ status: 'running', progress: null, cancel: job.cancel });
    try {
      const result = await job.result;
      cancelOnLeave.current = null;
      setRun({ status: 'running', progress: { step: 'analyse', fraction: 1 }, cancel: null });
      // Kept with the result: its heatmap, box plots, QC, PCA and correlation read them. Counts
      // with no gene counted in every sample have no size factors: the result is kept without.
      const analysis = await analyseCounts(matrix.values.slice(), matrix.sampleNames).catch(() => null);
      setRun({ status: 'running', progress: { step: 'keep', fraction: 1 }, cancel: null });
      await keep(
        name,
        {
          kind: 'limma-voom',
          countsFile: countsFile.name,
          samplesFile: sheetFile.name,
          factor: choice.factor,
          numerator: choice.numerator,
          reference: choice.reference,
          covariates: choice.covariates,
          filtered: result.filtered,
          genesInput: matrix.geneIds.length,
          genesAnalysed: result.genes.length,
          samples: matrix.sampleNames.length,
          dfPrior: result.dfPrior,
        },
        columnsOfLimmaVoom(matrix, result),
        analysis
          ? {
              geneIds: matrix.geneIds,
              symbols: matrix.symbols,
              sampleNames: matrix.sampleNames,
              values: matrix.values,
              sheet,
              frameGenes: result.genes,
              analysis,
            }
          : undefined,
      );
    } catch (error) {
      if (error instanceof TableError) setRun({ status: 'refused', error: error.info });
      else if (error instanceof Error && error.name === 'AbortError') setRun({ status: 'cancelled' });
      else setRun({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      cancelOnLeave.current = null;
    }
  };

  const matrix = counts.status === 'read' ? counts.value : null;
  return (
    <Section title={t('counts.sectionTitle')} hint={t('counts.sectionHint')}>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('counts.title')}
        </Title>
        <FileDrop
          label={t('counts.title')}
          hint={t('counts.formats')}
          disabled={run.status === 'running'}
          onFile={(file) => void onCounts(file)}
        />
        {counts.status === 'reading' && <Reading file={counts.file} />}
        {counts.status === 'refused' && <TableErrorAlert error={counts.error} />}
        {counts.status === 'read' && (
          <Accepted>
            {t(counts.value.format === 'featureCounts' ? 'read.featureCounts' : 'read.counts', {
              file: counts.file.name,
              count: counts.value.geneIds.length,
              genes: formatNumber(counts.value.geneIds.length, language),
              samples: formatNumber(counts.value.sampleNames.length, language),
            })}
          </Accepted>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t('samples.title')}
        </Title>
        <FileDrop
          label={t('samples.title')}
          hint={matrix ? t('samples.formats') : t('samples.needsCounts')}
          disabled={!matrix || run.status === 'running'}
          onFile={(file) => matrix && void readSamples(file, matrix)}
        />
        {samples.status === 'reading' && <Reading file={samples.file} />}
        {samples.status === 'refused' && <TableErrorAlert error={samples.error} />}
        {samples.status === 'read' && (
          <Accepted>
            {t('read.samples', {
              file: samples.file.name,
              count: samples.value.samples.length,
              samples: formatNumber(samples.value.samples.length, language),
              factors: samples.value.factors.map((factor) => factor.name).join(', '),
            })}
          </Accepted>
        )}
      </Stack>
      {matrix && counts.status === 'read' && samples.status === 'read' && (
        <LimmaVoomForm
          key={`${counts.file.name}|${samples.file.name}`}
          sheet={samples.value}
          running={run.status === 'running' ? run : null}
          onRun={(choice, name) => void start(matrix, counts.file, samples.value, samples.file, choice, name)}
        />
      )}
      {run.status === 'cancelled' && <Alert color="gray">{t('de.cancelled')}</Alert>}
      {run.status === 'refused' && <TableErrorAlert error={run.error} title={t('de.failed')} />}
      {run.status === 'failed' && (
        <Alert color="red" title={t('de.failed')} role="alert">
          {run.message}
        </Alert>
      )}
    </Section>
  );
}
