import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeLogLine, describeStep, type StepPart } from './import-status';

/** An import step in words: "Writing to the database: comparison dex_vs_untreated". */
export function useStepLabel(): (step: string) => string {
  const { t } = useTranslation('admin');
  const partLabel = useCallback(
    (part: StepPart) => {
      switch (part.kind) {
        case 'known':
          return t(`status.parts.${part.part}`);
        case 'comparison':
          return t('status.parts.comparison', { name: part.name });
        case 'other':
          return part.text;
      }
    },
    [t],
  );
  return useCallback(
    (raw: string) => {
      const step = describeStep(raw);
      if (step.kind === 'other') return step.text;
      const label = t(`status.steps.${step.step}`);
      return step.part ? t('status.stepWithPart', { step: label, part: partLabel(step.part) }) : label;
    },
    [t, partLabel],
  );
}

/** A line of the server's log in words of the interface language, where it is a known line. */
export function useLogLineLabel(): (text: string) => string {
  const { t } = useTranslation('admin');
  const stepLabel = useStepLabel();
  return useCallback(
    (text: string) => {
      const line = describeLogLine(text);
      switch (line.kind) {
        case 'known':
          return t(`detail.log.${line.line}`);
        case 'step':
          return t('detail.log.step', { step: stepLabel(line.step) });
        case 'other':
          return line.text;
      }
    },
    [t, stepLabel],
  );
}
