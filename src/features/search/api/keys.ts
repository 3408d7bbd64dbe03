export const SEARCH_KEY = ['search'] as const;

export const searchKeys = {
  results: (q: string) => [...SEARCH_KEY, 'results', q] as const,
  gene: (id: number) => [...SEARCH_KEY, 'gene', id] as const,
};
