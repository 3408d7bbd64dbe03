import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../locales');

type Tree = { [key: string]: string | Tree };

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const read = (lang: string, file: string) => JSON.parse(readFileSync(join(root, lang, file), 'utf8'));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('translations', () => {
  const english = readdirSync(join(root, 'en')).sort();

  it('has the same namespaces in English and French', () => {
    expect(readdirSync(join(root, 'fr')).sort()).toEqual(english);
  });

  it.each(english)('%s has the same keys in both languages and no empty text', (file) => {
    const en = read('en', file);
    const fr = read('fr', file);
    // Plural forms differ by language (French has a "many" form): compared by their base key.
    const base = (list: string[]) => [...new Set(list.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
    expect(base(keys(fr))).toEqual(base(keys(en)));
    for (const lang of [en, fr]) {
      const text = (key: string) =>
        key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part] ?? '', lang);
      expect(keys(lang).filter((key) => text(key) === '')).toEqual([]);
    }
  });

  it.each(english)('%s gives every plural key each form its language needs, and no other', (file) => {
    for (const lang of ['en', 'fr']) {
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.sort();
      const byBase = new Map<string, string[]>();
      for (const key of keys(read(lang, file))) {
        const match = PLURAL_SUFFIX.exec(key);
        if (!match) continue;
        const base = key.slice(0, match.index);
        byBase.set(base, [...(byBase.get(base) ?? []), match[1] as string]);
      }
      for (const [base, found] of byBase) expect([lang, base, found.sort()]).toEqual([lang, base, forms]);
    }
  });

  it.each(english)('%s says numbers through plural forms, never "genes" after any number', (file) => {
    // A number followed by a plural noun in a text that has no plural forms reads "1 genes".
    const counted =
      /\{\{\w+\}\}\)? (genes?|gènes?|samples?|échantillons?|terms?|termes?|groups?|groupes?|seconds?|secondes?|projects?|projets?|members?|membres?|days?|jours?|characters?|caractères?)\b/;
    for (const lang of ['en', 'fr']) {
      const tree = read(lang, file);
      const text = (key: string) =>
        key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part] ?? '', tree) as string;
      const handMade = keys(tree).filter(
        (key) => !PLURAL_SUFFIX.test(key) && (counted.test(text(key)) || text(key).includes('(s)')),
      );
      expect([lang, handMade]).toEqual([lang, []]);
    }
  });
});
