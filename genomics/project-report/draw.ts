import type { DerivedQcRule } from '../compute/derived-qc';
import type { ReportLocale } from '../genolist-report';
import { formatDate, formatInteger, formatNumber, formatPercent, pdfSafe } from './format';
import { drawScatter } from './plot';
import { fill, projectStatusText, qcStatusText, reportText } from './text';
import { ACCENT, INK, MUTED, PAGE, ReportWriter } from './writer';

/**
 * The project report as a PDF, drawn from plain data on a pdfkit document the caller makes and
 * reads: the server with pdfkit's Node build from the database (server/reports/project-pdf.ts),
 * the browser with pdfkit's standalone build from the copy saved offline
 * (src/features/projects/local-report.ts), so both draw the same report. A4 pages: title, description and metadata; five summary
 * tiles (samples, genolists, genes per sample, creation date, quality percent, as on the
 * project page); the samples table; the quality-control summary; the PCA scatter (PC1 against
 * PC2, coloured by the first factor) drawn as vector graphics; the genolists with their DEG
 * counts and cutoffs; a footer on every page with the generation date, GenoApp and the page
 * number. Standard PDF fonts only, so any viewer renders it; text outside their character set
 * is transliterated (see `pdfSafe`).
 */

export type QcStatus = 'PASS' | 'WARNING' | 'FAIL';

export interface ProjectReportInput {
  locale: ReportLocale;
  generatedAt: Date;
  project: {
    name: string;
    description: string;
    status: string;
    organism: string | null;
    library: string | null;
    owner: string | null;
    factors: string[];
    geneCount: number;
    creationDate: Date;
  };
  samples: {
    name: string;
    /** Level of the first factor. */
    condition: string | null;
    librarySize: number;
    genesDetected: number;
    qcStatus: QcStatus;
  }[];
  qcSource: 'archive' | 'derived' | null;
  /** The rule GenoApp derived the statuses by, when it did. */
  qcRule: DerivedQcRule | null;
  pca: {
    xTitle: string;
    yTitle: string;
    colourFactor: string | null;
    points: { sample: string; x: number; y: number; group: string | null }[];
  } | null;
  genolists: {
    name: string;
    type: string;
    /** "condition_1 vs condition_2", null for lists not made from a comparison. */
    comparison: string | null;
    up: number;
    down: number;
    total: number;
    pvalueCutoff: number;
    foldChangeCutoff: number;
  }[];
}

const QC_COLOURS: Record<QcStatus, string> = { PASS: '#2F9E44', WARNING: '#E8590C', FAIL: '#C92A2A' };

/** The document's page size, margins and metadata; `bufferPages` lets the footers be written last. */
export function reportDocumentOptions(input: ProjectReportInput): PDFKit.PDFDocumentOptions {
  return {
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: input.locale === 'fr' ? 'fr-FR' : 'en-GB',
    info: {
      Title: pdfSafe(`${reportText(input.locale).kind}: ${input.project.name}`),
      Author: 'GenoApp',
      Creator: 'GenoApp',
      Producer: 'GenoApp',
      CreationDate: input.generatedAt,
    },
  };
}

/** Draws the whole report on `doc`, made with `reportDocumentOptions(input)`, and ends it. */
export function drawProjectReport(doc: PDFKit.PDFDocument, input: ProjectReportInput): void {
  const r = new ReportWriter(doc, reportText(input.locale), input.locale);
  header(r, input);
  tiles(r, input);
  samplesTable(r, input);
  qualitySummary(r, input);
  pcaPlot(r, input);
  genolistsTable(r, input);
  r.footers(input.generatedAt);
  doc.end();
}

function header(r: ReportWriter, input: ProjectReportInput) {
  const { doc, text } = r;
  const p = input.project;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text('GenoApp', r.left, PAGE.margin - 18);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(text.kind, r.left, PAGE.margin - 18, { width: r.width, align: 'right' });
  doc.y = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(pdfSafe(p.name), r.left, doc.y, {
    width: r.width,
  });
  doc.y += 4;
  r.paragraph(p.description.trim() || text.noDescription, { size: 9.5 });
  doc.y += 6;
  const facts: [string, string][] = [
    [text.organism, p.organism ?? text.notAvailable],
    [text.library, p.library ?? text.notAvailable],
    [text.owner, p.owner ?? text.notAvailable],
    [text.factors, p.factors.length ? p.factors.join(', ') : text.notAvailable],
    [text.genesInCounts, p.geneCount ? formatInteger(p.geneCount, r.locale) : text.notAvailable],
    [text.status, projectStatusText(text, p.status)],
  ];
  const columnWidth = r.width / 3;
  const top = doc.y;
  facts.forEach(([label, value], i) => {
    const x = r.left + (i % 3) * columnWidth;
    const y = top + Math.floor(i / 3) * 24;
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(pdfSafe(label).toUpperCase(), x, y, {
      lineBreak: false,
    });
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK);
    doc.text(r.fit(value, columnWidth - 8), x, y + 9, { lineBreak: false });
  });
  doc.y = top + 2 * 24 + 4;
}

function tiles(r: ReportWriter, input: ProjectReportInput) {
  const { doc, text } = r;
  const n = input.samples.length;
  const meanGenes = n ? input.samples.reduce((sum, s) => sum + s.genesDetected, 0) / n : null;
  const good = input.samples.filter((s) => s.qcStatus === 'PASS').length;
  const tiles: [string, string][] = [
    [text.tileSamples, formatInteger(n, r.locale)],
    [text.tileGenolists, formatInteger(input.genolists.length, r.locale)],
    [text.tileGenes, meanGenes === null ? text.notAvailable : formatInteger(meanGenes, r.locale)],
    [text.tileCreated, formatDate(input.project.creationDate, r.locale)],
    [text.tileQuality, n ? `${Math.round((100 * good) / n)} %` : text.notAvailable],
  ];
  r.ensure(60);
  const gap = 8;
  const w = (r.width - gap * (tiles.length - 1)) / tiles.length;
  const y = doc.y + 6;
  tiles.forEach(([label, value], i) => {
    const x = r.left + i * (w + gap);
    doc.roundedRect(x, y, w, 50, 4).fillColor('#F1F5F8').fill();
    doc.rect(x, y, 3, 50).fillColor(ACCENT).fill();
    doc.font('Helvetica-Bold').fontSize(15).fillColor(INK);
    doc.text(r.fit(value, w - 14), x + 9, y + 9, { lineBreak: false });
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(r.fit(label, w - 14), x + 9, y + 32, { lineBreak: false });
  });
  doc.y = y + 50 + 4;
}

function samplesTable(r: ReportWriter, input: ProjectReportInput) {
  const { text } = r;
  r.section(text.samples, 40);
  if (input.samples.length === 0) {
    r.paragraph(text.noSamples);
    return;
  }
  const factor = input.project.factors[0];
  const w = r.width;
  r.table(
    [
      { title: text.sampleName, width: w * 0.3 },
      { title: factor ? `${text.condition} (${factor})` : text.condition, width: w * 0.24 },
      { title: text.librarySize, width: w * 0.18, align: 'right' },
      { title: text.genesDetected, width: w * 0.16, align: 'right' },
      { title: text.qc, width: w * 0.12, align: 'center' },
    ],
    input.samples.map((s) => [
      s.name,
      s.condition ?? text.notAvailable,
      formatInteger(s.librarySize, r.locale),
      formatInteger(s.genesDetected, r.locale),
      { text: qcStatusText(text, s.qcStatus), colour: QC_COLOURS[s.qcStatus], bold: true },
    ]),
  );
}

function qualitySummary(r: ReportWriter, input: ProjectReportInput) {
  const { doc, text } = r;
  if (input.samples.length === 0) return;
  r.section(text.qualityControl, 80);
  const counts: [string, QcStatus, number][] = [
    [text.passed, 'PASS', input.samples.filter((s) => s.qcStatus === 'PASS').length],
    [text.warning, 'WARNING', input.samples.filter((s) => s.qcStatus === 'WARNING').length],
    [text.failed, 'FAIL', input.samples.filter((s) => s.qcStatus === 'FAIL').length],
  ];
  const total = input.samples.length;
  const labelWidth = 120;
  const barWidth = r.width - labelWidth - 70;
  for (const [label, status, n] of counts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(pdfSafe(label), r.left, y + 1, {
        lineBreak: false,
      });
    doc
      .rect(r.left + labelWidth, y, barWidth, 11)
      .fillColor('#EEF1F4')
      .fill();
    if (n > 0) {
      doc
        .rect(r.left + labelWidth, y, Math.max(2, (barWidth * n) / total), 11)
        .fillColor(QC_COLOURS[status])
        .fill();
    }
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
    doc.text(`${n} (${Math.round((100 * n) / total)} %)`, r.left + labelWidth + barWidth + 8, y + 1, {
      lineBreak: false,
    });
    doc.y = y + 16;
  }
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text(fill(pdfSafe(text.analysed), { count: total }), r.left, doc.y + 2, { lineBreak: false });
  doc.y += 16;
  if (input.qcSource === 'archive') r.paragraph(text.qcFromArchive);
  if (input.qcSource === 'derived' && input.qcRule) {
    const percent = (fraction: number) => formatPercent(fraction, r.locale);
    r.paragraph(
      fill(text.qcDerived, {
        libraryFail: percent(input.qcRule.library_fail),
        genesFail: percent(input.qcRule.genes_fail),
        libraryWarning: percent(input.qcRule.library_warning),
        genesWarning: percent(input.qcRule.genes_warning),
      }),
    );
  }
}

function pcaPlot(r: ReportWriter, input: ProjectReportInput) {
  const { doc, text } = r;
  const height = 300;
  r.section(text.pca, height + 20);
  if (!input.pca || input.pca.points.length < 2) {
    r.paragraph(text.pcaNone);
    return;
  }
  r.paragraph(fill(text.pcaNote, { factor: input.pca.colourFactor ?? text.notAvailable }));
  doc.y += 6;
  const top = doc.y;
  drawScatter(
    doc,
    { x: r.left, y: top, width: r.width, height },
    {
      xTitle: input.pca.xTitle,
      yTitle: input.pca.yTitle,
      points: input.pca.points.map((p) => ({ label: p.sample, x: p.x, y: p.y, group: p.group })),
      notAvailable: text.notAvailable,
      locale: r.locale,
    },
  );
  doc.x = r.left;
  doc.y = top + height + 4;
}

function genolistsTable(r: ReportWriter, input: ProjectReportInput) {
  const { text } = r;
  r.section(text.genolists, 40);
  if (input.genolists.length === 0) {
    r.paragraph(text.noGenolists);
    return;
  }
  const w = r.width;
  r.table(
    [
      { title: text.genolistName, width: w * 0.26 },
      { title: text.comparison, width: w * 0.22 },
      { title: text.up, width: w * 0.1, align: 'right' },
      { title: text.down, width: w * 0.1, align: 'right' },
      { title: text.total, width: w * 0.1, align: 'right' },
      { title: text.cutoffs, width: w * 0.22 },
    ],
    input.genolists.map((g) => [
      g.name,
      g.comparison ?? g.type,
      { text: formatInteger(g.up, r.locale), colour: '#B02525' },
      { text: formatInteger(g.down, r.locale), colour: '#1D5FA8' },
      { text: formatInteger(g.total, r.locale), colour: INK, bold: true },
      `padj <= ${formatNumber(g.pvalueCutoff, r.locale, 4)}, FC >= ${formatNumber(g.foldChangeCutoff, r.locale)}`,
    ]),
  );
  r.doc.y += 6;
  r.paragraph(text.degNote, { size: 8 });
}
