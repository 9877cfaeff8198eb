import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { appendPdfPages, renderPdf, wrapText, type PdfLayout } from './index.js';

/** poppler's pdftotext (Debian poppler-utils, installed by .ci/run): what a reader extracts is what we drew. */
function pdftotext(bytes: Uint8Array): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && process.env.CI !== 'true') return null;
    throw error;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const squeeze = (text: string) => text.replace(/\s+/g, '');
const AT = new Date('2027-01-15T09:30:00Z');

/** A two-page engagement letter in Korean with English names, a table and numbered pages. */
function letter(createdAt = AT): PdfLayout {
  const paragraph =
    '본 계약은 세무 대리 업무의 범위, 수수료 및 책임에 관하여 정합니다. The firm prepares and files the annual income tax return ' +
    '(종합소득세 신고) on the basis of the documents the client provides, and keeps them confidential. ';
  return {
    metadata: { title: '업무 위임 계약서 Engagement letter', author: '한빛 세무회계 Hanbit Tax', language: 'ko', createdAt },
    footer: (page, pages) => `${page} / ${pages} 쪽`,
    blocks: [
      { type: 'heading', text: '업무 위임 계약서' },
      { type: 'paragraph', text: '홍길동 님 귀하 (Gildong Hong)', bold: true },
      { type: 'paragraph', text: 'cc: Jürgen Müller, Łódź; Ωmega Ирина' },
      { type: 'fields', rows: [['주소', '서울특별시 중구 세종대로 110'], ['Email', 'gildong@example.com']] },
      { type: 'rule' },
      ...Array.from({ length: 4 }, () => ({ type: 'paragraph' as const, text: paragraph.repeat(3) })),
      {
        type: 'table',
        columns: [
          { header: '항목 Item', width: 3 },
          { header: '금액 Amount', width: 1, align: 'right' },
        ],
        rows: [
          ['종합소득세 신고 대행', '₩300,000'],
          ['Bookkeeping, monthly', '₩150,000'],
          [{ text: '합계 Total', bold: true }, { text: '₩450,000', bold: true }],
        ],
      },
      { type: 'pageBreak' },
      { type: 'heading', text: 'Signatures 서명', level: 2 },
      { type: 'paragraph', text: 'Tabs\tand\rcontrol\u0000characters are drawn as spaces.', muted: true },
    ],
  };
}

test('a two-page Korean and English letter: text a reader extracts, numbered pages, the fonts subset and small', async () => {
  const bytes = await renderPdf(letter());
  const doc = await PDFDocument.load(bytes);
  assert.equal(doc.getPageCount(), 2);
  assert.equal(doc.getTitle(), '업무 위임 계약서 Engagement letter');
  assert.equal(doc.getCreationDate()?.toISOString(), AT.toISOString());
  // Subset: two fonts of 4.6 MB each become a few kilobytes of the glyphs used.
  assert.ok(bytes.length < 300_000, `${bytes.length} bytes`);
  const text = pdftotext(bytes);
  if (text === null) return;
  for (const expected of ['업무 위임 계약서', '홍길동 님 귀하', '서울특별시 중구 세종대로 110', '종합소득세 신고 대행', '₩450,000', '1 / 2 쪽', '2 / 2 쪽', 'Signatures 서명', 'Tabs and control characters', 'Jürgen Müller, Łódź; Ωmega Ирина']) {
    // pdftotext -layout guesses spaces from positions: compared without them.
    assert.ok(squeeze(text).includes(squeeze(expected)), `"${expected}" is in the extracted text`);
  }
});

test('the same input and time give the same bytes; another time gives other bytes', async () => {
  const [first, second, later] = await Promise.all([renderPdf(letter()), renderPdf(letter()), renderPdf(letter(new Date('2027-01-15T09:30:01Z')))]);
  assert.equal(sha256(first), sha256(second));
  assert.notEqual(sha256(first), sha256(later));
});

test('a table longer than a page continues on the next with its header again', async () => {
  const rows = Array.from({ length: 120 }, (_, index) => [`Line ${index + 1} 항목`, `${index + 1}`]);
  const bytes = await renderPdf({
    metadata: { title: 'Long table', language: 'en', createdAt: AT },
    blocks: [{ type: 'table', columns: [{ header: 'Description', width: 3 }, { header: 'Qty', width: 1, align: 'right' }], rows }],
  });
  const doc = await PDFDocument.load(bytes);
  assert.ok(doc.getPageCount() >= 3, `${doc.getPageCount()} pages`);
  const text = pdftotext(bytes);
  if (text === null) return;
  assert.equal(text.match(/Description/g)?.length, doc.getPageCount());
  assert.ok(text.includes('Line 120 항목'));
});

test('appendPdfPages keeps the original pages and adds the new ones, numbered from the whole', async () => {
  const original = await PDFDocument.create();
  const font = await original.embedFont(StandardFonts.Helvetica);
  original.addPage().drawText('Original page', { x: 50, y: 700, font, size: 12 });
  const bytes = await appendPdfPages(await original.save(), {
    metadata: { title: 'Signed', language: 'en', createdAt: AT },
    footer: (page, pages) => `Page ${page} of ${pages}`,
    blocks: [{ type: 'heading', text: 'Certificate 인증서' }],
  });
  const doc = await PDFDocument.load(bytes);
  assert.equal(doc.getPageCount(), 2);
  const text = pdftotext(bytes);
  if (text === null) return;
  assert.ok(text.includes('Original page'));
  assert.ok(text.includes('Certificate 인증서'));
  assert.ok(text.includes('Page 2 of 2'));
  assert.ok(!text.includes('Page 1 of 2'), 'the original page gets no footer');
});

test('wrapText breaks at spaces, and inside a word only when the word alone is too wide', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const measure = (text: string) => font.widthOfTextAtSize(text, 10);
  assert.deepEqual(wrapText('one two three', measure, measure('one two')), ['one two', 'three']);
  const long = wrapText('x'.repeat(200), measure, 100);
  assert.ok(long.length > 1);
  for (const line of long) assert.ok(measure(line) <= 100);
  assert.equal(long.join(''), 'x'.repeat(200));
  assert.deepEqual(wrapText('first\nsecond', measure, 500), ['first', 'second']);
});
