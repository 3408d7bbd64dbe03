import { describe, expect, it } from 'vitest';
import { bearerToken } from '../../../../server/auth/guard';
import { hashPassword, verifyPassword } from '../../../../server/auth/passwords';
import { fieldMessages } from '../../../../server/http/errors';
import { localeOf, message } from '../../../../server/http/messages';
import { hoistNamedSchemas } from '../../../../server/http/openapi';

describe('localeOf', () => {
  it.each([
    [undefined, 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,en;q=0.5', 'en'],
    ['de-DE', 'en'],
    ['FR', 'fr'],
  ])('%s → %s', (header, locale) => expect(localeOf(header)).toBe(locale));

  it('fills message parameters', () => {
    expect(message('fr', 'field_min_length', { limit: 8 })).toBe(
      'Ce champ doit contenir au moins 8 caractères.',
    );
  });

  it('says a number with the plural rule of the language', () => {
    expect(message('en', 'rate_limited', { count: 1 })).toBe(
      'Too many sign-in attempts. Try again in 1 second.',
    );
    expect(message('en', 'rate_limited', { count: 42 })).toMatch(/in 42 seconds\.$/);
    expect(message('fr', 'rate_limited', { count: 1 })).toMatch(/dans 1 seconde\.$/);
    expect(message('fr', 'rate_limited', { count: 0 })).toMatch(/dans 0 seconde\.$/);
    expect(message('fr', 'rate_limited', { count: 30 })).toMatch(/dans 30 secondes\.$/);
  });
});

describe('fieldMessages', () => {
  it('names body fields plainly and other fields by their part', () => {
    const fields = fieldMessages(
      [
        { keyword: 'required', instancePath: '', params: { missingProperty: 'email' } },
        { keyword: 'minLength', instancePath: '/password', params: { limit: 8 } },
      ],
      'body',
      'en',
    );
    expect(fields).toEqual({
      email: 'This field is required.',
      password: 'Ensure this field has at least 8 characters.',
    });
    expect(fieldMessages([{ keyword: 'type', instancePath: '/id', params: {} }], 'params', 'en')).toEqual({
      'params.id': 'This value is invalid.',
    });
  });
});

describe('bearerToken', () => {
  it.each([
    ['JWT abc', 'abc'],
    ['Bearer abc', 'abc'],
    ['jwt abc', 'abc'],
    ['Basic abc', undefined],
    ['JWT', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, token) => expect(bearerToken(header)).toBe(token));
});

describe('passwords', () => {
  it('verifies the right password only, with a salt per hash', async () => {
    const a = await hashPassword('pipette tips');
    const b = await hashPassword('pipette tips');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('pipette tips', a)).toBe(true);
    expect(await verifyPassword('pipette tip', a)).toBe(false);
    expect(await verifyPassword('pipette tips', 'not-a-hash')).toBe(false);
  });
});

describe('hoistNamedSchemas', () => {
  it('moves titled object schemas to components and refers to them', () => {
    const user = { type: 'object', title: 'User', properties: { id: { type: 'integer' } } };
    const doc = hoistNamedSchemas({
      paths: { '/a': { get: { schema: user } }, '/b': { get: { schema: { type: 'array', items: user } } } },
    });
    expect(doc).toEqual({
      paths: {
        '/a': { get: { schema: { $ref: '#/components/schemas/User' } } },
        '/b': { get: { schema: { type: 'array', items: { $ref: '#/components/schemas/User' } } } },
      },
      components: { schemas: { User: user } },
    });
  });

  it('refuses two different schemas with one title', () => {
    const a = { type: 'object', title: 'Thing', properties: { a: { type: 'string' } } };
    const b = { type: 'object', title: 'Thing', properties: { b: { type: 'string' } } };
    expect(() => hoistNamedSchemas({ x: a, y: b })).toThrow('Two different schemas are titled "Thing"');
  });
});
