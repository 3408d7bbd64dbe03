import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify';
import { type AdminGenolist, useUpdateGenolist } from '../api/admin-genolists';
import { useAllProjects } from '../api/admin-projects';
import { ConsoleFormDialog } from './ConsoleFormDialog';
import { notifyFailure } from './console-feedback';
import { NameFields } from './NameFields';
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
    // Kept once the dialog closes, so that its fields stay while it fades out.
    if (genolist)
      setForm({
        name: genolist.name,
        description: genolist.description,
        project: genolist.project_id,
        owner: genolist.owner?.id ?? null,
        public: genolist.public,
        pvalue_cutoff: genolist.pvalue_cutoff,
        fold_change_cutoff: genolist.fold_change_cutoff,
      });
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
    <ConsoleFormDialog
      opened={genolist !== null}
      title={t('genolists.editTitle', { name: genolist?.name ?? '' })}
      size="lg"
      pending={update.isPending}
      invalid={form === null || form.name.trim() === ''}
      onSave={save}
      onClose={onClose}
    >
      {form && (
        <>
          <NameFields list="genolists" name={form.name} description={form.description} onChange={set} />
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
        </>
      )}
    </ConsoleFormDialog>
  );
}
