import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { client } from '../../../../../src/api/client';
import {
  type GenolistExpression,
  getGenolistExpression,
  getGenolistExpressionQueryOptions,
  MAX_EXPRESSION_GENES,
} from '../../../../../src/features/genolists/api/get-expression';

const saved: GenolistExpression = {
  genolist_id: 7,
  factor: 'condition',
  condition_1_name: 'DHT',
  condition_2_name: 'control',
  samples: [
    { id: 1, name: 'lane5', condition: 1, level: 'DHT' },
    { id: 2, name: 'lane1', condition: 2, level: 'control' },
  ],
  genes: [
    { gene_ref_id: 10, symbol: 'FKBP5', gene_id: 'ENSG00000096060', values: [9.5, 4.25] },
    { gene_ref_id: 11, symbol: 'STEAP4', gene_id: 'ENSG00000127954', values: [7, 2] },
    { gene_ref_id: 12, symbol: null, gene_id: 'ENSG00000000001', values: [1, 1] },
  ],
  missing_gene_ref_ids: [13],
};

describe('expression answers for the heatmap', () => {
  it('cuts a smaller heatmap from a saved larger answer, in the order asked, without a request', async () => {
    const queryClient = new QueryClient();
    const post = vi.spyOn(client, 'POST');
    queryClient.setQueryData(
      getGenolistExpressionQueryOptions(queryClient, 7, [10, 11, 12, 13]).queryKey,
      saved,
    );
    const answer = await queryClient.fetchQuery(
      getGenolistExpressionQueryOptions(queryClient, 7, [13, 11, 10, 11]),
    );
    expect(post).not.toHaveBeenCalled();
    expect(answer.genes.map((gene) => gene.symbol)).toEqual(['STEAP4', 'FKBP5']);
    expect(answer.missing_gene_ref_ids).toEqual([13]);
    expect(answer.samples).toEqual(saved.samples);
    post.mockRestore();
  });

  it('asks the server for genes no saved answer holds, or for another genolist', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(getGenolistExpressionQueryOptions(queryClient, 7, [10, 11]).queryKey, saved);
    const post = vi
      .spyOn(client, 'POST')
      .mockResolvedValue({ data: { ...saved, genolist_id: 8 }, response: new Response() } as never);
    await queryClient.fetchQuery(getGenolistExpressionQueryOptions(queryClient, 7, [10, 99]));
    await queryClient.fetchQuery(getGenolistExpressionQueryOptions(queryClient, 8, [10]));
    expect(post.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      expect.objectContaining({ body: { gene_ref_ids: [10, 99] } }),
      expect.objectContaining({ body: { gene_ref_ids: [10] } }),
    ]);
    post.mockRestore();
  });

  it('asks for more genes than one request holds in several, joined in the order asked', async () => {
    const ids = Array.from({ length: 2 * MAX_EXPRESSION_GENES + 3 }, (_, i) => i + 1);
    const post = vi.spyOn(client, 'POST').mockImplementation((async (_path: string, init: unknown) => {
      const asked = (init as { body: { gene_ref_ids: number[] } }).body.gene_ref_ids;
      return {
        data: {
          ...saved,
          genes: asked
            .filter((id) => id % 1000 !== 0)
            .map((id) => ({ gene_ref_id: id, symbol: null, gene_id: `G${id}`, values: [id, -id] })),
          missing_gene_ref_ids: asked.filter((id) => id % 1000 === 0),
        },
        response: new Response(),
      };
    }) as never);
    const answer = await getGenolistExpression(7, ids);
    expect(post.mock.calls.map((call) => (call as unknown[])[1])).toEqual([
      expect.objectContaining({ body: { gene_ref_ids: ids.slice(0, MAX_EXPRESSION_GENES) } }),
      expect.objectContaining({
        body: { gene_ref_ids: ids.slice(MAX_EXPRESSION_GENES, 2 * MAX_EXPRESSION_GENES) },
      }),
      expect.objectContaining({ body: { gene_ref_ids: ids.slice(2 * MAX_EXPRESSION_GENES) } }),
    ]);
    expect(answer.genes.map((gene) => gene.gene_ref_id)).toEqual(ids.filter((id) => id % 1000 !== 0));
    expect(answer.missing_gene_ref_ids).toEqual(ids.filter((id) => id % 1000 === 0));
    expect(answer.samples).toEqual(saved.samples);
    post.mockRestore();
  });
});
