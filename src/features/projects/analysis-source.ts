import type { UseQueryOptions } from '@tanstack/react-query';
import { createContext } from 'react';
import type { components } from '../../../openapi/schema';

type Options<T> = UseQueryOptions<T, Error, T, readonly unknown[]>;

/**
 * Where the results tab's cards (quality, PCA, sample correlation) read a project's analysis. By
 * default the server's answers (api/get-project-*.ts); a page whose counts are not on the server
 * provides its own source answering the same shapes, and the same cards show it (a researcher's
 * own result on this device: the genolists feature's local results).
 */
export interface ProjectAnalysisSource {
  quality(projectId: number): Options<components['schemas']['QualityResult']>;
  pca(projectId: number): Options<components['schemas']['PcaResult']>;
  correlation(projectId: number): Options<components['schemas']['CorrelationResult']>;
}

/** Null: the server's answers. */
export const ProjectAnalysisSourceContext = createContext<ProjectAnalysisSource | null>(null);
