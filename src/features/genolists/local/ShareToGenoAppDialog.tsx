import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeApiError, isAbort } from '../../../api/errors';
import type { UploadProgress } from '../../../api/upload';
import type { Genolist } from '../api/get-my-genolists';
import { DEFAULT_FOLD_CHANGE, DEFAULT_PADJ } from '../genolist-search';
import { useEditableProjects } from './get-editable-projects';
import type { LocalResultRecord } from './local-results-store';
import {
  knownComparison,
  type ShareStep,
  type ShareTarget,
  sendsCounts,
  shareLocalResult,
} from './share-local-result';
import { useLocalFrame } from './use-local-results';

interface ShareToGenoAppDialogProps {
  record: LocalResultRecord;
  onClose: () => void;
  /** Whether the plan allows one more project (else only an existing one is offered). */
  canCreateProject: boolean;
  /** Removes the copy on this device once shared as `genolistId`, if the user asks. */
  onRemoveLocal: (genolistId: number) => Promise<void>;
}

type Phase =
  | { kind: 'form' }
  | { kind: 'sending'; step: ShareStep; progress: UploadProgress | null }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; genolist: Genolist };

/** What the user reads about a refusal: the server's own words when it gave some (file, line, column; the plan). */
function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.serverMessage) return error.serverMessage;
  return describeApiError(error, '/api/projects/').message;
}

/** What the result's counts become with this target: sent along, kept here, or never kept. */
function countsNote(record: LocalResultRecord, target: ShareTarget['kind']) {
  if (sendsCounts(record, target)) return 'share.countsSent';
  if (record.withCounts) return 'share.countsStay';
  return record.origin.kind === 'limma-voom' ? 'share.countsNotSent' : null;
}

/**
 * The "Share to GenoApp" form of a result kept on this device: where it goes (a new project or
 * one the user may edit), the gene list's name, its comparison and cutoffs; then the progress,
 * the server's refusal in its own words, or a link to the new gene list. The copy on this
 * device stays unless the user removes it. Mounted while open.
 */
export function ShareToGenoAppDialog(props: ShareToGenoAppDialogProps) {
  const { record, onClose, canCreateProject, onRemoveLocal } = props;
  const { t } = useTranslation('local');
  // Read only once the dialog is open: a list of results does not load every one's genes.
  const frame = useLocalFrame(record.localId).data;
  const known = knownComparison(record);
  const projects = useEditableProjects();
  const editable = projects.data ?? [];
  const [target, setTarget] = useState<'new' | 'existing'>(canCreateProject ? 'new' : 'existing');
  const [projectName, setProjectName] = useState(record.name);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [genolistName, setGenolistName] = useState(record.name);
  const [factor, setFactor] = useState(known?.factor ?? 'condition');
  const [numerator, setNumerator] = useState(known?.numerator ?? '');
  const [reference, setReference] = useState(known?.reference ?? '');
  const [pvalueCutoff, setPvalueCutoff] = useState<number>(DEFAULT_PADJ);
  const [foldChangeCutoff, setFoldChangeCutoff] = useState<number>(DEFAULT_FOLD_CHANGE);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const abort = useRef<AbortController | null>(null);

  const chosen: ShareTarget | null =
    target === 'new'
      ? projectName.trim()
        ? { kind: 'new', projectName: projectName.trim() }
        : null
      : projectId
        ? { kind: 'existing', projectId: Number(projectId) }
        : null;
  const levelsGiven = numerator.trim() !== '' && reference.trim() !== '';
  const levelsHalf = (numerator.trim() === '') !== (reference.trim() === '');
  const ready = chosen !== null && frame !== undefined && genolistName.trim() !== '' && !levelsHalf;

  const close = () => {
    abort.current?.abort();
    setPhase({ kind: 'form' });
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !frame || !ready) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'sending', step: target === 'new' ? 'project' : 'upload', progress: null });
    try {
      const genolist = await shareLocalResult(
        {
          record,
          frame,
          target: chosen,
          genolistName: genolistName.trim(),
          comparison: levelsGiven
            ? {
                factor: factor.trim() || 'condition',
                numerator: numerator.trim(),
                reference: reference.trim(),
              }
            : null,
          pvalueCutoff,
          foldChangeCutoff,
        },
        {
          signal: controller.signal,
          onStep: (step) => setPhase({ kind: 'sending', step, progress: null }),
          onProgress: (progress) =>
            setPhase((current) => (current.kind === 'sending' ? { ...current, progress } : current)),
        },
      );
      setPhase({ kind: 'done', genolist });
    } catch (error) {
      if (isAbort(error)) setPhase({ kind: 'form' });
      else setPhase({ kind: 'failed', message: refusalText(error) });
    } finally {
      abort.current = null;
    }
  };

  const sending = phase.kind === 'sending';
  const note = countsNote(record, target);
  return (
    <Modal opened onClose={close} title={t('share.title')} size="lg">
      {phase.kind === 'done' ? (
        <Stack gap="md">
          <Alert color="teal" title={t('share.doneTitle')}>
            {t('share.done', { name: phase.genolist.name, project: phase.genolist.project.name })}
          </Alert>
          <Anchor
            fw={500}
            renderRoot={(linkProps) => (
              <Link to="/genolists/$genolistId" params={{ genolistId: phase.genolist.id }} {...linkProps} />
            )}
          >
            {t('share.open')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('share.kept')}
          </Text>
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={() => void onRemoveLocal(phase.genolist.id)}>
              {t('share.removeLocal')}
            </Button>
            <Button variant="default" onClick={close}>
              {t('share.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text size="sm">{t('share.intro', { name: record.name })}</Text>
            <SegmentedControl
              aria-label={t('share.target')}
              value={target}
              onChange={(value) => setTarget(value === 'existing' ? 'existing' : 'new')}
              disabled={sending}
              data={[
                { value: 'new', label: t('share.newProject'), disabled: !canCreateProject },
                { value: 'existing', label: t('share.existingProject') },
              ]}
            />
            {!canCreateProject && (
              <Text size="sm" c="dimmed">
                {t('share.noNewProject')}
              </Text>
            )}
            {target === 'new' ? (
              <TextInput
                label={t('share.projectName')}
                required
                value={projectName}
                onChange={(event) => setProjectName(event.currentTarget.value)}
                disabled={sending}
              />
            ) : editable.length === 0 && !projects.isPending ? (
              <Text size="sm" c="dimmed">
                {t('share.noProjects')}
              </Text>
            ) : (
              <Select
                label={t('share.project')}
                placeholder={t('share.projectPlaceholder')}
                required
                searchable
                data={editable.map((project) => ({ value: String(project.id), label: project.name }))}
                value={projectId}
                onChange={setProjectId}
                disabled={sending}
              />
            )}
            <TextInput
              label={t('share.genolistName')}
              required
              value={genolistName}
              onChange={(event) => setGenolistName(event.currentTarget.value)}
              disabled={sending}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('share.comparison')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('share.comparisonHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('share.factor')}
                  value={factor}
                  onChange={(event) => setFactor(event.currentTarget.value)}
                  disabled={sending}
                />
                <TextInput
                  label={t('share.numerator')}
                  value={numerator}
                  onChange={(event) => setNumerator(event.currentTarget.value)}
                  error={levelsHalf && numerator.trim() === ''}
                  disabled={sending}
                />
                <TextInput
                  label={t('share.reference')}
                  value={reference}
                  onChange={(event) => setReference(event.currentTarget.value)}
                  error={levelsHalf && reference.trim() === ''}
                  disabled={sending}
                />
              </SimpleGrid>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('share.pvalueCutoff')}
                step={0.01}
                min={0}
                max={1}
                decimalScale={6}
                value={pvalueCutoff}
                onChange={(value) => typeof value === 'number' && setPvalueCutoff(value)}
                disabled={sending}
              />
              <NumberInput
                label={t('share.foldChangeCutoff')}
                step={0.1}
                min={1}
                decimalScale={3}
                value={foldChangeCutoff}
                onChange={(value) => typeof value === 'number' && setFoldChangeCutoff(value)}
                disabled={sending}
              />
            </SimpleGrid>
            {note && (
              <Text size="xs" c="dimmed">
                {t(note)}
              </Text>
            )}
            {phase.kind === 'sending' && (
              <Stack gap={4} role="status">
                <Text size="sm">{t(`share.steps.${phase.step}`, { file: record.name })}</Text>
                <Progress
                  aria-label={t(phase.step === 'import' ? 'share.importProgress' : 'share.progress')}
                  value={
                    phase.progress ? (100 * phase.progress.loaded) / Math.max(1, phase.progress.total) : 0
                  }
                  animated={!phase.progress}
                />
              </Stack>
            )}
            {phase.kind === 'failed' && (
              <Alert color="red" title={t('share.failed')} role="alert">
                {phase.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('share.cancel')}
              </Button>
              <Button type="submit" loading={sending} disabled={!ready}>
                {t('share.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
