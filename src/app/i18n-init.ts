import type { BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import {
  i18n,
  initReactI18next,
  type Language,
  loadNamespace,
  type Namespace,
  namespaces,
  supportedLanguages,
} from '../lib/i18n';
import { genoappLanguageDetector, LANGUAGE_STORAGE_KEY } from '../lib/language';
import { SIGN_IN_NAMESPACES } from './screen-texts';

const detector = new LanguageDetector();
detector.addDetector(genoappLanguageDetector);

/** i18next reads each namespace of the chosen language from its own chunk (lib/i18n.ts). */
const translationChunks: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    loadNamespace(language as Language, namespace as Namespace).then(
      (texts) => done(null, texts),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// Assistive technology, hyphenation and spell-checking follow <html lang>, so it tracks the UI language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Settles once the language is chosen and its first screen's texts are loaded: rendering waits
 * for it, so a French visitor never sees English first. A change of language loads every
 * namespace loaded so far in the new language before the screen switches.
 */
export const translationsReady = i18n
  .use(detector)
  .use(translationChunks)
  .use(initReactI18next)
  .init({
    // Both languages have every key (tests/unit/locales/translations.test.ts), and the detector
    // only answers a supported one: a fallback language would be downloaded for nothing.
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    ns: SIGN_IN_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: [genoappLanguageDetector.name],
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    },
  });

/** These namespaces of the current language, each loaded once (a screen's, src/app/screen-texts.ts). */
export async function loadTranslations(wanted: readonly Namespace[]): Promise<void> {
  await translationsReady;
  await i18n.loadNamespaces([...wanted]);
}

/** Every namespace of the current language: once the first screen shows, so later ones wait for none. */
export function loadAllTranslations(): Promise<void> {
  return loadTranslations(namespaces);
}
