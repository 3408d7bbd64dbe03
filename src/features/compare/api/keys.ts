export const COMPARE_KEY = ['compare'] as const;

export const compareKeys = {
  comparison: (query: ComparisonQuery) => [...COMPARE_KEY, query] as const,
};

/** What the server is asked: the genolists, the combination, the gene table's page and search. */
export interface ComparisonQuery {
  ids: string;
  in?: string;
  q?: string;
  ordering?: '-calls' | 'padj';
  page: number;
  page_size: number;
}
