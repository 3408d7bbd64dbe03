import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, makeExport } from '../../../lib/export';
import { formatNumber } from '../../../lib/format';
import { type NotifyTone, notify } from '../../../ui/notify';
import type { GeneFrame } from '../gene-frame';
import { MAX_SELECTED_GENES, parseSelection, selectionParam } from '../genolist-search';
import { useGenolistView, useSetGenolistSearch } from '../use-genolist-search';
import { addToSelection, rowsByGeneRef, toggleSelection } from './selection';
import { selectionColumns } from './selection-export';

const NO_ROWS = new Map<number, number>();
const TOAST_MS = 3000;

/**
 * The volcano's multi-select: the genes picked (gene reference ids in `sel` of the URL, so a
 * shared link shows them), the frame rows they are on, and what a click, a lasso, the reset and
 * the export do, each told in a short toast. `name` is the export's file name without extension.
 */
export function useVolcanoSelection(genolistId: number, frame: GeneFrame | undefined, name: string) {
  const { t, i18n } = useTranslation('volcano');
  const language = i18n.language;
  const setSearch = useSetGenolistSearch(genolistId);
  const sel = useGenolistView((search) => search.sel);
  const ids = useMemo(() => parseSelection(sel), [sel]);
  const [multiSelect, setMultiSelect] = useState(ids.length > 0);
  // Rows of the selected genes: looked up only once there are some.
  const anySelected = ids.length > 0;
  const rowOf = useMemo(
    () => (frame && anySelected ? rowsByGeneRef(frame.geneRefId) : NO_ROWS),
    [frame, anySelected],
  );
  const rows = useMemo(
    () => ids.map((id) => rowOf.get(id)).filter((row): row is number => row !== undefined),
    [ids, rowOf],
  );

  const toast = (title: string, message: string, tone: NotifyTone = 'info') =>
    notify(tone, { title, message, autoClose: TOAST_MS });
  const symbolOf = (row: number) => (frame ? (frame.symbol[row] ?? frame.geneId[row] ?? '') : '');
  const selectedText = (n: number) =>
    t('select.selected', { count: n, formatted: formatNumber(n, language) });
  const limitText = () =>
    t('select.limit', { count: MAX_SELECTED_GENES, formatted: formatNumber(MAX_SELECTED_GENES, language) });

  /** A click on a point: opens the gene, or in multi-select mode adds it or takes it out. */
  const pick = (row: number) => {
    if (!frame) return;
    const id = frame.geneRefId[row] as number;
    if (!multiSelect) {
      setSearch({ gene: id });
      return;
    }
    const next = toggleSelection(ids, id);
    if (next.full) {
      toast(t('select.addedTitle'), limitText(), 'warning');
      return;
    }
    setSearch({ sel: selectionParam(next.ids) });
    const selected = selectedText(next.ids.length);
    if (next.added) toast(t('select.addedTitle'), t('select.added', { symbol: symbolOf(row), selected }));
    else toast(t('select.removedTitle'), t('select.removed', { symbol: symbolOf(row), selected }));
  };

  /** The lasso adds the genes it caught, up to the limit. */
  const lasso = (picked: Uint32Array) => {
    if (!frame) return;
    if (picked.length === 0) {
      toast(t('select.lassoTitle'), t('select.lassoNone'), 'neutral');
      return;
    }
    const next = addToSelection(
      ids,
      Array.from(picked, (row) => frame.geneRefId[row] as number),
    );
    setSearch({ sel: selectionParam(next.ids) });
    toast(
      t('select.lassoTitle'),
      next.truncated
        ? limitText()
        : t('select.lassoAdded', {
            count: next.added,
            added: formatNumber(next.added, language),
            selected: selectedText(next.ids.length),
          }),
      next.truncated ? 'warning' : 'info',
    );
  };

  const clear = () => {
    if (ids.length === 0) return;
    setSearch({ sel: undefined });
    toast(t('select.clearedTitle'), t('select.cleared'), 'neutral');
  };

  const exportCsv = () => {
    if (!frame) return;
    const file = makeExport(
      'csv',
      name,
      rows,
      selectionColumns(frame, (key) => t(key)),
    );
    downloadBlob(file.fileName, file.blob);
    toast(t('select.lassoTitle'), t('select.exported', { fileName: file.fileName }), 'success');
  };

  /** Multi-select mode on or off; leaving it clears the selection. */
  const setMode = (on: boolean) => {
    setMultiSelect(on);
    if (!on) clear();
  };

  return { ids, rows, rowOf, multiSelect, setMode, pick, lasso, clear, exportCsv };
}

export type VolcanoSelection = ReturnType<typeof useVolcanoSelection>;
