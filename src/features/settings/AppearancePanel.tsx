import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../lib/i18n';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../lib/language';
import { COLOR_SCHEMES, type ColorSchemeChoice } from './user-settings';

interface AppearancePanelProps {
  colorScheme: ColorSchemeChoice;
  onColorSchemeChange: (scheme: ColorSchemeChoice) => void;
}

/** Settings › Appearance: the interface language (this browser's, as the header's menu) and the colour scheme. */
export function AppearancePanel({ colorScheme, onColorSchemeChange }: AppearancePanelProps) {
  const { t, i18n } = useTranslation('settings');
  const { t: tFrame } = useTranslation('frame');
  const language = toSupportedLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return (
    <Card>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {t('appearance.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('appearance.description')}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="settings-language">
            {t('appearance.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="settings-language"
            value={language}
            // changeLanguage also stores the choice under localStorage 'language' (see i18n-init).
            onChange={(value) => void i18n.changeLanguage(value)}
            data={supportedLanguages.map((code) => ({
              value: code,
              label: tFrame(`language.names.${code}`),
            }))}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="settings-color-scheme">
            {t('appearance.colorScheme')}
          </Text>
          <SegmentedControl
            aria-labelledby="settings-color-scheme"
            value={colorScheme}
            onChange={(value) => {
              const scheme = COLOR_SCHEMES.find((choice) => choice === value);
              if (scheme) onColorSchemeChange(scheme);
            }}
            data={COLOR_SCHEMES.map((scheme) => ({
              value: scheme,
              label: t(`appearance.schemes.${scheme}`),
            }))}
            style={{ alignSelf: 'flex-start' }}
          />
          <Text size="xs" c="dimmed">
            {t('appearance.colorSchemeHint')}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
