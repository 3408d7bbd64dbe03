import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '../../../ui/ConfirmDialog';

type ConfirmDialogProps = Omit<ComponentProps<typeof SharedConfirmDialog>, 'cancelLabel' | 'closeLabel'> & {
  /** The button that closes the dialog with nothing done; "Cancel" unless that reads as the action. */
  dismissLabel?: string;
};

/** The shared confirmation in the teams' words: "Cancel" by default, a named close button. */
export function ConfirmDialog({ dismissLabel, ...props }: ConfirmDialogProps) {
  const { t } = useTranslation('collaboration');
  return <SharedConfirmDialog {...props} cancelLabel={dismissLabel ?? t('cancel')} closeLabel={t('close')} />;
}
