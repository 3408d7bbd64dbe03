import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const read = (lang: string, file: string) => JSON.parse(readFileSync(join(root, lang, file), 'utf8'));

describe('translations', () => {
  const english = readdirSync(join(root, 'en')).sort();

  it('has the same namespaces in English and French', () => {
    expect(readdirSync(join(root, 'fr')).sort()).toEqual(english);
  });

  it.each(english)('%s has the same keys in both languages and no empty text', (file) => {
    const en = read('en', file);
    const fr = read('fr', file);
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const lang of [en, fr]) {
      const text = (key: string) =>
        key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part] ?? '', lang);
      expect(keys(lang).filter((key) => text(key) === '')).toEqual([]);
    }
  });
});
