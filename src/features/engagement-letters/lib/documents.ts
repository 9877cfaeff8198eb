/**
 * A letter's PDFs: the letter laid out from its Markdown, the certificate page of a signature
 * appended to the PDF as sent, and reading the stored PDF back with its hash checked.
 */
import { PDFDocument } from 'pdf-lib';
import type { ServiceContext } from '../../../shared/context.js';
import { AppError } from '../../../shared/errors.js';
import { formatDateTime, hasMessage, t, type Locale } from '../../../shared/i18n/index.js';
import { appendPdfPages, renderPdf, type PdfBlock } from '../../../shared/pdf/index.js';
import { DocumentCorruptedError, DocumentMissingError, type StoredDocumentContent } from '../../../shared/storage/document-vault.js';
import { letterBlocks } from './layout.js';

const footer = (language: Locale) => (page: number, pages: number) => t(language, 'common.letter.page', { page, pages });

/** The letter as sent: its Markdown laid out on A4 pages, dated by the injected clock (same input, same bytes). */
export async function renderLetterPdf(markdown: string, meta: { language: Locale; firm: string; subject: string; at: Date; contractId: number }): Promise<Uint8Array> {
  return renderPdf({
    metadata: { title: t(meta.language, 'common.letter.title'), author: meta.firm, subject: meta.subject, keywords: [contractKeyword(meta.contractId)], language: meta.language, createdAt: meta.at },
    footer: footer(meta.language),
    blocks: letterBlocks(markdown),
  });
}

/** What a certificate page states about a signature. */
export interface CertificateFacts {
  language: Locale;
  firm: string;
  timeZone: string;
  letterId: number;
  contract: string;
  signerName: string;
  signedAt: Date;
  signedInAt: Date;
  method: string | null;
  ip: string | null;
  userAgent: string | null;
  consentText: string;
  originalSha256: string;
}

/** A sign-in method as the reader's words ("a link mailed to the client"), else the code. */
function methodLabel(language: Locale, method: string | null): string {
  if (method === null) return '-';
  const key = `common.letter.method.${method}`;
  return hasMessage(key) ? t(language, key) : method;
}

export function certificateBlocks(facts: CertificateFacts): PdfBlock[] {
  const l = facts.language;
  const at = (date: Date) => `${formatDateTime(l, facts.timeZone, date, 'long')} (${facts.timeZone})`;
  return [
    { type: 'heading', text: t(l, 'common.letter.certificate.title'), level: 1 },
    { type: 'paragraph', text: t(l, 'common.letter.certificate.intro', { firm: facts.firm }) },
    { type: 'space', height: 6 },
    {
      type: 'fields',
      labelWidth: 0.32,
      rows: [
        [t(l, 'common.letter.certificate.letter'), `#${facts.letterId} · ${facts.contract}`],
        [t(l, 'common.letter.certificate.signer'), facts.signerName],
        [t(l, 'common.letter.certificate.signedAtUtc'), facts.signedAt.toISOString()],
        [t(l, 'common.letter.certificate.signedAtLocal'), at(facts.signedAt)],
        [t(l, 'common.letter.certificate.method'), methodLabel(l, facts.method)],
        [t(l, 'common.letter.certificate.signedInAt'), facts.signedInAt.toISOString()],
        [t(l, 'common.letter.certificate.ip'), facts.ip ?? '-'],
        [t(l, 'common.letter.certificate.userAgent'), facts.userAgent ?? '-'],
        [t(l, 'common.letter.certificate.originalSha256'), facts.originalSha256],
      ],
    },
    { type: 'space', height: 6 },
    { type: 'heading', text: t(l, 'common.letter.certificate.consent'), level: 3 },
    { type: 'paragraph', text: facts.consentText },
    { type: 'space', height: 6 },
    { type: 'paragraph', text: t(l, 'common.letter.certificate.hashes'), muted: true, size: 8 },
  ];
}

/** The PDF as sent with its certificate page after it (the original pages untouched). */
export async function signedLetterPdf(original: Uint8Array, facts: CertificateFacts): Promise<Uint8Array> {
  return appendPdfPages(original, {
    metadata: { title: t(facts.language, 'common.letter.title'), author: facts.firm, subject: facts.contract, language: facts.language, createdAt: facts.signedAt },
    footer: footer(facts.language),
    blocks: certificateBlocks(facts),
  });
}

/**
 * The stored bytes of a document, read whole through the vault; null when they are missing or
 * changed (the vault's error is logged: the operator's alert), so the caller can refuse what
 * depends on them. Not hashed again here: a whole read through the vault checks every byte before
 * the stream ends (per-segment sums in the clear, or the whole-file hash for a file stored before
 * them, against the blob key that is the row's sha256; AES-GCM per segment when encrypted, the
 * end included) and fails the stream with DocumentCorruptedError otherwise (letters.test.ts, "a
 * flipped byte", on each of the three).
 */
export async function readStoredPdf(ctx: ServiceContext, content: StoredDocumentContent): Promise<Buffer | null> {
  try {
    const { stream } = await ctx.documents.open(content);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof DocumentCorruptedError || error instanceof DocumentMissingError) {
      ctx.log.error({ err: error, blobKey: content.blobKey }, 'an engagement letter’s stored PDF is damaged or missing');
      return null;
    }
    throw error;
  }
}

/** The keyword that names a letter's contract in its PDF's metadata, so a changed copy still says what it claims to be. */
export const contractKeyword = (contractId: number) => `taxdesk-contract:${contractId}`;

/** The contract a PDF's metadata names, or null when it names none or cannot be read (truncated, not a PDF). */
export async function contractOfPdf(bytes: Uint8Array): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: false });
    const match = /taxdesk-contract:(\d{1,10})/.exec(doc.getKeywords() ?? '');
    const id = match ? Number(match[1]) : NaN;
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
  } catch {
    return null;
  }
}

/** A PDF that is no letter as sent or signed (422): `claimedLetter` names the one its metadata claims, if any. */
export class DocumentNotVerifiedError extends AppError {
  readonly status = 422;
  constructor(extensions: { sha256: string; size: number; claimedLetter: unknown }) {
    super('The document is not an engagement letter as sent or signed: its bytes match none.', 'document_not_verified', extensions);
  }
}
