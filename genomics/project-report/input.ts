import type { ProjectReportInput } from './draw';

/**
 * The parts of the report's data the server (from the database) and the browser (from the
 * offline copy) take from the same shapes: a project as the API presents it, and the PCA answer.
 * Written once, so the two reports name the owner, the organism and the PCA's groups alike.
 */

export interface ReportProjectSource {
  name: string;
  description: string;
  status: string;
  organism: { genus: string | null; species: string | null } | null;
  library: { name: string } | null;
  owner: { first_name: string; last_name: string; username: string } | null;
  factors: string[];
  gene_count: number;
  creation_date: string | Date;
}

/** The project's title block: "First Last" as owner (the username when both are empty), "Genus species" as organism. */
export function reportProject(project: ReportProjectSource): ProjectReportInput['project'] {
  const owner = project.owner
    ? `${project.owner.first_name} ${project.owner.last_name}`.trim() || project.owner.username
    : null;
  return {
    name: project.name,
    description: project.description,
    status: project.status,
    organism: project.organism
      ? [project.organism.genus, project.organism.species].filter(Boolean).join(' ')
      : null,
    library: project.library?.name ?? null,
    owner,
    factors: project.factors,
    geneCount: project.gene_count,
    creationDate: new Date(project.creation_date),
  };
}

/** A sample's level of the factor the report colours by (the project's first), null without one. */
export function levelOf(factors: { factor: string; level: string }[], colourFactor: string | null) {
  return factors.find((f) => f.factor === colourFactor)?.level ?? null;
}

export interface ReportPcaSource {
  dimensions: { title: string }[];
  points: { sample: string; coordinates: number[] }[];
}

/** PC1 against PC2, each sample in its group; null when the PCA has fewer than two components. */
export function reportPca(
  pca: ReportPcaSource,
  colourFactor: string | null,
  groupOf: Map<string, string | null>,
): ProjectReportInput['pca'] {
  const [pc1, pc2] = pca.dimensions;
  if (!pc1 || !pc2) return null;
  return {
    xTitle: pc1.title,
    yTitle: pc2.title,
    colourFactor,
    points: pca.points.map((p) => ({
      sample: p.sample,
      x: p.coordinates[0] ?? Number.NaN,
      y: p.coordinates[1] ?? Number.NaN,
      group: groupOf.get(p.sample) ?? null,
    })),
  };
}
