import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GenolistExpression } from '../../../../../src/features/genolists/api/get-expression';
import { genolistKeys } from '../../../../../src/features/genolists/api/keys';
import { translations } from '../../../../support/translations';

vi.mock('../../../../../src/api/client', () => ({
  client: {
    GET: vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
}));

const { getBoxplotDataQueryOptions, isNotSavedOffline, NotSavedOfflineError } = await import(
  '../../../../../src/features/genolists/boxplot/get-boxplot-data'
);
const { i18n } = await import('../../../../../src/lib/i18n');

beforeAll(async () => {
  await i18n.init({
    resources: await translations('en', 'fr'),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

/** SLC001-like: 2 DHT samples, 2 controls, 1 other; genes 11 and 12 saved for the heatmap. */
function expression(genolist: number, genes: number[]): GenolistExpression {
  return {
    genolist_id: genolist,
    factor: 'treatment',
    condition_1_name: 'DHT',
    condition_2_name: 'control',
    samples: [
      { id: 1, name: 'dht_1', condition: 1, level: 'DHT' },
      { id: 2, name: 'dht_2', condition: 1, level: 'DHT' },
      { id: 3, name: 'ctl_1', condition: 2, level: 'control' },
      { id: 4, name: 'ctl_2', condition: 2, level: 'control' },
      { id: 5, name: 'other', condition: null, level: 'EtOH' },
    ],
    genes: genes.map((id) => ({
      gene_ref_id: id,
      symbol: `G${id}`,
      gene_id: `ENSG${id}`,
      values: [id + 0.1, id + 0.2, id + 0.3, id + 0.4, id + 0.5],
    })),
    missing_gene_ref_ids: [],
  };
}

function fetchOffline(queryClient: QueryClient, genolist: number, gene: number) {
  return queryClient.fetchQuery(getBoxplotDataQueryOptions(genolist, gene, queryClient));
}

afterEach(() => onlineManager.setOnline(true));

describe('box plot with no network', () => {
  it('is cut from the saved expression of the genolist when the gene is in it', async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    queryClient.setQueryData([...genolistKeys.expression(8), '11,12'], expression(8, [11, 12]));
    const data = await fetchOffline(queryClient, 8, 12);
    expect(data.gene).toEqual({ id: 12, symbol: 'G12', gene_id: 'ENSG12' });
    expect(data.condition_1_name).toBe('DHT');
    expect(data.condition_1_values).toEqual([
      { sample: 'dht_1', sample_id: 1, value: 12.1 },
      { sample: 'dht_2', sample_id: 2, value: 12.2 },
    ]);
    expect(data.condition_2_values.map((p) => p.value)).toEqual([12.3, 12.4]);
    expect(data.other_values).toEqual([{ sample: 'other', sample_id: 5, value: 12.5, level: 'EtOH' }]);
  });

  it('takes a gene’s values from another genolist of the project, in this genolist’s conditions', async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    queryClient.setQueryData([...genolistKeys.expression(8), '11'], expression(8, [11]));
    // Genolist 9 compares the same samples the other way round, and saved gene 40.
    const other = expression(9, [40]);
    other.samples = other.samples.map((s) => ({
      ...s,
      condition: s.condition === 1 ? 2 : s.condition === 2 ? 1 : null,
    }));
    other.samples.reverse();
    other.genes = other.genes.map((gene) => ({ ...gene, values: [40.5, 40.4, 40.3, 40.2, 40.1] }));
    queryClient.setQueryData([...genolistKeys.expression(9), '40'], other);
    const data = await fetchOffline(queryClient, 8, 40);
    expect(data.condition_1_values.map((p) => [p.sample, p.value])).toEqual([
      ['dht_1', 40.1],
      ['dht_2', 40.2],
    ]);
  });

  it('says the gene was not saved for offline use, in the user’s language, and does not retry', async () => {
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    queryClient.setQueryData([...genolistKeys.expression(8), '11'], expression(8, [11]));
    const options = getBoxplotDataQueryOptions(8, 99, queryClient);
    const error = await queryClient.fetchQuery(options).catch((caught: unknown) => caught);
    expect(isNotSavedOffline(error)).toBe(true);
    expect((error as Error).message).toMatch(/not saved for offline use/);
    expect(typeof options.retry === 'function' && options.retry(0, error as Error)).toBe(false);
    await i18n.changeLanguage('fr');
    expect(new NotSavedOfflineError(99).message).toMatch(/pas été enregistré pour le hors-ligne/);
    await i18n.changeLanguage('en');
  });

  it('falls back on what was saved when the server cannot be reached while online', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData([...genolistKeys.expression(8), '11'], expression(8, [11]));
    const data = await fetchOffline(queryClient, 8, 11);
    expect(data.condition_2_values.map((p) => p.value)).toEqual([11.3, 11.4]);
  });
});
