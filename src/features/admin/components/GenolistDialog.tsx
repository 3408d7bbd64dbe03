import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { type AdminGenolist, useUpdateGenolist } from '../api/admin-genolists';
import { useAllProjects } from '../api/admin-projects';
import { notifyFailure } from './console-feedback';
import { OwnerSelect } from './OwnerSelect';

interface GenolistDialogProps {
  /** The gene list edited; null keeps the dialog closed. */
  genolist: AdminGenolist | null;
  onClose: () => void;
}

interface Form {
  name: string;
  description: string;
  project: number;
  owner: number | null;
  public: boolean;
  pvalue_cutoff: number;
  fold_change_cutoff: number;
}

/** What a typed number field holds: a number, or 0 for anything else (the server then refuses what is out of range). */
const asNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * A gene list's name, description, project, owner, visibility and cut-offs (p in steps of 0.001,
 * fold change in steps of 0.1; new cut-offs recount its up and down genes). The server decides the rest.
 */
export function GenolistDialog({ genolist, onClose }: GenolistDialogProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateGenolist();
  const projects = useAllProjects();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    setForm(
      genolist && {
        name: genolist.name,
        description: genolist.description,
        project: genolist.project_id,
        owner: genolist.owner?.id ?? null,
        public: genolist.public,
        pvalue_cutoff: genolist.pvalue_cutoff,
        fold_change_cutoff: genolist.fold_change_cutoff,
      },
    );
  }, [genolist]);
  const set = (change: Partial<Form>) => setForm((old) => old && { ...old, ...change });
  const save = () => {
    if (!genolist || !form) return;
    update.mutate(
      {
        id: genolist.id,
        body: {
          name: form.name.trim(),
          description: form.description.trim(),
          project: form.project,
          public: form.public,
          pvalue_cutoff: form.pvalue_cutoff,
          fold_change_cutoff: form.fold_change_cutoff,
          ...(form.owner !== null ? { owner: form.owner } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          notify('success', { title: t('genolists.updated'), message: saved.name });
          onClose();
        },
        onError: (error) => notifyFailure(t('genolists.updateFailed'), error, t('console.genericError')),
      },
    );
  };
  return (
    <Modal
      opened={genolist !== null}
      onClose={onClose}
      title={t('genolists.editTitle', { name: genolist?.name ?? '' })}
      size="lg"
    >
      {form && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('genolists.name')}
              required
              maxLength={200}
              value={form.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <Textarea
              label={t('genolists.description')}
              autosize
              minRows={2}
              maxRows={8}
              value={form.description}
              onChange={(event) => set({ description: event.currentTarget.value })}
            />
            <Select
              label={t('genolists.project')}
              searchable
              allowDeselect={false}
              data={(projects.data ?? []).map((project) => ({
                value: String(project.id),
                label: project.name,
              }))}
              value={String(form.project)}
              onChange={(id) => id !== null && set({ project: Number(id) })}
            />
            <OwnerSelect value={form.owner} onChange={(owner) => set({ owner })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('genolists.pvalueCutoff')}
                step={0.001}
                min={0}
                max={1}
                decimalScale={6}
                value={form.pvalue_cutoff}
                onChange={(value) => set({ pvalue_cutoff: asNumber(value) })}
              />
              <NumberInput
                label={t('genolists.foldChangeCutoff')}
                step={0.1}
                min={1}
                decimalScale={3}
                value={form.fold_change_cutoff}
                onChange={(value) => set({ fold_change_cutoff: asNumber(value) })}
              />
            </SimpleGrid>
            <Switch
              label={t('console.public')}
              checked={form.public}
              onChange={(event) => set({ public: event.currentTarget.checked })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('console.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={form.name.trim() === ''}>
                {t('console.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
