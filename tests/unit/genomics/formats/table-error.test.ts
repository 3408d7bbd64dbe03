/**
 * A table's refusal in both languages: every code has its text in English and French with the
 * same placeholders, the place (file, line, column) is rendered as the language writes it, and
 * a list of names is quoted and cut after ten.
 */
import { describe, expect, it } from 'vitest';
import type { DeDoubt, DeRole } from '../../../../genomics/formats/de-columns';
import {
  describeTableError,
  type FormatsTexts,
  TableError,
  type TableErrorCode,
} from '../../../../genomics/formats/table-error';
import english from '../../../../locales/en/formats.json';
import french from '../../../../locales/fr/formats.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the texts of a table error', () => {
  const codes = Object.keys(english.errors) as TableErrorCode[];

  it.each(codes)('%s has the same placeholders in English and French', (code) => {
    expect(placeholders(french.errors[code])).toEqual(placeholders(english.errors[code]));
  });

  it('has the same placeholders for places and lists', () => {
    for (const group of ['where', 'list'] as const) {
      for (const [key, text] of Object.entries(english[group])) {
        expect(placeholders((french[group] as Record<string, string>)[key] as string)).toEqual(
          placeholders(text),
        );
      }
    }
  });

  it('is the message of the error, in English, with the place before the problem', () => {
    const error = new TableError(
      'not-a-number',
      { value: 'abc' },
      { file: 'de.csv', line: 4, column: 'pvalue' },
    );
    expect(error.message).toBe('de.csv, line 4, column pvalue: "abc" is not a number');
    expect(error.problem).toBe('"abc" is not a number');
    expect(error.name).toBe('TableError');
  });

  it('renders the same error in French for a screen', () => {
    const info = new TableError(
      'not-a-number',
      { value: 'abc' },
      { file: 'de.csv', line: 4, column: 'pvalue' },
    ).info;
    expect(describeTableError(info, french as FormatsTexts)).toBe(
      'de.csv, ligne 4, colonne pvalue : « abc » n’est pas un nombre',
    );
    expect(describeTableError({ ...info, where: { file: 'de.csv' } }, french as FormatsTexts)).toBe(
      'de.csv : « abc » n’est pas un nombre',
    );
    expect(describeTableError({ ...info, where: {} }, french as FormatsTexts)).toBe(
      '« abc » n’est pas un nombre',
    );
  });

  it('quotes a list of names and cuts it after ten, in either language', () => {
    const names = Array.from({ length: 12 }, (_, i) => `s${i}`);
    const info = {
      code: 'sheet-samples-not-in-matrix' as const,
      params: { matrixFile: 'm.tsv', names },
      where: {},
    };
    expect(describeTableError(info)).toBe(
      'the sample sheet does not match m.tsv: "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9" … (12 in all) not among its sample columns',
    );
    expect(
      describeTableError(
        { ...info, params: { matrixFile: 'm.tsv', names: ['a', 'b'] } },
        french as FormatsTexts,
      ),
    ).toBe(
      'le tableau des échantillons ne correspond pas à m.tsv : "a", "b" ne figurent pas parmi ses colonnes d’échantillons',
    );
  });
});

describe('the words of the column-mapping screen', () => {
  const roles: Record<DeRole, true> = {
    gene: true,
    symbol: true,
    log2fc: true,
    pvalue: true,
    padj: true,
    expression: true,
    statistic: true,
  };
  const doubts: Record<DeDoubt, true> = {
    'renamed-columns': true,
    'no-p-value': true,
    'several-fold-changes': true,
    'no-adjusted-p-value': true,
  };

  it('names every role and explains every doubt, in both languages', () => {
    for (const texts of [english, french]) {
      expect(Object.keys(texts.roles).sort()).toEqual(Object.keys(roles).sort());
      expect(Object.keys(texts.doubts).sort()).toEqual(Object.keys(doubts).sort());
    }
  });
});
