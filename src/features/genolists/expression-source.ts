import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import { createContext } from 'react';
import type { components } from '../../../openapi/schema';

type GenolistExpression = components['schemas']['GenolistExpression'];
type GenolistBoxplot = components['schemas']['GenolistBoxplot'];

/**
 * Where the heatmap and the box plot read a genolist's expression per sample. By default the
 * server's answers (api/get-expression.ts, boxplot/get-boxplot-data.ts); a page whose genolist is
 * not on the server provides its own source, answering the same shapes, and the same cards plot
 * it (a result on this device: local/local-expression-source.ts).
 */
export interface ExpressionSource {
  expression(
    queryClient: QueryClient,
    genolist: number,
    geneRefIds: readonly number[],
  ): UseQueryOptions<GenolistExpression, Error, GenolistExpression, readonly unknown[]>;
  boxplot(
    queryClient: QueryClient,
    genolist: number,
    geneRefId: number,
  ): UseQueryOptions<GenolistBoxplot, Error, GenolistBoxplot, readonly unknown[]>;
}

/** Null: the server's answers. */
export const ExpressionSourceContext = createContext<ExpressionSource | null>(null);
