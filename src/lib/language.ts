import type { CustomDetector } from 'i18next-browser-languagedetector';
import { type Language, supportedLanguages } from './i18n';

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'en';

/** The places a language can come from, in the order they are tried. */
export interface LanguageSources {
  stored: string | null | undefined;
  browser: readonly string[];
  htmlLang: string | null | undefined;
}

// Only plain language tags are accepted: a detected value is written to localStorage and to
// <html lang>, so anything carrying markup, quotes, `javascript:` or parentheses must never pass.
const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;
const MAX_TAG_LENGTH = 35;

/** 'fr-CA' → 'fr'; unsupported, malformed or suspicious values → null. */
export function toSupportedLanguage(value: unknown): Language | null {
  if (typeof value !== 'string' || value.length > MAX_TAG_LENGTH || !LANGUAGE_TAG.test(value)) return null;
  const primary = value.split('-')[0]?.toLowerCase();
  return supportedLanguages.find((language) => language === primary) ?? null;
}

/** The first usable language of: the stored choice, the browser's languages, the page's lang. */
export function pickLanguage(sources: LanguageSources): Language {
  for (const candidate of [sources.stored, ...sources.browser, sources.htmlLang]) {
    const language = toSupportedLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings); the browser's language still applies.
    return null;
  }
}

function readLanguageSources(): LanguageSources {
  return {
    stored: typeof window === 'undefined' ? null : readStoredLanguage(),
    browser: typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language],
    htmlLang: typeof document === 'undefined' ? null : document.documentElement.lang,
  };
}

/** i18next-browser-languagedetector plug-in that answers the one language pickLanguage decides. */
export const genoappLanguageDetector: CustomDetector = {
  name: 'genoapp',
  lookup: () => pickLanguage(readLanguageSources()),
};
