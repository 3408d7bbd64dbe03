import type { ReportLocale } from '../../../genomics/genolist-report';
import {
  drawProjectReport,
  type ProjectReportInput,
  reportDocumentOptions,
} from '../../../genomics/project-report/draw';
import { reportFileName } from '../../../genomics/project-report/file-name';
import { levelOf, reportPca, reportProject } from '../../../genomics/project-report/input';
import type { ExportFile } from '../../lib/export';
import type { Project } from './api/get-project';
import type { ProjectGenolist } from './api/get-project-genolists';
import type { SavedProject } from './saved-project';

/**
 * The project's PDF report drawn in the browser from the copy saved on this device, with the
 * layout the server draws it with (genomics/project-report): the same pages, in the interface
 * language, under the same file name. This module, pdfkit's browser build and the two fonts the
 * report uses are loaded (`import()`) only when a report is drawn here, never with the app.
 */

function reportLocale(language: string): ReportLocale {
  return language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** What the server's report shows, taken from the saved answers instead of the database. */
export function reportInputFromCopy(
  saved: SavedProject,
  locale: ReportLocale,
  generatedAt: Date,
): ProjectReportInput {
  const { project, quality, pca } = saved;
  const samples = project.samples ?? [];
  const colourFactor = project.factors[0] ?? null;
  const groupOf = new Map(samples.map((s) => [s.name, levelOf(s.factors, colourFactor)]));
  return {
    locale,
    generatedAt,
    project: reportProject(project),
    samples: samples.map((s) => ({
      name: s.name,
      condition: levelOf(s.factors, colourFactor),
      librarySize: s.library_size,
      genesDetected: s.genes_detected,
      qcStatus: s.quality_control.status,
    })),
    qcSource: quality ? quality.source : (samples[0]?.quality_control.source ?? null),
    qcRule: quality?.rule ?? null,
    pca: pca ? reportPca(pca, colourFactor, groupOf) : null,
    genolists: inComparisonOrder(saved.genolists, project).map((g) => ({
      name: g.name,
      type: g.type_genolist,
      comparison: g.comparison
        ? `${g.comparison.main_factor.level} vs ${g.comparison.secondary_factor.level}`
        : null,
      up: g.deg.pos,
      down: g.deg.neg,
      total: g.deg.total,
      pvalueCutoff: g.pvalue_cutoff,
      foldChangeCutoff: g.fold_change_cutoff,
    })),
  };
}

/** The server's order: the comparisons' order in the archive, then the lists made without one, oldest first. */
function inComparisonOrder(genolists: ProjectGenolist[], project: Project): ProjectGenolist[] {
  const position = new Map((project.comparisons ?? []).map((c, i) => [c.id, i]));
  const rank = (g: ProjectGenolist) =>
    (g.comparison ? position.get(g.comparison.id) : undefined) ?? Number.MAX_SAFE_INTEGER;
  return [...genolists].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** The report's bytes, drawn with pdfkit's browser build (loaded now) and its Helvetica metrics. */
export async function drawReport(input: ProjectReportInput): Promise<Blob> {
  const [pdfkit, { default: helvetica }, { default: helveticaBold }] = await Promise.all([
    import('pdfkit'),
    import('pdfkit/standard-fonts/Helvetica'),
    import('pdfkit/standard-fonts/HelveticaBold'),
  ]);
  const { PDFDocument, registerStdFonts } = pdfkit as unknown as PdfkitBrowserBuild;
  registerStdFonts(helvetica, helveticaBold);
  const doc = new PDFDocument(reportDocumentOptions(input));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  doc.on('data', (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
  const done = new Promise<Blob>((resolve, reject) => {
    doc.on('end', () => resolve(new Blob(chunks, { type: 'application/pdf' })));
    doc.on('error', reject);
  });
  drawProjectReport(doc, input);
  return done;
}

/** `rapport_{title}_{date}.pdf`, the server's report, drawn here from the saved copy. */
export async function localReportFile(saved: SavedProject, language: string): Promise<ExportFile> {
  const generatedAt = new Date();
  const blob = await drawReport(reportInputFromCopy(saved, reportLocale(language), generatedAt));
  return { blob, fileName: reportFileName(saved.project, generatedAt) };
}
