import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../../src/api/errors';
import { reportErrorMessage } from '../../../../src/features/projects/report-error';
import { translations } from '../../../support/translations';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: await translations('en', 'fr'),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});
const t = (lng: 'en' | 'fr') => i18n.getFixedT(lng, 'projects');

describe('the project report download error', () => {
  it("says 'HTTP error! status: {code}' for an answer that is not OK, with the server's words", () => {
    const plain = new ApiError('Internal Server Error', 500, undefined);
    expect(reportErrorMessage(plain, 3, t('en'))).toBe('HTTP error! status: 500');
    expect(reportErrorMessage(plain, 3, t('fr'))).toBe('Erreur HTTP ! statut : 500');
    const explained = new ApiError('The report could not be made', 500, {
      detail: 'The report could not be made',
    });
    expect(reportErrorMessage(explained, 3, t('en'))).toBe(
      'HTTP error! status: 500 — The report could not be made',
    );
  });

  it('says the server could not be reached, and falls back to the default message', () => {
    const offline = networkError(new TypeError('Failed to fetch'));
    expect(reportErrorMessage(offline, 3, t('en'), i18n.getFixedT('en', 'errors'))).toMatch(
      /could not be reached/,
    );
    expect(reportErrorMessage(new Error('boom'), 3, t('en'))).toBe('Error while downloading');
    expect(reportErrorMessage(new Error('boom'), 3, t('fr'))).toBe('Erreur lors du téléchargement');
  });
});
