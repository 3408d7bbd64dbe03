import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/lib/i18n';
import { formatBytes } from '../../../src/offline/format';
import { translations } from '../../support/translations';

beforeAll(async () => {
  await i18n.init({
    resources: await translations('en', 'fr'),
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
});

describe('sizes of offline copies', () => {
  it('says bytes with their plural, in each language', () => {
    expect(formatBytes(4, 'en')).toBe('4 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(4, 'fr')).toBe('4 octets');
    expect(formatBytes(1, 'fr-FR')).toBe('1 octet');
  });

  it('says larger sizes in decimal units', () => {
    expect(formatBytes(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatBytes(2_400_000, 'fr')).toMatch(/^2,4\s?Mo$/);
    expect(formatBytes(1000, 'en')).toBe('1 kB');
  });
});
