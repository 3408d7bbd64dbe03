import type { ReportLocale } from '../genolist-report';
import { formatNumber, niceTicks, pdfSafe } from './format';

/**
 * The PCA scatter of the project report, drawn as PDF vector graphics (paths and text, no
 * image): a frame with grid lines and round ticks, dashed zero lines, one disc per sample
 * coloured by its group, sample names beside the discs when there are few, axis titles, and a
 * legend of groups with their counts below the frame. Points with a non-finite coordinate are
 * left out.
 */

export interface ScatterPoint {
  label: string;
  x: number;
  y: number;
  /** Level of the colouring factor; null is drawn grey under "N/A". */
  group: string | null;
}

export interface ScatterInput {
  xTitle: string;
  yTitle: string;
  points: ScatterPoint[];
  notAvailable: string;
  locale: ReportLocale;
}

/** Colour-blind-friendly (Okabe–Ito), then Tableau's; groups beyond them cycle. */
export const GROUP_COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
  '#8C564B',
  '#7F7F7F',
];
const MISSING_COLOUR = '#B0B0B0';
const LABELS_UP_TO = 40;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Sample names beside their discs, right of the disc or else left of it; a name that would
 * overlap one already written (or a disc) is left out rather than printed over it.
 */
function drawLabels(
  doc: PDFKit.PDFDocument,
  frame: Box,
  points: ScatterPoint[],
  px: (v: number) => number,
  py: (v: number) => number,
) {
  doc.font('Helvetica').fontSize(6).fillColor('#333333');
  const taken: Box[] = points.map((p) => ({ x: px(p.x) - 3.6, y: py(p.y) - 3.6, width: 7.2, height: 7.2 }));
  const overlaps = (a: Box) =>
    taken.some(
      (b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
    );
  for (const p of points) {
    const label = pdfSafe(p.label);
    const width = doc.widthOfString(label);
    const y = py(p.y) - 2.5;
    const candidates = [px(p.x) + 5, px(p.x) - 5 - width].map((x) => ({ x, y, width, height: 6 }));
    const place = candidates.find(
      (c) => c.x >= frame.x && c.x + c.width <= frame.x + frame.width && !overlaps(c),
    );
    if (!place) continue;
    taken.push(place);
    doc.text(label, place.x, place.y, { lineBreak: false });
  }
}

/** Height the legend will take under a plot of this width. */
function legendLayout(doc: PDFKit.PDFDocument, entries: string[], width: number) {
  doc.font('Helvetica').fontSize(8);
  const rows: { text: string; x: number; row: number }[] = [];
  let x = 0;
  let row = 0;
  for (const text of entries) {
    const w = 14 + doc.widthOfString(text) + 14;
    if (x > 0 && x + w > width) {
      row += 1;
      x = 0;
    }
    rows.push({ text, x, row });
    x += w;
  }
  return { rows, height: (row + 1) * 13 };
}

/** Draws the scatter in `box` (frame, ticks, titles and legend included). */
export function drawScatter(doc: PDFKit.PDFDocument, box: Box, input: ScatterInput) {
  const points = input.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const groups = [...new Set(points.map((p) => p.group))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : 0,
  );
  const colourOf = new Map(
    groups.map((g, i) => [
      g,
      g === null ? MISSING_COLOUR : (GROUP_COLOURS[i % GROUP_COLOURS.length] as string),
    ]),
  );
  const legendEntries = groups.map(
    (g) => `${pdfSafe(g ?? input.notAvailable)} (${points.filter((p) => p.group === g).length})`,
  );
  const legend = legendLayout(doc, legendEntries, box.width - 50);

  // Frame: room on the left for tick labels and the y title, below for ticks, x title and legend.
  const frame = {
    x: box.x + 50,
    y: box.y,
    width: box.width - 50,
    height: box.height - 38 - legend.height,
  };
  const range = (values: number[]) => {
    const min = Math.min(...values);
    const max = Math.max(...values);
    const pad = (max - min || Math.abs(max) || 1) * 0.08;
    return [min - pad, max + pad] as const;
  };
  const [x0, x1] = points.length ? range(points.map((p) => p.x)) : [-1, 1];
  const [y0, y1] = points.length ? range(points.map((p) => p.y)) : [-1, 1];
  const px = (v: number) => frame.x + ((v - x0) / (x1 - x0)) * frame.width;
  const py = (v: number) => frame.y + frame.height - ((v - y0) / (y1 - y0)) * frame.height;

  doc.save();
  doc.rect(frame.x, frame.y, frame.width, frame.height).fillColor('#FAFAFA').fill();
  doc.lineWidth(0.5).strokeColor('#E3E3E3');
  doc.font('Helvetica').fontSize(7).fillColor('#555555');
  for (const v of niceTicks(x0, x1)) {
    doc
      .moveTo(px(v), frame.y)
      .lineTo(px(v), frame.y + frame.height)
      .stroke();
    const label = formatNumber(v, input.locale);
    doc.text(label, px(v) - 20, frame.y + frame.height + 3, { width: 40, align: 'center', lineBreak: false });
  }
  for (const v of niceTicks(y0, y1)) {
    doc
      .moveTo(frame.x, py(v))
      .lineTo(frame.x + frame.width, py(v))
      .stroke();
    const label = formatNumber(v, input.locale);
    doc.text(label, frame.x - 34, py(v) - 3, { width: 30, align: 'right', lineBreak: false });
  }
  doc.strokeColor('#9A9A9A').dash(3, { space: 2 });
  if (x0 < 0 && x1 > 0)
    doc
      .moveTo(px(0), frame.y)
      .lineTo(px(0), frame.y + frame.height)
      .stroke();
  if (y0 < 0 && y1 > 0)
    doc
      .moveTo(frame.x, py(0))
      .lineTo(frame.x + frame.width, py(0))
      .stroke();
  doc.undash();
  doc.lineWidth(0.8).strokeColor('#6B6B6B').rect(frame.x, frame.y, frame.width, frame.height).stroke();

  for (const p of points) {
    doc
      .lineWidth(0.6)
      .circle(px(p.x), py(p.y), 3.6)
      .fillAndStroke(colourOf.get(p.group) ?? MISSING_COLOUR, '#FFFFFF');
  }
  if (points.length <= LABELS_UP_TO) drawLabels(doc, frame, points, px, py);

  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#222222');
  doc.text(pdfSafe(input.xTitle), frame.x, frame.y + frame.height + 14, {
    width: frame.width,
    align: 'center',
    lineBreak: false,
  });
  const yTitleX = box.x + 2;
  const yTitleY = frame.y + frame.height / 2;
  doc.save();
  doc.rotate(-90, { origin: [yTitleX, yTitleY] });
  doc.text(pdfSafe(input.yTitle), yTitleX - frame.height / 2, yTitleY, {
    width: frame.height,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();

  const legendY = frame.y + frame.height + 30;
  doc.font('Helvetica').fontSize(8).fillColor('#222222');
  legend.rows.forEach((entry, i) => {
    const x = frame.x + entry.x;
    const y = legendY + entry.row * 13;
    doc.circle(x + 4, y + 3.5, 3.6).fill(colourOf.get(groups[i] ?? null) ?? MISSING_COLOUR);
    doc.fillColor('#222222').text(entry.text, x + 12, y, { lineBreak: false });
  });
  doc.restore();
}
