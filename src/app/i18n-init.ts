import LanguageDetector from 'i18next-browser-languagedetector';
import { i18n, initReactI18next, resources, supportedLanguages } from '../lib/i18n';
import { DEFAULT_LANGUAGE, genoappLanguageDetector, LANGUAGE_STORAGE_KEY } from '../lib/language';

const detector = new LanguageDetector();
detector.addDetector(genoappLanguageDetector);

// Assistive technology, hyphenation and spell-checking follow <html lang>, so it tracks the UI language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n
  .use(detector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...supportedLanguages],
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // The translations are bundled, so the first render can use them without waiting.
    initAsync: false,
    detection: {
      order: [genoappLanguageDetector.name],
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    },
  });
