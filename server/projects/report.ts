import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProjectReportInput } from '../../genomics/project-report/draw';
import { levelOf, reportPca, reportProject } from '../../genomics/project-report/input';
import { visibleGenolists } from '../access/rules';
import type { Db } from '../db/client';
import { comparisons, factorLevels, genolists, type UserRow } from '../db/schema';
import type { Locale } from '../http/messages';
import { pcaResult, qualitySource } from './analyses';
import { type Project, samplesOf } from './service';

/** Everything the PDF shows of a project, as the user may see it (their visible genolists only). */
export async function reportInput(
  db: Db,
  user: UserRow,
  project: Project,
  locale: Locale,
): Promise<ProjectReportInput> {
  const sampleRows = await samplesOf(db, project.id, project.factors);
  const [pca, lists, quality] = await Promise.all([
    pcaResult(db, project.id, sampleRows, project.factors),
    genolistsOf(db, user, project.id),
    qualitySource(db, project.id, sampleRows),
  ]);
  const colourFactor = project.factors[0] ?? null;
  const groupOf = new Map(sampleRows.map((s) => [s.row.name, levelOf(s.factors, colourFactor)]));
  return {
    locale,
    generatedAt: new Date(),
    project: reportProject(project),
    samples: sampleRows.map(({ row, factors }) => ({
      name: row.name,
      condition: levelOf(factors, colourFactor),
      librarySize: row.library_size,
      genesDetected: row.genes_detected,
      qcStatus: row.qc_status as 'PASS' | 'WARNING' | 'FAIL',
    })),
    qcSource: quality.source,
    qcRule: quality.rule,
    pca: reportPca(pca, colourFactor, groupOf),
    genolists: lists,
  };
}

async function genolistsOf(db: Db, user: UserRow, projectId: number) {
  const main = alias(factorLevels, 'main_level');
  const secondary = alias(factorLevels, 'secondary_level');
  const rows = await db
    .select({
      name: genolists.name,
      type: genolists.type_genolist,
      condition1: main.level,
      condition2: secondary.level,
      up: genolists.deg_pos,
      down: genolists.deg_neg,
      total: genolists.deg_total,
      pvalueCutoff: genolists.pvalue_cutoff,
      foldChangeCutoff: genolists.fold_change_cutoff,
    })
    .from(genolists)
    .leftJoin(comparisons, eq(comparisons.id, genolists.comparison_id))
    .leftJoin(main, eq(main.id, comparisons.main_level_id))
    .leftJoin(secondary, eq(secondary.id, comparisons.secondary_level_id))
    .where(and(eq(genolists.project_id, projectId), visibleGenolists(user)))
    .orderBy(asc(sql`coalesce(${comparisons.position}, 2147483647)`), asc(genolists.id));
  return rows.map(({ condition1, condition2, ...g }) => ({
    ...g,
    comparison: condition1 && condition2 ? `${condition1} vs ${condition2}` : null,
  }));
}
