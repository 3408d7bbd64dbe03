/**
 * What pdfkit's browser build (pdfkit ≥ 0.18, `import 'pdfkit'` in a bundler) adds to the types
 * of @types/pdfkit, which describe the Node build: the standard fonts' metrics come as modules of
 * their own and are registered before a document uses them, so a bundle holds only the fonts it
 * needs (the Node build reads them from its AFM files).
 */

interface PdfkitStandardFont {
  name: string;
}

interface PdfkitBrowserBuild {
  PDFDocument: new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
  registerStdFonts(...fonts: PdfkitStandardFont[]): void;
}

declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: PdfkitStandardFont;
  export default font;
}

declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: PdfkitStandardFont;
  export default font;
}
