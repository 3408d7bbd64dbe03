import PDFDocument from 'pdfkit';
import {
  drawProjectReport,
  type ProjectReportInput,
  reportDocumentOptions,
} from '../../genomics/project-report/draw';

/** The project report's bytes, drawn with pdfkit's Node build (the layout is genomics/project-report). */
export function renderProjectPdf(input: ProjectReportInput): Promise<Buffer> {
  const doc = new PDFDocument(reportDocumentOptions(input));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawProjectReport(doc, input);
  return done;
}
