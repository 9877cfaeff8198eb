/** The PDF toolkit (docs: /work/team/notes/pdf-api.md while in flight, then docs/engagements.md). */
export { appendPdfPages, renderPdf, wrapText, type PdfBlock, type PdfCell, type PdfColumn, type PdfLanguage, type PdfLayout, type PdfMetadata } from './document.js';
