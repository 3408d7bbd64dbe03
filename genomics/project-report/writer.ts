import type { ReportLocale } from '../genolist-report';
import { formatDateTime, pdfSafe } from './format';
import { fill, type ReportText } from './text';

/**
 * The page furniture of the project report, on a pdfkit document made by the caller (pdfkit's
 * Node build on the server, its standalone build in the browser): A4 margins, section titles
 * with a rule, paragraphs, tables that repeat their header on every page they spill onto, text
 * cut to fit with an ellipsis, and the footer of every page. The sections themselves are in
 * `draw.ts`.
 */

export const PAGE = { margin: 50, footer: 28 };
export const INK = '#1F2430';
export const MUTED = '#5F6673';
export const ACCENT = '#1C6E8C';
const RULE = '#D9DDE3';

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export type Cell = string | { text: string; colour: string; bold?: boolean };

export class ReportWriter {
  readonly left = PAGE.margin;
  readonly width: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly text: ReportText,
    readonly locale: ReportLocale,
  ) {
    this.width = doc.page.width - 2 * PAGE.margin;
  }

  private get bottom() {
    return this.doc.page.height - PAGE.margin - PAGE.footer;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensure(height: number) {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = PAGE.margin;
    }
  }

  section(title: string, firstBlockHeight: number) {
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

  paragraph(content: string, opts: { size?: number; colour?: string } = {}) {
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
  fit(content: string, width: number) {
    const safe = pdfSafe(content).replace(/[ \t\n]+/g, ' ');
    if (this.doc.widthOfString(safe) <= width) return safe;
    let end = safe.length;
    while (end > 0 && this.doc.widthOfString(`${safe.slice(0, end)}…`) > width) end--;
    return `${safe.slice(0, end).trimEnd()}…`;
  }

  /** A table that repeats its header on every page it spills onto. */
  table(columns: Column[], rows: Cell[][]) {
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
