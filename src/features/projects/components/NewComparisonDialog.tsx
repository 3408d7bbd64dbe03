import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Progress,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ComparisonOptions, useComparisonTask, useCreateComparison } from '../api/comparison-tasks';
import { ButtonLink } from './links';

interface NewComparisonDialogProps {
  projectId: number;
  options: ComparisonOptions;
  opened: boolean;
  onClose: () => void;
}

/**
 * The form of a comparison computed on the server by limma-voom: factor, its two levels,
 * covariates, the filter, a name and the cutoffs; then the task's progress and a link to the
 * new genolist. The server checks the design and names what is wrong.
 */
export function NewComparisonDialog({ projectId, options, opened, onClose }: NewComparisonDialogProps) {
  const { t } = useTranslation('projects');
  const [factor, setFactor] = useState<string | null>(options.factors[0]?.name ?? null);
  const levels = options.factors.find((f) => f.name === factor)?.levels ?? [];
  const [numerator, setNumerator] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [covariates, setCovariates] = useState<string[]>([]);
  const [filter, setFilter] = useState(false);
  const [name, setName] = useState('');
  const [pvalue, setPvalue] = useState<number | string>(0.05);
  const [foldChange, setFoldChange] = useState<number | string>(1.5);
  const create = useCreateComparison(projectId);
  const [taskId, setTaskId] = useState<number | null>(null);
  const task = useComparisonTask(projectId, taskId);

  const chooseFactor = (value: string | null) => {
    setFactor(value);
    setNumerator(null);
    setReference(null);
    setCovariates((chosen) => chosen.filter((c) => c !== value));
  };
  const suggested = numerator && reference ? `${numerator} vs ${reference}` : '';
  const submit = () => {
    if (!factor || !numerator || !reference) return;
    create.mutate(
      {
        name: name.trim() || suggested,
        factor,
        numerator,
        reference,
        covariates,
        filter_by_expr: filter,
        pvalue_cutoff: Number(pvalue),
        fold_change_cutoff: Number(foldChange),
      },
      { onSuccess: (accepted) => setTaskId(accepted.task_id) },
    );
  };
  const running = task.data;
  return (
    <Modal opened={opened} onClose={onClose} title={t('newComparison.title')} size="lg">
      {taskId === null ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('newComparison.intro')}
          </Text>
          <Select
            label={t('newComparison.factor')}
            data={options.factors.map((f) => f.name)}
            value={factor}
            onChange={chooseFactor}
            allowDeselect={false}
          />
          <Group grow align="flex-start">
            <Select
              label={t('newComparison.numerator')}
              data={levels}
              value={numerator}
              onChange={setNumerator}
            />
            <Select
              label={t('newComparison.reference')}
              data={levels}
              value={reference}
              onChange={setReference}
            />
          </Group>
          <MultiSelect
            label={t('newComparison.covariates')}
            description={t('newComparison.covariatesHint')}
            data={options.factors.map((f) => f.name).filter((n) => n !== factor)}
            value={covariates}
            onChange={setCovariates}
          />
          <Switch
            label={t('newComparison.filter')}
            checked={filter}
            onChange={(event) => setFilter(event.currentTarget.checked)}
          />
          <TextInput
            label={t('newComparison.name')}
            placeholder={suggested}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('newComparison.pvalue')}
              value={pvalue}
              onChange={setPvalue}
              min={0}
              max={1}
              step={0.01}
              decimalScale={4}
            />
            <NumberInput
              label={t('newComparison.foldChange')}
              value={foldChange}
              onChange={setFoldChange}
              min={1}
              step={0.1}
              decimalScale={2}
            />
          </Group>
          {create.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('newComparison.cancel')}
            </Button>
            <Button
              onClick={submit}
              loading={create.isPending}
              disabled={!factor || !numerator || !reference || !(name.trim() || suggested)}
            >
              {t('newComparison.submit')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {running?.status === 'FAILURE' ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('newComparison.failed')}
            >
              {running.error}
            </Alert>
          ) : running?.status === 'SUCCESS' && running.genolist_id !== null ? (
            <>
              <Text>{t('newComparison.done', { name: running.name })}</Text>
              <Group>
                <ButtonLink to="/genolists/$genolistId" params={{ genolistId: running.genolist_id }}>
                  {t('newComparison.open')}
                </ButtonLink>
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">
                {t('newComparison.running', { name: running?.name ?? (name.trim() || suggested) })}
              </Text>
              <Progress
                value={running?.progress ?? 0}
                aria-label={t('newComparison.progressLabel')}
                animated
              />
              <Text size="xs" c="dimmed">
                {running?.status === 'RUNNING' ? running.step : t('newComparison.queued')}
              </Text>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('newComparison.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
