import type { FastifyRequest } from 'fastify';
import { projectOr404 } from '../access/guard';
import type { RouteOptions } from '../context';
import { errorResponses, IdParams } from '../http/schemas';
import type { App } from '../http/types';
import {
  correlationResult,
  genesDetectedSeries,
  pcaResult,
  qualityResult,
  sequenceDistributionResult,
} from './analyses';
import {
  CorrelationResultSchema,
  GenesDetectedSeriesSchema,
  PcaResultSchema,
  QualityResultSchema,
  SequenceDistributionSchema,
} from './schemas';
import { samplesOf } from './service';

const tags = ['projects'];

/**
 * A project's analyses, computed at import and read here (`analyses.ts`): PCA, sample correlation,
 * quality control, genes detected, sequence distribution. Anyone who may see the project.
 */
export async function projectAnalysisRoutes(app: App, { ctx }: RouteOptions) {
  const { db } = ctx.database;
  const { authenticate } = ctx.guards;

  const analysis = { params: IdParams, tags } as const;
  const analysisErrors = errorResponses(400, 401, 404);

  /** The project's samples with their factors, once visibility is checked. */
  async function samplesFor(request: FastifyRequest, id: number) {
    const { project } = await projectOr404(db, request, id);
    return { project, sampleRows: await samplesOf(db, project.id, project.factors) };
  }

  app.get(
    '/projects/:id/pca-data',
    {
      schema: {
        ...analysis,
        summary: 'PCA of the samples (500 most variable genes, centred): coordinates, axis titles, factors',
        response: { 200: PcaResultSchema, ...analysisErrors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project, sampleRows } = await samplesFor(request, request.params.id);
      return pcaResult(db, project.id, sampleRows, project.factors);
    },
  );

  app.get(
    '/projects/:id/samples-correlation',
    {
      schema: {
        ...analysis,
        summary: 'Pearson correlation between samples, and the pairs by strength (self pairs excluded)',
        response: { 200: CorrelationResultSchema, ...analysisErrors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project } = await projectOr404(db, request, request.params.id);
      return correlationResult(db, project.id);
    },
  );

  app.get(
    '/projects/:id/samples-quality-control',
    {
      schema: {
        ...analysis,
        summary: 'Quality control: passed count, samples with warnings and failed samples',
        response: { 200: QualityResultSchema, ...analysisErrors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project, sampleRows } = await samplesFor(request, request.params.id);
      return qualityResult(db, project.id, sampleRows);
    },
  );

  app.get(
    '/projects/:id/genes-detected',
    {
      schema: {
        ...analysis,
        summary: 'Genes detected (count > 0) per sample, as one data series',
        response: { 200: GenesDetectedSeriesSchema, ...analysisErrors },
      },
      onRequest: authenticate,
    },
    async (request) => genesDetectedSeries((await samplesFor(request, request.params.id)).sampleRows),
  );

  app.get(
    '/projects/:id/sequence-distribution',
    {
      schema: {
        ...analysis,
        summary: 'Reads per category and sample, from the archive or derived from gene biotypes',
        response: { 200: SequenceDistributionSchema, ...analysisErrors },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { project } = await projectOr404(db, request, request.params.id);
      return sequenceDistributionResult(db, project.id);
    },
  );
}
