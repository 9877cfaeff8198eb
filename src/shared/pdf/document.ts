/**
 * A small layout engine over pdf-lib: a document is a list of blocks (headings, paragraphs that
 * wrap, tables, label/value fields, rules, page breaks) laid top to bottom on A4 pages, with the
 * footer (page numbers) drawn on every page once the page count is known. Text is set in the
 * embedded, subset Nanum Barun Gothic, with DejaVu Sans for the letters it lacks (fonts.ts), so
 * Korean and any Latin name mix freely.
 *
 * The same input and `createdAt` give the same bytes: the metadata's dates come from the caller
 * (the injected clock), pdf-lib seeds its font-name suffixes with a constant, writes no /ID, and
 * nothing here reads the time or a random source. Tests and stored hashes rely on it.
 *
 * The words are the caller's (message catalogs); this module draws what it is given.
 */
import type { Font } from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fontFiles, sharedFontkit, type FontChain } from './fonts.js';

export type PdfLanguage = 'en' | 'ko';

export interface PdfMetadata {
  title: string;
  /** The firm's name, usually. */
  author?: string;
  subject?: string;
  keywords?: string[];
  /** The document's language (the /Lang entry screen readers use). */
  language: PdfLanguage;
  /** Creation and modification date: from ctx.clock, never the wall clock, so hashes are stable. */
  createdAt: Date;
}

/** A table cell: text, or text with emphasis. */
export type PdfCell = string | { text: string; bold?: boolean };

export interface PdfColumn {
  header: string;
  /** A share of the text width; the shares of a table are scaled to fill it. */
  width: number;
  align?: 'left' | 'right';
}

export type PdfBlock =
  | { type: 'heading'; text: string; level?: 1 | 2 | 3 }
  | { type: 'paragraph'; text: string; size?: number; bold?: boolean; align?: 'left' | 'center' | 'right'; muted?: boolean }
  | { type: 'table'; columns: PdfColumn[]; rows: PdfCell[][] }
  /** Label/value pairs in two columns (an address block, totals); a value may wrap. */
  | { type: 'fields'; rows: Array<[label: string, value: string]>; labelWidth?: number; align?: 'left' | 'right' }
  | { type: 'space'; height?: number }
  | { type: 'rule' }
  | { type: 'pageBreak' };

export interface PdfLayout {
  metadata: PdfMetadata;
  blocks: PdfBlock[];
  /** The footer line of page `page` of `pages`, in the caller's words (a catalog message); none when absent. */
  footer?: (page: number, pages: number) => string;
}

// A4 in points, margins of 20 mm.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56.7;
const FOOTER_Y = 28;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10;
const LINE_FACTOR = 1.45;
const CELL_PADDING = 4;
const HEADING_SIZES = { 1: 18, 2: 14, 3: 12 } as const;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const LINE = rgb(0.78, 0.78, 0.8);

/**
 * A weight's embedded fonts: each run of text is drawn with the first font that has its glyphs
 * (Nanum Barun Gothic, else DejaVu Sans), so "Müller 님" is two runs in two fonts.
 */
class Face {
  constructor(
    private readonly fonts: PDFFont[],
    private readonly kits: Font[],
  ) {}

  /**
   * The font for a character: Nanum first, but for accented Latin, Greek and Cyrillic
   * (U+00A0-U+052F) DejaVu first, since Nanum's glyphs there are the wide ones of the Korean
   * standard set (KS X 1001), which leave gaps inside a European name.
   */
  private fontFor(code: number): number {
    const order = code >= 0xa0 && code <= 0x52f ? [1, 0] : [0, 1];
    return order.find((index) => this.kits[index]?.hasGlyphForCodePoint(code)) ?? 0;
  }

  /** The text cut into runs of one font each; a character no font has stays with the first (drawn as its blank glyph). */
  runs(text: string): Array<{ font: PDFFont; text: string }> {
    const runs: Array<{ font: PDFFont; text: string }> = [];
    let current = 0;
    let run = '';
    for (const char of text) {
      const code = char.codePointAt(0)!;
      // A space goes with the run it is in: every font has one, and fewer runs draw faster.
      const index = code === 0x20 ? current : this.fontFor(code);
      if (index !== current && run !== '') {
        runs.push({ font: this.fonts[current]!, text: run });
        run = '';
      }
      current = index;
      run += char;
    }
    if (run !== '') runs.push({ font: this.fonts[current]!, text: run });
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB): void {
    let left = x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x: left, y, font: run.font, size, color });
      left += run.font.widthOfTextAtSize(run.text, size);
    }
  }
}

interface Fonts {
  regular: Face;
  bold: Face;
}

/**
 * Text as it can be drawn: control characters (tabs, CR, NUL...) become spaces, since a font has
 * no glyph for them and pdf-lib would draw a box; line feeds are kept for the caller to split on.
 */
function drawable(text: string): string {
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, ' ');
}

/**
 * Splits `text` into lines no wider than `width` as `measure` measures them: at spaces, and inside
 * a word only when the word alone is too wide.
 */
export function wrapText(text: string, measure: (text: string) => number, width: number): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  for (const paragraph of drawable(text).split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      // Widths add up word by word (kerning across a space is nil in these fonts), so a paragraph
      // is measured once, not once per word for the whole line so far.
      const wordWidth = measure(word);
      const candidateWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      if (candidateWidth <= width) {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = candidateWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      // The word opens the next line; one wider than the line (a long number, an unbroken Korean phrase): broken by characters.
      let part = '';
      for (const char of word) {
        if (part !== '' && measure(part + char) > width) {
          lines.push(part);
          part = '';
        }
        part += char;
      }
      line = part;
      lineWidth = measure(part);
    }
    lines.push(line);
  }
  return lines;
}

/** Lays blocks onto pages, opening a new page when the next piece does not fit. */
class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN && this.y < PAGE_HEIGHT - MARGIN) this.newPage();
  }

  private text(text: string, x: number, baseline: number, face: Face, size: number, color: RGB): void {
    if (text !== '') face.draw(this.page, text, x, baseline, size, color);
  }

  lines(text: string, options: { size: number; bold: boolean; align: 'left' | 'center' | 'right'; color: RGB; spaceAfter: number }): void {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const height = options.size * LINE_FACTOR;
    for (const line of wrapText(text, (part) => font.width(part, options.size), TEXT_WIDTH)) {
      this.ensure(height);
      const width = font.width(line, options.size);
      const x = options.align === 'left' ? MARGIN : options.align === 'right' ? MARGIN + TEXT_WIDTH - width : MARGIN + (TEXT_WIDTH - width) / 2;
      this.text(line, x, this.y - options.size, font, options.size, options.color);
      this.y -= height;
    }
    this.y -= options.spaceAfter;
  }

  space(height: number): void {
    this.y -= height;
    if (this.y < MARGIN) this.newPage();
  }

  rule(): void {
    this.ensure(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 4 }, end: { x: MARGIN + TEXT_WIDTH, y: this.y - 4 }, thickness: 0.6, color: LINE });
    this.y -= 8;
  }

  /** Rows of cells with wrapped text; a row never splits across pages, and the header repeats on each page. */
  table(columns: PdfColumn[], rows: PdfCell[][], options: { header: boolean; lines: boolean }): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0) || 1;
    const widths = columns.map((column) => (column.width / total) * TEXT_WIDTH);
    const lefts = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
    const lineHeight = BODY_SIZE * LINE_FACTOR;
    const layout = (cells: PdfCell[], bold: boolean) => {
      const wrapped = columns.map((_, index) => {
        const cell = cells[index] ?? '';
        const text = typeof cell === 'string' ? cell : cell.text;
        const font = bold || (typeof cell !== 'string' && cell.bold) ? this.fonts.bold : this.fonts.regular;
        return { font, lines: wrapText(text, (part) => font.width(part, BODY_SIZE), Math.max(widths[index]! - 2 * CELL_PADDING, BODY_SIZE)) };
      });
      const height = Math.max(...wrapped.map((cell) => cell.lines.length)) * lineHeight + 2 * CELL_PADDING;
      return { wrapped, height };
    };
    const draw = (row: ReturnType<typeof layout>, underline: boolean) => {
      row.wrapped.forEach((cell, index) => {
        cell.lines.forEach((line, lineIndex) => {
          const width = cell.font.width(line, BODY_SIZE);
          const x = columns[index]!.align === 'right' ? lefts[index]! + widths[index]! - CELL_PADDING - width : lefts[index]! + CELL_PADDING;
          this.text(line, x, this.y - CELL_PADDING - BODY_SIZE - lineIndex * lineHeight, cell.font, BODY_SIZE, INK);
        });
      });
      this.y -= row.height;
      if (underline) {
        this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + TEXT_WIDTH, y: this.y }, thickness: 0.5, color: LINE });
      }
    };
    const header = options.header ? layout(columns.map((column) => column.header), true) : null;
    if (header) {
      this.ensure(header.height + (rows[0] ? layout(rows[0], false).height : 0));
      draw(header, true);
    }
    for (const cells of rows) {
      const row = layout(cells, false);
      if (this.y - row.height < MARGIN) {
        this.newPage();
        if (header) draw(header, true);
      }
      draw(row, options.lines);
    }
    this.y -= BODY_SIZE * 0.6;
  }
}

function write(writer: Writer, block: PdfBlock): void {
  switch (block.type) {
    case 'heading': {
      const size = HEADING_SIZES[block.level ?? 1];
      writer.lines(block.text, { size, bold: true, align: 'left', color: INK, spaceAfter: size * 0.4 });
      return;
    }
    case 'paragraph':
      writer.lines(block.text, {
        size: block.size ?? BODY_SIZE,
        bold: block.bold ?? false,
        align: block.align ?? 'left',
        color: block.muted ? MUTED : INK,
        spaceAfter: (block.size ?? BODY_SIZE) * 0.6,
      });
      return;
    case 'table':
      writer.table(block.columns, block.rows, { header: true, lines: true });
      return;
    case 'fields': {
      const label = block.labelWidth ?? 0.3;
      const columns: PdfColumn[] = [
        { header: '', width: label },
        { header: '', width: 1 - label, align: block.align ?? 'left' },
      ];
      writer.table(columns, block.rows.map(([name, value]) => [{ text: name, bold: true }, value]), { header: false, lines: false });
      return;
    }
    case 'space':
      writer.space(block.height ?? BODY_SIZE);
      return;
    case 'rule':
      writer.rule();
      return;
    case 'pageBreak':
      writer.newPage();
      return;
  }
}

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(sharedFontkit);
  const files = fontFiles();
  // subset: only the glyphs used are embedded (a letter is tens of KB instead of 4 MB a font).
  const face = async (chain: FontChain) =>
    new Face(
      await Promise.all(chain.files.map((file, index) => doc.embedFont(file, { subset: true, customName: chain.names[index]! }))),
      chain.files.map((file) => sharedFontkit.create(file)),
    );
  return { regular: await face(files.regular), bold: await face(files.bold) };
}

function setMetadata(doc: PDFDocument, metadata: PdfMetadata): void {
  doc.setTitle(metadata.title, { showInWindowTitleBar: true });
  if (metadata.author !== undefined) doc.setAuthor(metadata.author);
  if (metadata.subject !== undefined) doc.setSubject(metadata.subject);
  if (metadata.keywords !== undefined) doc.setKeywords(metadata.keywords);
  doc.setLanguage(metadata.language);
  doc.setCreator('taxdesk');
  doc.setProducer('taxdesk (pdf-lib)');
  doc.setCreationDate(metadata.createdAt);
  doc.setModificationDate(metadata.createdAt);
}

function drawFooters(doc: PDFDocument, fonts: Fonts, footer: PdfLayout['footer'], firstPage: number): void {
  if (!footer) return;
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index < firstPage) return;
    const text = drawable(footer(index + 1, pages.length));
    const size = 8;
    fonts.regular.draw(page, text, (PAGE_WIDTH - fonts.regular.width(text, size)) / 2, FOOTER_Y, size, MUTED);
  });
}

/** A new PDF of the blocks: A4, the fonts embedded and subset, the footer on every page. */
export async function renderPdf(layout: PdfLayout): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);
  setMetadata(doc, layout.metadata);
  const writer = new Writer(doc, fonts);
  for (const block of layout.blocks) write(writer, block);
  drawFooters(doc, fonts, layout.footer, 0);
  return doc.save({ useObjectStreams: true });
}

/**
 * An existing PDF with the blocks laid on new pages after its own (a signature's certificate
 * page after a letter). The original pages are kept as they are; the metadata is replaced, and
 * the footer is drawn on the new pages only, counting every page.
 */
export async function appendPdfPages(original: Uint8Array, layout: PdfLayout): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const fonts = await embedFonts(doc);
  setMetadata(doc, layout.metadata);
  const firstNew = doc.getPageCount();
  const writer = new Writer(doc, fonts);
  for (const block of layout.blocks) write(writer, block);
  drawFooters(doc, fonts, layout.footer, firstNew);
  return doc.save({ useObjectStreams: true });
}
