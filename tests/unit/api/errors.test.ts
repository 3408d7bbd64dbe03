import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  describeApiError,
  failureMessage,
  networkError,
  unwrap,
} from '../../../src/api/errors';
import { translations } from '../../support/translations';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: await translations('en', 'fr'),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});
const en = () => i18n.getFixedT('en', 'errors');
const fr = () => i18n.getFixedT('fr', 'errors');

const answer = (status: number, statusText = '') => new Response(null, { status, statusText });

describe('ApiError normalisation', () => {
  it('takes the message from detail, else message, else the status text', () => {
    expect(apiErrorFromResponse(answer(400), { detail: 'Bad field', message: 'other' }).message).toBe(
      'Bad field',
    );
    expect(apiErrorFromResponse(answer(400), { message: 'From message' }).message).toBe('From message');
    expect(apiErrorFromResponse(answer(502, 'Bad Gateway'), '<html>').message).toBe('Bad Gateway');
    expect(apiErrorFromResponse(answer(502), undefined).message).toBe('HTTP 502');
  });

  it('keeps status and details, and exposes the machine code', () => {
    const body = { detail: 'Taken', code: 'email_taken', fields: { email: 'Taken' } };
    const error = apiErrorFromResponse(answer(409), body);
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.details, error.code, error.serverMessage]).toEqual([
      409,
      body,
      'email_taken',
      'Taken',
    ]);
  });

  it('gives network failures status 0', () => {
    const error = networkError(new TypeError('Failed to fetch'));
    expect([error.status, error.message, error.serverMessage]).toEqual([0, 'Failed to fetch', undefined]);
  });
});

describe('unwrap', () => {
  it('returns the data of a success, including the empty answer of a 204', async () => {
    await expect(unwrap(Promise.resolve({ data: { id: 1 }, response: answer(200) }))).resolves.toEqual({
      id: 1,
    });
    await expect(unwrap(Promise.resolve({ response: answer(204) }))).resolves.toBeUndefined();
  });

  it('throws an ApiError for an error answer', async () => {
    const failed = unwrap(Promise.resolve({ error: { detail: 'Nope', code: 'x' }, response: answer(403) }));
    await expect(failed).rejects.toMatchObject({ name: 'ApiError', status: 403, message: 'Nope' });
  });

  it('turns a thrown fetch failure into status 0, but lets aborts through', async () => {
    await expect(unwrap(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: 0,
    });
    const abort = new DOMException('aborted', 'AbortError');
    await expect(unwrap(Promise.reject(abort))).rejects.toBe(abort);
  });
});

describe('describeApiError', () => {
  const error = (status: number, detail?: string) =>
    new ApiError(detail ?? '', status, detail ? { detail } : undefined);

  it('401: the session has expired', () => {
    expect(describeApiError(error(401, 'Token expired'), '/api/projects/', fr())).toEqual({
      title: "Erreur d'authentification",
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
    expect(describeApiError(error(401), '/api/projects/', en())).toEqual({
      title: 'Authentication error',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it("403: the server's words when they speak of rights, the default text otherwise", () => {
    const rights = "Vous n'avez pas les droits pour effectuer cette action.";
    expect(describeApiError(error(403, rights), '/api/projects/3/', fr())).toEqual({
      title: 'Accès refusé',
      message: rights,
    });
    const enRights = 'You do not have the rights to perform this action.';
    expect(describeApiError(error(403, enRights), '/api/projects/3/', en()).message).toBe(enRights);
    const defaultFr =
      "Vous n'avez pas les droits d'accès à cette ressource. Contactez le propriétaire ou votre administrateur si vous pensez que c'est une erreur.";
    for (const detail of [undefined, 'Forbidden', 'Plan limit reached']) {
      expect(describeApiError(error(403, detail), '/api/projects/3/', fr()).message).toBe(defaultFr);
    }
    expect(describeApiError(error(403), '/api/projects/3/', en())).toEqual({
      title: 'Access denied',
      message:
        'You do not have access rights to this resource. Contact its owner or your administrator if you think this is a mistake.',
    });
  });

  it('404: "not accessible" for a path ending in an id, "not found" otherwise', () => {
    for (const path of ['/api/projects/12/', '/api/genolists/7', '/api/projects/12/?extended=true']) {
      expect(describeApiError(error(404), path, fr())).toEqual({
        title: 'Ressource non accessible',
        message: "Ressource non accessible. Vous n'avez peut-être pas les droits d'accès à cette ressource.",
      });
    }
    expect(describeApiError(error(404), '/api/projects/myprojects', fr())).toEqual({
      title: 'Ressource non trouvée',
      message: "La ressource demandée n'existe pas ou a été supprimée.",
    });
    expect(describeApiError(error(404), '/api/projects/12/', en()).title).toBe('Resource not accessible');
    expect(describeApiError(error(404), '/api/analytics/', en()).title).toBe('Resource not found');
  });

  it("others: 'Erreur' with the server's detail, or the unexpected-error text", () => {
    expect(describeApiError(error(409, 'Un compte existe déjà.'), '/api/x/', fr())).toEqual({
      title: 'Erreur',
      message: 'Un compte existe déjà.',
    });
    expect(describeApiError(error(500), '/api/x/', fr())).toEqual({
      title: 'Erreur',
      message: "Une erreur inattendue s'est produite.",
    });
    expect(describeApiError(new Error('boom'), '/api/x/', en())).toEqual({
      title: 'Error',
      message: 'An unexpected error occurred.',
    });
  });

  it('network failures say the server could not be reached', () => {
    expect(describeApiError(networkError(new TypeError('Failed to fetch')), '/api/x/', en()).title).toBe(
      'Server unreachable',
    );
  });
});

describe('failureMessage', () => {
  it('says the server could not be reached when a change got no answer, in English and French', () => {
    const unreachable = networkError(new TypeError('Failed to fetch'));
    expect(failureMessage(unreachable, 'Could not delete', en())).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(failureMessage(unreachable, 'Suppression impossible', fr())).toBe(
      'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    );
  });

  it('keeps the screen’s own message for an answer of the server', () => {
    expect(failureMessage(new ApiError('Forbidden', 403, undefined), 'Could not delete', en())).toBe(
      'Could not delete',
    );
    expect(failureMessage(new Error('boom'), 'Could not delete', en())).toBe('Could not delete');
  });
});
