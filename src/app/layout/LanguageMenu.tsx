import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../lib/i18n';
import { DEFAULT_LANGUAGE, toSupportedLanguage } from '../../lib/language';

export function LanguageMenu() {
  const { t, i18n } = useTranslation('frame');
  const current = toSupportedLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;

  return (
    <Menu position="bottom-end" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          aria-label={t('language.label')}
          leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.title')}</Menu.Label>
        {/* changeLanguage also stores the choice under localStorage 'language' (see i18n-init). */}
        <Menu.RadioGroup value={current} onChange={(language) => void i18n.changeLanguage(language)}>
          {supportedLanguages.map((language) => (
            <Menu.RadioItem key={language} value={language} lang={language} closeMenuOnClick>
              {t(`language.names.${language}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
