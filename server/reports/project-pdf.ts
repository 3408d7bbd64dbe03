import PDFDocument from 'pdfkit';
import type { DerivedQcRule } from '../../genomics/compute/derived-qc';
import type { Locale } from '../http/messages';
import {
  formatDate,
  formatDateTime,
  formatInteger,
  formatNumber,
  formatPercent,
  pdfSafe,
} from './project-pdf-format';
import { drawScatter } from './project-pdf-plot';
import { fill, projectStatusText, qcStatusText, type ReportText, reportText } from './project-pdf-text';

/**
 * The project report as a PDF: data in, bytes out, nothing read from
 * the database or the request here. A4 pages: title, description and metadata; five summary
 * tiles (samples, genolists, genes per sample, creation date, quality percent, as on the
 * project page); the samples table; the quality-control summary; the PCA scatter (PC1 against
 * PC2, coloured by the first factor) drawn as vector graphics; the genolists with their DEG
 * counts and cutoffs; a footer on every page with the generation date, GenoApp and the page
 * number. Standard PDF fonts only, so any viewer renders it; text outside their character set
 * is transliterated (see `pdfSafe`).
 */

export type QcStatus = 'PASS' | 'WARNING' | 'FAIL';

export interface ProjectReportInput {
  locale: Locale;
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

const PAGE = { margin: 50, footer: 28 };
const INK = '#1F2430';
const MUTED = '#5F6673';
const ACCENT = '#1C6E8C';
const RULE = '#D9DDE3';
const QC_COLOURS: Record<QcStatus, string> = { PASS: '#2F9E44', WARNING: '#E8590C', FAIL: '#C92A2A' };

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

type Cell = string | { text: string; colour: string; bold?: boolean };

export function renderProjectPdf(input: ProjectReportInput): Promise<Buffer> {
  const text = reportText(input.locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: input.locale === 'fr' ? 'fr-FR' : 'en-GB',
    info: {
      Title: pdfSafe(`${text.kind}: ${input.project.name}`),
      Author: 'GenoApp',
      Creator: 'GenoApp',
      Producer: 'GenoApp',
      CreationDate: input.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const r = new ReportWriter(doc, text, input.locale);
  r.header(input);
  r.tiles(input);
  r.samplesTable(input);
  r.qualitySummary(input);
  r.pcaPlot(input);
  r.genolistsTable(input);
  r.footers(input.generatedAt);
  doc.end();
  return done;
}

class ReportWriter {
  private readonly left = PAGE.margin;
  private readonly width: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly text: ReportText,
    private readonly locale: Locale,
  ) {
    this.width = doc.page.width - 2 * PAGE.margin;
  }

  private get bottom() {
    return this.doc.page.height - PAGE.margin - PAGE.footer;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  private ensure(height: number) {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = PAGE.margin;
    }
  }

  private section(title: string, firstBlockHeight: number) {
    this.ensure(30 + firstBlockHeight);
    const { doc } = this;
    doc.y += 14;
    doc.font('Helvetica-Bold').fontSize(13).fillColor(ACCENT).text(pdfSafe(title), this.left, doc.y);
    const y = doc.y + 2;
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.8)
      .strokeColor(ACCENT)
      .stroke();
    doc.y = y + 8;
  }

  private paragraph(content: string, opts: { size?: number; colour?: string } = {}) {
    const { doc } = this;
    doc
      .font('Helvetica')
      .fontSize(opts.size ?? 9)
      .fillColor(opts.colour ?? MUTED);
    const safe = pdfSafe(content);
    this.ensure(Math.min(doc.heightOfString(safe, { width: this.width }), 60));
    doc.text(safe, this.left, doc.y, { width: this.width });
  }

  /** `text` cut with an ellipsis to fit `width` at the current font. */
  private fit(content: string, width: number) {
    const safe = pdfSafe(content).replace(/[ \t\n]+/g, ' ');
    if (this.doc.widthOfString(safe) <= width) return safe;
    let end = safe.length;
    while (end > 0 && this.doc.widthOfString(`${safe.slice(0, end)}…`) > width) end--;
    return `${safe.slice(0, end).trimEnd()}…`;
  }

  header(input: ProjectReportInput) {
    const { doc, text } = this;
    const p = input.project;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(ACCENT)
      .text('GenoApp', this.left, PAGE.margin - 18);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(text.kind, this.left, PAGE.margin - 18, { width: this.width, align: 'right' });
    doc.y = PAGE.margin;
    doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(pdfSafe(p.name), this.left, doc.y, {
      width: this.width,
    });
    doc.y += 4;
    this.paragraph(p.description.trim() || text.noDescription, { size: 9.5 });
    doc.y += 6;
    const facts: [string, string][] = [
      [text.organism, p.organism ?? text.notAvailable],
      [text.library, p.library ?? text.notAvailable],
      [text.owner, p.owner ?? text.notAvailable],
      [text.factors, p.factors.length ? p.factors.join(', ') : text.notAvailable],
      [text.genesInCounts, p.geneCount ? formatInteger(p.geneCount, this.locale) : text.notAvailable],
      [text.status, projectStatusText(text, p.status)],
    ];
    const columnWidth = this.width / 3;
    const top = doc.y;
    facts.forEach(([label, value], i) => {
      const x = this.left + (i % 3) * columnWidth;
      const y = top + Math.floor(i / 3) * 24;
      doc.font('Helvetica').fontSize(7.5).fillColor(MUTED).text(pdfSafe(label).toUpperCase(), x, y, {
        lineBreak: false,
      });
      doc.font('Helvetica-Bold').fontSize(9.5).fillColor(INK);
      doc.text(this.fit(value, columnWidth - 8), x, y + 9, { lineBreak: false });
    });
    doc.y = top + 2 * 24 + 4;
  }

  tiles(input: ProjectReportInput) {
    const { doc, text } = this;
    const n = input.samples.length;
    const meanGenes = n ? input.samples.reduce((sum, s) => sum + s.genesDetected, 0) / n : null;
    const good = input.samples.filter((s) => s.qcStatus === 'PASS').length;
    const tiles: [string, string][] = [
      [text.tileSamples, formatInteger(n, this.locale)],
      [text.tileGenolists, formatInteger(input.genolists.length, this.locale)],
      [text.tileGenes, meanGenes === null ? text.notAvailable : formatInteger(meanGenes, this.locale)],
      [text.tileCreated, formatDate(input.project.creationDate, this.locale)],
      [text.tileQuality, n ? `${Math.round((100 * good) / n)} %` : text.notAvailable],
    ];
    this.ensure(60);
    const gap = 8;
    const w = (this.width - gap * (tiles.length - 1)) / tiles.length;
    const y = doc.y + 6;
    tiles.forEach(([label, value], i) => {
      const x = this.left + i * (w + gap);
      doc.roundedRect(x, y, w, 50, 4).fillColor('#F1F5F8').fill();
      doc.rect(x, y, 3, 50).fillColor(ACCENT).fill();
      doc.font('Helvetica-Bold').fontSize(15).fillColor(INK);
      doc.text(this.fit(value, w - 14), x + 9, y + 9, { lineBreak: false });
      doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
      doc.text(this.fit(label, w - 14), x + 9, y + 32, { lineBreak: false });
    });
    doc.y = y + 50 + 4;
  }

  /** A table that repeats its header on every page it spills onto. */
  private table(columns: Column[], rows: Cell[][]) {
    const { doc } = this;
    const rowHeight = 15;
    const drawHeader = () => {
      const y = doc.y;
      doc
        .rect(this.left, y, this.width, rowHeight + 2)
        .fillColor('#E9EEF2')
        .fill();
      doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
      let x = this.left;
      for (const c of columns) {
        doc.text(this.fit(c.title, c.width - 8), x + 4, y + 5, {
          width: c.width - 8,
          align: c.align ?? 'left',
          lineBreak: false,
        });
        x += c.width;
      }
      doc.y = y + rowHeight + 2;
    };
    this.ensure(2 * rowHeight + 2);
    drawHeader();
    rows.forEach((row, r) => {
      if (doc.y + rowHeight > this.bottom) {
        doc.addPage();
        doc.y = PAGE.margin;
        drawHeader();
      }
      const y = doc.y;
      if (r % 2 === 1) doc.rect(this.left, y, this.width, rowHeight).fillColor('#F7F9FA').fill();
      let x = this.left;
      row.forEach((cell, i) => {
        const c = columns[i] as Column;
        const plain = typeof cell === 'string';
        doc
          .font(plain || !cell.bold ? 'Helvetica' : 'Helvetica-Bold')
          .fontSize(8)
          .fillColor(plain ? INK : cell.colour);
        doc.text(this.fit(plain ? cell : cell.text, c.width - 8), x + 4, y + 4, {
          width: c.width - 8,
          align: c.align ?? 'left',
          lineBreak: false,
        });
        x += c.width;
      });
      doc
        .moveTo(this.left, y + rowHeight)
        .lineTo(this.left + this.width, y + rowHeight)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + rowHeight;
    });
  }

  samplesTable(input: ProjectReportInput) {
    const { text } = this;
    this.section(text.samples, 40);
    if (input.samples.length === 0) {
      this.paragraph(text.noSamples);
      return;
    }
    const factor = input.project.factors[0];
    const w = this.width;
    this.table(
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
        formatInteger(s.librarySize, this.locale),
        formatInteger(s.genesDetected, this.locale),
        { text: qcStatusText(text, s.qcStatus), colour: QC_COLOURS[s.qcStatus], bold: true },
      ]),
    );
  }

  qualitySummary(input: ProjectReportInput) {
    const { doc, text } = this;
    if (input.samples.length === 0) return;
    this.section(text.qualityControl, 80);
    const counts: [string, QcStatus, number][] = [
      [text.passed, 'PASS', input.samples.filter((s) => s.qcStatus === 'PASS').length],
      [text.warning, 'WARNING', input.samples.filter((s) => s.qcStatus === 'WARNING').length],
      [text.failed, 'FAIL', input.samples.filter((s) => s.qcStatus === 'FAIL').length],
    ];
    const total = input.samples.length;
    const labelWidth = 120;
    const barWidth = this.width - labelWidth - 70;
    for (const [label, status, n] of counts) {
      const y = doc.y;
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(INK)
        .text(pdfSafe(label), this.left, y + 1, {
          lineBreak: false,
        });
      doc
        .rect(this.left + labelWidth, y, barWidth, 11)
        .fillColor('#EEF1F4')
        .fill();
      if (n > 0) {
        doc
          .rect(this.left + labelWidth, y, Math.max(2, (barWidth * n) / total), 11)
          .fillColor(QC_COLOURS[status])
          .fill();
      }
      doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
      doc.text(`${n} (${Math.round((100 * n) / total)} %)`, this.left + labelWidth + barWidth + 8, y + 1, {
        lineBreak: false,
      });
      doc.y = y + 16;
    }
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    doc.text(fill(pdfSafe(text.analysed), { count: total }), this.left, doc.y + 2, { lineBreak: false });
    doc.y += 16;
    if (input.qcSource === 'archive') this.paragraph(text.qcFromArchive);
    if (input.qcSource === 'derived' && input.qcRule) {
      const percent = (fraction: number) => formatPercent(fraction, this.locale);
      this.paragraph(
        fill(text.qcDerived, {
          libraryFail: percent(input.qcRule.library_fail),
          genesFail: percent(input.qcRule.genes_fail),
          libraryWarning: percent(input.qcRule.library_warning),
          genesWarning: percent(input.qcRule.genes_warning),
        }),
      );
    }
  }

  pcaPlot(input: ProjectReportInput) {
    const { doc, text } = this;
    const height = 300;
    this.section(text.pca, height + 20);
    if (!input.pca || input.pca.points.length < 2) {
      this.paragraph(text.pcaNone);
      return;
    }
    this.paragraph(fill(text.pcaNote, { factor: input.pca.colourFactor ?? text.notAvailable }));
    doc.y += 6;
    const top = doc.y;
    drawScatter(
      doc,
      { x: this.left, y: top, width: this.width, height },
      {
        xTitle: input.pca.xTitle,
        yTitle: input.pca.yTitle,
        points: input.pca.points.map((p) => ({ label: p.sample, x: p.x, y: p.y, group: p.group })),
        notAvailable: text.notAvailable,
        locale: this.locale,
      },
    );
    doc.x = this.left;
    doc.y = top + height + 4;
  }

  genolistsTable(input: ProjectReportInput) {
    const { text } = this;
    this.section(text.genolists, 40);
    if (input.genolists.length === 0) {
      this.paragraph(text.noGenolists);
      return;
    }
    const w = this.width;
    this.table(
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
        { text: formatInteger(g.up, this.locale), colour: '#B02525' },
        { text: formatInteger(g.down, this.locale), colour: '#1D5FA8' },
        { text: formatInteger(g.total, this.locale), colour: INK, bold: true },
        `padj <= ${formatNumber(g.pvalueCutoff, this.locale, 4)}, FC >= ${formatNumber(g.foldChangeCutoff, this.locale)}`,
      ]),
    );
    this.doc.y += 6;
    this.paragraph(text.degNote, { size: 8 });
  }

  /** Written last, on every buffered page, inside the bottom margin. */
  footers(generatedAt: Date) {
    const { doc, text } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - PAGE.margin + 6;
      doc
        .moveTo(this.left, y - 6)
        .lineTo(this.left + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
      doc.text(
        `GenoApp · ${pdfSafe(fill(text.generated, { date: formatDateTime(generatedAt, this.locale) }))}`,
        this.left,
        y,
        { lineBreak: false },
      );
      doc.text(fill(text.page, { page: i - start + 1, pages: count }), this.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
  }
}
