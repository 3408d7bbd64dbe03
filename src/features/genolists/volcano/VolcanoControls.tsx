import { Badge, Button, SegmentedControl, Select, Switch } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragMode } from '../../../gl/scatter-plot';
import { formatNumber } from '../../../lib/format';
import { useSetGenolistSearch } from '../use-genolist-search';
import type { VolcanoSelection } from './use-volcano-selection';
import classes from './VolcanoCard.module.css';
import { VOLCANO_FC_CHOICES, VOLCANO_P_CHOICES, type VolcanoView } from './volcano-search';

/** The thresholds and expert filters above the volcano, each a URL setting (volcano-search.ts). */
export function VolcanoThresholds({
  genolistId,
  view,
  expert,
}: {
  genolistId: number;
  view: VolcanoView;
  expert: boolean;
}) {
  const { t, i18n } = useTranslation('volcano');
  const language = i18n.language;
  const setSearch = useSetGenolistSearch(genolistId);
  const [showChoices, regulationChoices] = useMemo(
    () => [
      [
        { value: 'all', label: t('expert.showAll') },
        { value: 'deg', label: t('expert.showDegs') },
      ],
      [
        { value: 'all', label: t('expert.regAll') },
        { value: 'up', label: t('expert.regUp') },
        { value: 'down', label: t('expert.regDown') },
      ],
    ],
    [t],
  );
  return (
    <div className={classes.thresholds}>
      <Select
        label={t('threshold.p')}
        data={VOLCANO_P_CHOICES.map((choice) => ({
          value: String(choice),
          label: t('threshold.pChoice', { value: formatNumber(choice, language, 2) }),
        }))}
        value={String(view.maxPadj)}
        onChange={(value) => {
          const vp = VOLCANO_P_CHOICES.find((choice) => String(choice) === value);
          if (vp !== undefined) setSearch({ vp });
        }}
        allowDeselect={false}
        w={160}
      />
      <Select
        label={t('threshold.fc')}
        data={VOLCANO_FC_CHOICES.map((choice) => ({
          value: String(choice),
          label: t('threshold.fcChoice', { value: formatNumber(choice, language, 1) }),
        }))}
        value={String(view.foldChange)}
        onChange={(value) => {
          const vfc = VOLCANO_FC_CHOICES.find((choice) => String(choice) === value);
          if (vfc !== undefined) setSearch({ vfc });
        }}
        allowDeselect={false}
        w={160}
      />
      {expert && (
        <>
          <Select
            label={t('expert.show')}
            data={showChoices}
            value={view.degsOnly ? 'deg' : 'all'}
            onChange={(value) => setSearch({ vshow: value === 'deg' ? 'deg' : undefined })}
            allowDeselect={false}
            w={widthFor(showChoices)}
            maw="100%"
          />
          <Select
            label={t('expert.regulation')}
            data={regulationChoices}
            value={view.regulation}
            onChange={(value) => setSearch({ vreg: value === 'up' || value === 'down' ? value : undefined })}
            allowDeselect={false}
            w={widthFor(regulationChoices)}
            maw="100%"
          />
        </>
      )}
    </div>
  );
}

/** The switches (multi-select, and in expert mode labels and lines) and the selection's tools. */
export function VolcanoModes({
  genolistId,
  view,
  expert,
  selection,
  dragMode,
  onDragMode,
}: {
  genolistId: number;
  view: VolcanoView;
  expert: boolean;
  selection: VolcanoSelection;
  dragMode: DragMode;
  onDragMode: (mode: DragMode) => void;
}) {
  const { t, i18n } = useTranslation('volcano');
  const setSearch = useSetGenolistSearch(genolistId);
  const selected = selection.ids.length;
  return (
    <div className={classes.modes}>
      <Switch
        label={t('select.mode')}
        checked={selection.multiSelect}
        onChange={(event) => selection.setMode(event.currentTarget.checked)}
      />
      {expert && (
        <>
          <Switch
            label={t('expert.labels')}
            checked={view.labels}
            onChange={(event) => setSearch({ vlabels: event.currentTarget.checked ? undefined : 'off' })}
          />
          <Switch
            label={t('expert.lines')}
            checked={view.lines}
            onChange={(event) => setSearch({ vlines: event.currentTarget.checked ? undefined : 'off' })}
          />
        </>
      )}
      {selection.multiSelect && (
        <>
          <SegmentedControl
            size="xs"
            aria-label={t('select.drag')}
            value={dragMode}
            onChange={(value) => onDragMode(value === 'pan' ? 'pan' : 'lasso')}
            data={[
              { value: 'lasso', label: t('select.lasso') },
              { value: 'pan', label: t('select.pan') },
            ]}
          />
          <Badge variant="light" size="lg" data-testid="volcano-selection-count">
            {t('select.count', { count: selected, formatted: formatNumber(selected, i18n.language) })}
          </Badge>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={selection.rows.length === 0}
            onClick={selection.exportCsv}
          >
            {t('select.export')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            disabled={selected === 0}
            onClick={selection.clear}
          >
            {t('select.reset')}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * A select as wide as its longest choice in the interface language, with room for its chevron:
 * a fixed width cut the French choices ("Sur- et sous-exprim…").
 */
function widthFor(choices: { label: string }[]): string {
  const longest = Math.max(...choices.map((choice) => choice.label.length));
  return `calc(${longest}ch + 3rem)`;
}
