import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimmaVoomProgress } from '../../../genomics/de/limma-voom';
import type { SampleSheet } from '../../../genomics/formats/sample-sheet';
import { defaultChoice, designFactors, type LimmaChoice, withFactor } from './limma-choices';

/**
 * Where a run stands: a step of limma-voom, then the counts' own analysis (expression, QC, PCA,
 * correlation: seconds at 60,000 genes × 384 samples) and keeping it all on this device.
 */
export type RunProgress = LimmaVoomProgress | { step: 'analyse' | 'keep'; fraction: 1 };

interface LimmaVoomFormProps {
  sheet: SampleSheet;
  /** The run in progress, if any: its progress, and how to stop it (none once limma-voom is done). */
  running: { progress: RunProgress | null; cancel: (() => void) | null } | null;
  onRun: (choice: LimmaChoice, name: string) => void;
}

/**
 * limma-voom's settings as a limma user sets them: the factor, the two levels compared
 * (numerator over reference), additive covariates, edgeR's filterByExpr (off by default); the
 * result's name; while it runs, its step and progress, and Cancel.
 */
export function LimmaVoomForm({ sheet, running, onRun }: LimmaVoomFormProps) {
  const { t } = useTranslation('local');
  const factors = useMemo(() => designFactors(sheet), [sheet]);
  const [choice, setChoice] = useState<LimmaChoice | null>(() => defaultChoice(sheet));
  const [name, setName] = useState('');
  if (!choice)
    return (
      <Alert color="orange" title={t('de.title')}>
        {t('de.noFactor')}
      </Alert>
    );
  const levels = factors.find((factor) => factor.name === choice.factor)?.levels ?? [];
  const suggestedName = `${choice.numerator} vs ${choice.reference}`;
  const same = choice.numerator === choice.reference;
  const fraction = running?.progress?.fraction ?? 0;
  const finishing = running?.progress?.step === 'analyse' || running?.progress?.step === 'keep';

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} fz="h5">
          {t('de.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('de.hint')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('de.factor')}
          data={factors.map((factor) => factor.name)}
          value={choice.factor}
          allowDeselect={false}
          disabled={running !== null}
          onChange={(value) => value && setChoice(withFactor(sheet, choice, value))}
        />
        <Select
          label={t('de.numerator')}
          data={levels}
          value={choice.numerator}
          allowDeselect={false}
          disabled={running !== null}
          onChange={(value) => value && setChoice({ ...choice, numerator: value })}
          error={same ? t('de.sameLevels') : undefined}
        />
        <Select
          label={t('de.reference')}
          data={levels}
          value={choice.reference}
          allowDeselect={false}
          disabled={running !== null}
          onChange={(value) => value && setChoice({ ...choice, reference: value })}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('de.covariates')}
        description={t('de.covariatesHint')}
        placeholder={choice.covariates.length === 0 ? t('de.noCovariate') : undefined}
        data={factors.filter((factor) => factor.name !== choice.factor).map((factor) => factor.name)}
        value={choice.covariates}
        disabled={running !== null}
        onChange={(covariates) => setChoice({ ...choice, covariates })}
        clearable
      />
      <Switch
        label={t('de.filter')}
        description={t('de.filterHint')}
        checked={choice.filter}
        disabled={running !== null}
        onChange={(event) => setChoice({ ...choice, filter: event.currentTarget.checked })}
      />
      <TextInput
        label={t('name')}
        placeholder={suggestedName}
        value={name}
        disabled={running !== null}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      {running ? (
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {running.progress ? t(`de.steps.${running.progress.step}`) : t('de.starting')}
            </Text>
            {running.cancel && (
              <Button variant="default" size="xs" onClick={running.cancel}>
                {t('de.cancel')}
              </Button>
            )}
          </Group>
          <Progress
            value={fraction * 100}
            aria-label={t('de.progress')}
            striped={finishing}
            animated={finishing}
          />
        </Stack>
      ) : (
        <Group>
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={same}
            onClick={() => onRun(choice, name.trim() || suggestedName)}
          >
            {t('de.run')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
