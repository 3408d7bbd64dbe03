import { describe, expect, it } from 'vitest';
import { pickLanguage, toSupportedLanguage } from '../../../src/lib/language';

const none = { stored: null, browser: [], htmlLang: null };

describe('toSupportedLanguage', () => {
  it('reduces a region or script tag to its language', () => {
    expect(toSupportedLanguage('fr-FR')).toBe('fr');
    expect(toSupportedLanguage('FR')).toBe('fr');
    expect(toSupportedLanguage('en-GB')).toBe('en');
    expect(toSupportedLanguage('fr-Latn-CA')).toBe('fr');
  });

  it('rejects unsupported languages', () => {
    expect(toSupportedLanguage('de')).toBeNull();
    expect(toSupportedLanguage('de-CH')).toBeNull();
  });

  it.each([
    '<script>alert(1)</script>',
    'fr"><img src=x onerror=alert(1)>',
    "fr' onmouseover='x()",
    'javascript:alert(1)',
    'fr(1)',
    'en<b>',
    'fr-',
    'fr_FR',
    ' fr',
    '',
    `fr${'-abcdefgh'.repeat(10)}`,
  ])('rejects the suspicious value %j', (value) => {
    expect(toSupportedLanguage(value)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(toSupportedLanguage(undefined)).toBeNull();
    expect(toSupportedLanguage(null)).toBeNull();
    expect(toSupportedLanguage(42)).toBeNull();
  });
});

describe('pickLanguage', () => {
  it('defaults to English when nothing is known', () => {
    expect(pickLanguage(none)).toBe('en');
  });

  it('prefers the stored choice over the browser and the page', () => {
    expect(pickLanguage({ stored: 'fr', browser: ['en-US'], htmlLang: 'en' })).toBe('fr');
    expect(pickLanguage({ stored: 'en', browser: ['fr-FR'], htmlLang: 'fr' })).toBe('en');
  });

  it('uses the first supported browser language when nothing is stored', () => {
    expect(pickLanguage({ ...none, browser: ['de-DE', 'fr-CH', 'en'] })).toBe('fr');
  });

  it('falls back to the page language after the browser', () => {
    expect(pickLanguage({ ...none, browser: ['de', 'es'], htmlLang: 'fr' })).toBe('fr');
  });

  it('ignores an injected stored value and keeps detecting', () => {
    expect(pickLanguage({ stored: '"><script>x</script>', browser: ['fr'], htmlLang: 'en' })).toBe('fr');
    expect(pickLanguage({ stored: 'javascript:alert(1)', browser: [], htmlLang: null })).toBe('en');
  });

  it('ignores an injected browser or page value', () => {
    expect(pickLanguage({ ...none, browser: ['fr<svg onload=x>'], htmlLang: 'fr' })).toBe('fr');
    expect(pickLanguage({ ...none, htmlLang: 'fr" onclick="x()' })).toBe('en');
  });

  it('ignores an unsupported stored language', () => {
    expect(pickLanguage({ stored: 'de', browser: ['fr-FR'], htmlLang: 'en' })).toBe('fr');
  });
});
