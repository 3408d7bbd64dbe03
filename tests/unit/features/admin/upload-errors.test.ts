import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { describeArchiveProblem, describeUploadError } from '../../../../src/features/admin/upload-errors';
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
const en = () => i18n.getFixedT('en', 'admin');
const fr = () => i18n.getFixedT('fr', 'admin');

const failed = (status: number, detail?: string, statusText = 'Status text') =>
  new ApiError(detail ?? statusText, status, detail ? { detail } : undefined);

describe('upload errors by status', () => {
  it('400: the server message, else "invalid file format"', () => {
    expect(describeUploadError(failed(400, 'Only ZIP files are accepted'), en()).message).toBe(
      'Only ZIP files are accepted',
    );
    expect(describeUploadError(failed(400), en()).message).toBe('Invalid file format');
    expect(describeUploadError(failed(400), fr()).message).toBe('Format de fichier invalide');
  });

  it('401, 403, 413 and 500 have fixed texts, in English and French', () => {
    const fixed = (status: number) => describeUploadError(failed(status, 'server words'), fr()).message;
    expect(fixed(401)).toBe('Authentification requise');
    expect(fixed(403)).toBe("Vous n'avez pas les droits pour effectuer cette action");
    expect(fixed(413)).toBe('Le fichier est trop volumineux');
    expect(fixed(500)).toBe('Erreur serveur. Veuillez réessayer plus tard');
    expect(describeUploadError(failed(403), en()).message).toBe(
      'You do not have the rights to perform this action',
    );
    expect(describeUploadError(failed(413), en()).message).toBe('The file is too large');
  });

  it('422: "invalid data" with the server detail naming file, line and column', () => {
    const detail = 'counts.tsv, line 12, column sample_3: not a number';
    expect(describeUploadError(failed(422, detail), fr())).toEqual({
      title: 'Échec de l’import',
      message: 'Données invalides dans le fichier',
      detail,
    });
    expect(describeUploadError(failed(422), en())).toEqual({
      title: 'Import failed',
      message: 'Invalid data in the file',
    });
  });

  it('any other 5xx reads as a server error; an unreachable server says so', () => {
    expect(describeUploadError(failed(502, undefined, 'Bad Gateway'), en()).message).toBe(
      'Server error. Please try again later',
    );
    expect(describeUploadError(new ApiError('Network', 0, undefined), en()).message).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it('otherwise the error’s own message, else the generic "error during import"', () => {
    expect(describeUploadError(failed(429, 'Too many requests, wait a minute'), en()).message).toBe(
      'Too many requests, wait a minute',
    );
    expect(describeUploadError(new Error('Something odd'), en()).message).toBe('Something odd');
    expect(describeUploadError('?', en()).message).toBe('Error during import');
    expect(describeUploadError(new Error(''), fr()).message).toBe("Erreur lors de l'import");
  });

  it('client-side refusals are titled as an error', () => {
    expect(describeArchiveProblem('notZip', en())).toEqual({
      title: 'Error',
      message: 'Only ZIP files are accepted',
    });
    expect(describeArchiveProblem('badName', en()).message).toBe(
      'File name must follow the format: export_for_genoapp_SLCXXX.zip',
    );
    expect(describeArchiveProblem('tooLarge', en()).message).toBe('File size exceeds the allowed limit');
    expect(describeArchiveProblem('tooLarge', fr())).toEqual({
      title: 'Erreur',
      message: 'La taille du fichier dépasse la limite autorisée',
    });
  });
});
