import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Language, supportedLanguages } from '../../../lib/i18n';

/** Before signing in there is no header with its language switcher, so the screen offers its own. */
export function LanguageChoice() {
  const { t, i18n } = useTranslation('auth');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(language) => void i18n.changeLanguage(language as Language)}
      data={supportedLanguages.map((language) => ({ value: language, label: language.toUpperCase() }))}
    />
  );
}
