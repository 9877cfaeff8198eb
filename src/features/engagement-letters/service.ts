/** Engagement letters' rules and transactions (issue 34): templates, previews, letters. */
import { sha256 as sha256Hex } from '../../shared/storage/meter.js';
import type { Static } from 'typebox';
import { mapViolations } from '../../db/errors.js';
import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { storeGeneratedDocument } from '../../shared/documents/generated.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { t } from '../../shared/i18n/index.js';
import { loadBrand, renderMail } from '../../shared/mail/template.js';
import type { PortalContext } from '../../shared/portal/context.js';
import type { Locale } from '../../shared/i18n/locales.js';
import type { Page } from '../../shared/paging.js';
import { contractOfPdf, DocumentNotVerifiedError, readStoredPdf, renderLetterPdf, signedLetterPdf } from './lib/documents.js';
import { letterFields, letterHtml, letterLanguage } from './lib/letter.js';
import { signWithFirmCertificate } from './lib/pades.js';
import { mergeTemplate, SAMPLE_FIELDS, TemplateError } from './lib/merge.js';
import * as repo from './repository.js';
import type { LetterRecord, LetterSource, TemplateInput, TemplateRecord } from './repository.js';
import type { CreateTemplateRequest, PreviewRequest, UpdateTemplateRequest } from './schemas.js';

const TEMPLATE = 'engagement_letter_template';

/** The stored fields of a request, after the rules: at least one body, and every body renders. */
function templateInput(body: Static<typeof CreateTemplateRequest>): TemplateInput {
  const bodies = { en: body.bodies.en ?? null, ko: body.bodies.ko ?? null };
  if (bodies.en === null && bodies.ko === null) throw ValidationError.field('bodies', 'needs a body in at least one language', 'invalid_template');
  const errors: Record<string, string[]> = {};
  for (const [language, text] of Object.entries(bodies)) {
    if (text === null) continue;
    try {
      mergeTemplate(text, SAMPLE_FIELDS);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      errors[`bodies.${language}`] = [error.message];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'A template body cannot be rendered.', 'invalid_template');
  return { name: body.name, bodies };
}

function nameTaken(ctx: ServiceContext, input: TemplateInput) {
  return async () =>
    new ConflictError(`A template named ${input.name} exists.`, 'name_taken', {
      existingTemplateId: await repo.templateIdWithName(ctx.db, input.name),
      errors: { name: ['is already used by another template'] },
    });
}

export async function createTemplate(ctx: ServiceContext, body: Static<typeof CreateTemplateRequest>): Promise<TemplateRecord> {
  const input = templateInput(body);
  const now = nowIso(ctx);
  return mapViolations(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const id = await repo.insertTemplate(trx, input, now);
        const template = (await repo.findTemplate(trx, id))!;
        await recordAudit(trx, ctx.actor, { at: now, operation: `${TEMPLATE}.create`, recordType: TEMPLATE, recordId: id, changes: changedFields(null, flat(template)) });
        return template;
      }),
    { unique: nameTaken(ctx, input) },
  );
}

export async function updateTemplate(ctx: ServiceContext, id: number, body: Static<typeof UpdateTemplateRequest>): Promise<TemplateRecord> {
  const input = templateInput(body);
  const now = nowIso(ctx);
  return mapViolations(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const before = await repo.findTemplate(trx, id);
        if (!before) throw new NotFoundError('Template', id);
        await repo.updateTemplate(trx, id, input, now);
        const after = (await repo.findTemplate(trx, id))!;
        await recordAudit(trx, ctx.actor, { at: now, operation: `${TEMPLATE}.update`, recordType: TEMPLATE, recordId: id, changes: changedFields(flat(before), flat(after)) });
        return after;
      }),
    { unique: nameTaken(ctx, input) },
  );
}

export async function deleteTemplate(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.findTemplate(trx, id);
    if (!before || !(await repo.deleteTemplate(trx, id))) throw new NotFoundError('Template', id);
    await recordAudit(trx, ctx.actor, { at: now, operation: `${TEMPLATE}.delete`, recordType: TEMPLATE, recordId: id, changes: changedFields(flat(before), null) });
  });
}

export async function getTemplate(ctx: ServiceContext, id: number): Promise<TemplateRecord> {
  const template = await repo.findTemplate(ctx.db, id);
  if (!template) throw new NotFoundError('Template', id);
  return template;
}

export async function listTemplates(ctx: ServiceContext, filter: Parameters<typeof repo.listTemplatePage>[2]): Promise<Page<TemplateRecord>> {
  return repo.listTemplatePage(ctx.db, ctx.dialect, filter);
}

/**
 * A template rendered for a contract, in the language asked for (else the client's, else the
 * firm's): what the letter would say if it were sent now. It reads the client's details, so it
 * is audited on the contract (engagement_letter_template.preview), like every other read of a
 * client's affairs that leaves the firm's screens.
 */
export async function previewTemplate(ctx: ServiceContext, id: number, body: Static<typeof PreviewRequest>) {
  const template = await getTemplate(ctx, id);
  const source = await repo.findLetterSource(ctx.db, body.contractId);
  if (!source) throw ValidationError.field('contractId', 'names no contract (or a deleted one)', 'contract_not_found');
  const wanted: Locale = body.language ?? source.clientLocale ?? ctx.config.defaultLocale;
  const { language, text } = letterLanguage(template, wanted, ctx.config.defaultLocale);
  const fields = await letterFields(ctx, source, language);
  const markdown = mergeTemplate(text, fields);
  await recordAudit(ctx.db, ctx.actor, {
    at: nowIso(ctx),
    operation: `${TEMPLATE}.preview`,
    recordType: 'contract',
    recordId: source.contractId,
    changes: { templateId: { before: null, after: id } },
  });
  return { templateId: id, contractId: source.contractId, language, markdown, html: letterHtml(markdown) };
}

/** A template as audited fields (one per language's body). */
function flat(template: TemplateRecord) {
  return { name: template.name, bodyEn: template.bodies.en, bodyKo: template.bodies.ko };
}

// Letters (issue 34.2-4).

const LETTER = 'engagement_letter';
/** A signature needs a portal session started this recently (link, code or passkey). */
export const SIGN_IN_FRESH_MS = 15 * 60_000;

/** A letter as staff read it: status, every time, the signer's evidence and the documents. */
export function staffLetterView(letter: LetterRecord) {
  return {
    id: letter.id,
    contractId: letter.contractId,
    clientId: letter.clientId,
    templateId: letter.templateId,
    language: letter.language as Locale,
    status: letter.status,
    documentId: letter.documentId,
    originalSha256: letter.originalSha256,
    signedDocumentId: letter.signedDocumentId,
    signedSha256: letter.signedSha256,
    sentAt: letter.sentAt,
    sentBy: letter.sentBy,
    resentAt: letter.resentAt,
    viewedAt: letter.viewedAt,
    signedAt: letter.signedAt,
    declinedAt: letter.declinedAt,
    declineReason: letter.declineReason,
    withdrawnAt: letter.withdrawnAt,
    withdrawnBy: letter.withdrawnBy,
    remindersSent: letter.remindersSent,
    lastReminderAt: letter.lastReminderAt,
    signer:
      letter.signerName === null
        ? null
        : {
            name: letter.signerName,
            ip: letter.signerIp,
            userAgent: letter.signerUserAgent,
            method: letter.signerMethod,
            signedInAt: letter.signerSignedInAt,
            consentText: letter.consentText,
          },
  };
}

/** The letter mail to the client, in the letter's language. */
async function letterMail(ctx: ServiceContext, trx: Parameters<typeof recordAudit>[0], source: LetterSource, language: Locale): Promise<void> {
  if (!source.clientEmail) return;
  const brand = await loadBrand(trx, ctx.config);
  await ctx.mailer.send(
    renderMail(brand, {
      to: source.clientEmail,
      subject: t(language, 'mail.letter.subject', { firm: brand.siteName }),
      blocks: [
        { kind: 'paragraph', text: t(language, 'mail.letter.intro', { firm: brand.siteName, title: source.title }) },
        { kind: 'link', label: t(language, 'mail.letter.link'), url: ctx.config.portalUrl },
      ],
    }),
    trx,
  );
}

/** The contract's open letter, or the conflict that says why there is none to act on. */
function requireOpen(letter: LetterRecord | null, contractId: number): LetterRecord {
  if (!letter || letter.status === 'withdrawn') throw new NotFoundError('Engagement letter', contractId);
  if (letter.status === 'signed') throw new ConflictError('The letter is signed.', 'letter_already_signed', { letterId: letter.id });
  if (letter.status === 'declined') throw new ConflictError('The letter was declined.', 'letter_not_open', { letterId: letter.id });
  return letter;
}

/**
 * Sends a contract's letter: the template merged in the client's language, laid out as a PDF,
 * stored as a document the client sees, recorded with its SHA-256, and mailed to the client, in
 * one transaction with its audit entry. One open letter per contract (409 letter_already_open);
 * a signed contract's letter is final (409 letter_already_signed).
 */
export async function sendLetter(ctx: ServiceContext, contractId: number, body: { templateId: number; language?: Locale }) {
  const source = await repo.findLetterSource(ctx.db, contractId);
  if (!source) throw new NotFoundError('Contract', contractId);
  if (!source.clientEmail) throw new ValidationError({}, 'The client has no email address to send the letter to.', 'client_without_email');
  const template = await repo.findTemplate(ctx.db, body.templateId);
  if (!template) throw ValidationError.field('templateId', 'names no template', 'template_not_found');
  const latest = await repo.findLatestLetter(ctx.db, contractId);
  refuseWhileOpenOrSigned(latest);

  const at = ctx.clock.now();
  const now = at.toISOString();
  const { language, text } = letterLanguage(template, body.language ?? source.clientLocale ?? ctx.config.defaultLocale, ctx.config.defaultLocale);
  const fields = await letterFields(ctx, source, language);
  const markdown = mergeTemplate(text, fields);
  const pdf = await renderLetterPdf(markdown, { language, firm: fields.firm.name, subject: source.title, at, contractId });
  const originalSha256 = sha256Hex(pdf);
  const fileName = `${t(language, 'common.letter.title')} ${source.contractNumber ?? source.title}.pdf`;

  const id = await mapViolations(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const document = await storeGeneratedDocument(ctx, trx, {
          clientId: source.clientId,
          fileName,
          mediaType: 'application/pdf',
          bytes: Buffer.from(pdf),
          visibleToClient: true,
          origin: 'engagement_letter',
        });
        const letterId = await repo.insertLetter(
          trx,
          { contractId, clientId: source.clientId, templateId: template.id, language, documentId: document.id, originalSha256, sentBy: ctx.actor.userId },
          now,
        );
        await letterMail(ctx, trx, source, language);
        await recordAudit(trx, ctx.actor, {
          at: now,
          operation: `${LETTER}.send`,
          recordType: 'contract',
          recordId: contractId,
          changes: { letterId: { before: null, after: letterId }, templateId: { before: null, after: template.id }, documentId: { before: null, after: document.id }, originalSha256: { before: null, after: originalSha256 } },
        });
        return letterId;
      }),
    // Two staff members sending at once: the partial unique index lets one letter open.
    { unique: async () => new ConflictError('The contract has a letter waiting for signature.', 'letter_already_open', { letterId: (await repo.findLatestLetter(ctx.db, contractId))?.id ?? null }) },
  );
  ctx.mailer.deliverSoon();
  return staffLetterView((await repo.findLetter(ctx.db, id))!);
}

function refuseWhileOpenOrSigned(latest: LetterRecord | null): void {
  if (latest?.status === 'sent' || latest?.status === 'viewed') throw new ConflictError('The contract has a letter waiting for signature.', 'letter_already_open', { letterId: latest.id });
  if (latest?.status === 'signed') throw new ConflictError('The contract’s letter is signed.', 'letter_already_signed', { letterId: latest.id });
}

/** Mails the open letter to the client again (the same PDF); audited. */
export async function resendLetter(ctx: ServiceContext, contractId: number) {
  const source = await repo.findLetterSource(ctx.db, contractId);
  if (!source) throw new NotFoundError('Contract', contractId);
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const letter = requireOpen(await repo.findLatestLetter(trx, contractId), contractId);
    if (!(await repo.markLetterResent(trx, letter.id, now))) throw new ConflictError('The letter is not waiting for signature.', 'letter_not_open', { letterId: letter.id });
    await letterMail(ctx, trx, source, letter.language as Locale);
    await recordAudit(trx, ctx.actor, { at: now, operation: `${LETTER}.resend`, recordType: 'contract', recordId: contractId, changes: { letterId: { before: letter.id, after: letter.id } } });
  });
  ctx.mailer.deliverSoon();
  return getLetter(ctx, contractId);
}

/** Withdraws the open letter: the client can no longer sign it; audited. The PDF stays among the client's documents (they were mailed about it). */
export async function withdrawLetter(ctx: ServiceContext, contractId: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.findLetterSource(trx, contractId))) throw new NotFoundError('Contract', contractId);
    const letter = requireOpen(await repo.findLatestLetter(trx, contractId), contractId);
    if (!(await repo.withdrawLetter(trx, letter.id, ctx.actor.userId, now))) throw new ConflictError('The letter is not waiting for signature.', 'letter_not_open', { letterId: letter.id });
    await recordAudit(trx, ctx.actor, { at: now, operation: `${LETTER}.withdraw`, recordType: 'contract', recordId: contractId, changes: { status: { before: letter.status, after: 'withdrawn' } } });
  });
}

/** The contract's newest letter with its evidence (404 when none was sent, or the contract is deleted). */
export async function getLetter(ctx: ServiceContext, contractId: number) {
  if (!(await repo.findLetterSource(ctx.db, contractId))) throw new NotFoundError('Contract', contractId);
  const letter = await repo.findLatestLetter(ctx.db, contractId);
  if (!letter) throw new NotFoundError('Engagement letter', contractId);
  return staffLetterView(letter);
}

// The client's side, in the portal (issue 34.3). Every read and write is scoped to the signed-in
// client: another client's contract, a deleted one and a withdrawn letter are all 404.

async function clientLetter(ctx: PortalContext, contractId: number): Promise<LetterRecord & { contractTitle: string }> {
  const letter = await repo.findClientLetter(ctx.db, ctx.clientId, contractId);
  if (!letter) throw new NotFoundError('Engagement letter', contractId);
  return letter;
}

/** What the client sees of a letter, with the consent text they are asked to agree to (the firm's words, in the letter's language). */
async function portalLetterView(ctx: PortalContext, letter: LetterRecord & { contractTitle: string }) {
  const language = letter.language as Locale;
  const brand = await loadBrand(ctx.db, ctx.config);
  return {
    contractId: letter.contractId,
    contractTitle: letter.contractTitle,
    status: letter.status,
    language,
    sentAt: letter.resentAt ?? letter.sentAt,
    viewedAt: letter.viewedAt,
    signedAt: letter.signedAt,
    declinedAt: letter.declinedAt,
    sha256: letter.originalSha256,
    signedSha256: letter.signedSha256,
    documentId: letter.documentId,
    signedDocumentId: letter.signedDocumentId,
    signerName: letter.signerName,
    consentText: letter.consentText ?? t(language, 'common.letter.consent', { firm: brand.siteName }),
  };
}

export async function readPortalLetter(ctx: PortalContext, contractId: number) {
  return portalLetterView(ctx, await clientLetter(ctx, contractId));
}

/**
 * The letter's PDF for the client (the signed one once signed): its first opening marks the
 * letter viewed; every opening is audited (engagement_letter.view), so staff know it was read.
 */
export async function openPortalLetterPdf(ctx: PortalContext, contractId: number): Promise<{ bytes: Buffer; sha256: string; fileName: string }> {
  const letter = await clientLetter(ctx, contractId);
  const documentId = letter.signedDocumentId ?? letter.documentId;
  const stored = documentId === null ? null : await repo.findDocumentContent(ctx.db, documentId);
  const bytes = stored ? await readStoredPdf(ctx, stored.content) : null;
  if (!stored || !bytes) throw new NotFoundError('Engagement letter', contractId);
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const first = await repo.markLetterViewed(trx, letter.id, now);
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: `${LETTER}.view`,
      recordType: 'contract',
      recordId: contractId,
      changes: first ? { status: { before: 'sent', after: 'viewed' } } : { documentId: { before: null, after: documentId } },
    });
  });
  const language = letter.language as Locale;
  return { bytes, sha256: stored.sha256, fileName: `${t(language, letter.signedDocumentId ? 'common.letter.titleSigned' : 'common.letter.title')}.pdf` };
}

/** The client's signature (issue 34.3-4): checked, then the signed PDF with its certificate page stored and recorded. */
export async function signPortalLetter(ctx: PortalContext, contractId: number, body: { fullName: string; consent: true; sha256: string }, userAgent: string | null) {
  const letter = requireOpen(await repo.findClientLetter(ctx.db, ctx.clientId, contractId), contractId);
  const fullName = body.fullName.trim().replace(/\s+/g, ' ');
  if (fullName === '') throw ValidationError.field('fullName', 'must not be empty');
  const at = ctx.clock.now();
  const now = at.toISOString();
  const signIn = await repo.findPortalSignIn(ctx.db, ctx.clientId, ctx.sessionId);
  if (!signIn || at.getTime() - new Date(signIn.signedInAt).getTime() > SIGN_IN_FRESH_MS) {
    throw new ForbiddenError('Signing needs a sign-in within the last 15 minutes.', 'recent_sign_in_required');
  }
  const changed = () => new ConflictError('The letter is not the one that was sent.', 'letter_changed', { letterId: letter.id });
  if (body.sha256.toLowerCase() !== letter.originalSha256) throw changed();
  const stored = letter.documentId === null ? null : await repo.findDocumentContent(ctx.db, letter.documentId);
  if (!stored || stored.sha256 !== letter.originalSha256) throw changed();
  const original = await readStoredPdf(ctx, stored.content);
  if (!original) throw changed();

  const language = letter.language as Locale;
  const brand = await loadBrand(ctx.db, ctx.config);
  const source = await repo.findLetterSource(ctx.db, contractId);
  if (!source) throw new NotFoundError('Engagement letter', contractId);
  const consentText = t(language, 'common.letter.consent', { firm: brand.siteName });
  const signed = await signedLetterPdf(original, {
    language,
    firm: brand.siteName,
    timeZone: ctx.config.businessTimeZone,
    letterId: letter.id,
    contract: source.contractNumber ? `${source.title} (${source.contractNumber})` : source.title,
    signerName: fullName,
    signedAt: at,
    signedInAt: new Date(signIn.signedInAt),
    method: signIn.method,
    ip: ctx.actor.ip,
    userAgent,
    consentText,
    originalSha256: letter.originalSha256,
  });
  const certificate = ctx.config.signingCertificate;
  const final = certificate
    ? await signWithFirmCertificate(signed, certificate, {
        reason: t(language, 'common.letter.signatureReason', { name: fullName }),
        name: brand.siteName,
        contactInfo: brand.contactEmail ?? brand.siteUrl,
        location: brand.address ?? brand.siteUrl,
        at,
      })
    : signed;
  const signedSha256 = sha256Hex(final);

  await ctx.db.transaction().execute(async (trx) => {
    const document = await storeGeneratedDocument(ctx, trx, {
      clientId: ctx.clientId,
      fileName: `${t(language, 'common.letter.title')} ${source.contractNumber ?? source.title} (${fullName}).pdf`,
      mediaType: 'application/pdf',
      bytes: Buffer.from(final),
      visibleToClient: true,
      origin: 'engagement_letter',
    });
    const signature = {
      signerName: fullName,
      signerIp: ctx.actor.ip,
      signerUserAgent: userAgent,
      signerMethod: signIn.method,
      signerSignedInAt: signIn.signedInAt,
      consentText,
      signedDocumentId: document.id,
      signedSha256,
    };
    // A second signature sent at the same moment finds the letter signed here: 409, nothing stored.
    if (!(await repo.signLetter(trx, letter.id, signature, now))) throw new ConflictError('The letter is signed.', 'letter_already_signed', { letterId: letter.id });
    await countSignatureOnContract(ctx, trx, contractId, now);
    await recordAudit(trx, ctx.actor, { at: now, operation: `${LETTER}.consent`, recordType: 'contract', recordId: contractId, changes: { consentText: { before: null, after: consentText } } });
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: `${LETTER}.sign`,
      recordType: 'contract',
      recordId: contractId,
      changes: {
        status: { before: letter.status, after: 'signed' },
        signerName: { before: null, after: fullName },
        signerMethod: { before: null, after: signIn.method },
        originalSha256: { before: null, after: letter.originalSha256 },
        signedSha256: { before: null, after: signedSha256 },
        signedDocumentId: { before: null, after: document.id },
      },
    });
  });
  return readPortalLetter(ctx, contractId);
}

/**
 * A signed letter is a signed contract: the contract is signed at the signature's time (a date
 * staff recorded before, say a paper signature, stays) and a draft becomes active; a contract
 * staff already moved on (completed, terminated) keeps its status. The client is the actor of
 * this contract update in the audit trail, as of everything they do in the portal.
 */
async function countSignatureOnContract(ctx: PortalContext, trx: Parameters<typeof recordAudit>[0], contractId: number, now: string): Promise<void> {
  const before = await repo.lockContractSigning(trx, ctx.dialect, contractId);
  if (!before) return;
  const after: repo.ContractSigning = { signedAt: before.signedAt ?? now, status: before.status === 'draft' ? 'active' : before.status };
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return;
  await repo.setContractSigning(trx, contractId, after, now);
  await recordAudit(trx, ctx.actor, { at: now, operation: 'contract.update', recordType: 'contract', recordId: contractId, changes });
}

/** The client declines the letter with a reason (staff see it); audited. */
export async function declinePortalLetter(ctx: PortalContext, contractId: number, body: { reason: string }) {
  const letter = requireOpen(await repo.findClientLetter(ctx.db, ctx.clientId, contractId), contractId);
  const reason = body.reason.trim();
  if (reason === '') throw ValidationError.field('reason', 'must not be empty');
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.declineLetter(trx, letter.id, reason, now))) throw new ConflictError('The letter is not waiting for signature.', 'letter_not_open', { letterId: letter.id });
    await recordAudit(trx, ctx.actor, { at: now, operation: `${LETTER}.decline`, recordType: 'contract', recordId: contractId, changes: { status: { before: letter.status, after: 'declined' }, declineReason: { before: null, after: reason } } });
  });
  return readPortalLetter(ctx, contractId);
}

// Verification (issue 34.3): is this PDF a letter as sent or as signed, to the byte?

export const VERIFY_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Which letter a PDF is, and whether every byte matches: its SHA-256 is looked up among the
 * letters' hashes as sent and as signed (an exact match is the only "yes"). A PDF that matches none
 * is 422 `document_not_verified`, naming the letter it claims to be when its metadata still says so
 * (a changed or truncated copy of a real letter), so the answer says what was forged. Audited.
 */
export async function verifyDocument(ctx: ServiceContext, bytes: Buffer) {
  const sha256 = sha256Hex(bytes);
  const [letter] = await repo.findLettersByHash(ctx.db, sha256);
  await recordAudit(ctx.db, ctx.actor, {
    at: nowIso(ctx),
    operation: `${LETTER}.verify`,
    recordType: letter ? 'contract' : null,
    recordId: letter?.contractId ?? null,
    changes: { sha256: { before: null, after: sha256 }, matches: { before: null, after: letter !== undefined } },
  });
  if (letter) {
    return {
      matches: true,
      sha256,
      size: bytes.length,
      version: letter.signedSha256 === sha256 ? ('signed' as const) : ('original' as const),
      letter: staffLetterView(letter),
    };
  }
  const claimed = await claimedLetter(ctx, bytes);
  throw new DocumentNotVerifiedError({
    sha256,
    size: bytes.length,
    claimedLetter: claimed ? { id: claimed.id, contractId: claimed.contractId, originalSha256: claimed.originalSha256, signedSha256: claimed.signedSha256 } : null,
  });
}

/** The letter a PDF's metadata names (keywords `taxdesk-contract:<id>`), when it can still be read. */
async function claimedLetter(ctx: ServiceContext, bytes: Buffer): Promise<LetterRecord | null> {
  const contractId = await contractOfPdf(bytes);
  return contractId === null ? null : repo.findLatestLetter(ctx.db, contractId);
}

// Reminders (issue 34.5).

export type ReminderContext = Pick<ServiceContext, 'db' | 'clock' | 'config' | 'log' | 'mailer'>;

/**
 * Reminds clients of letters still unsigned LETTER_REMINDER_DAYS after they were sent (3 and 7 by
 * default), once per step, from DIGEST_HOUR on, in the letter's language; the last step also
 * mails the staff member who sent the letter. A letter late for several steps (the job did not
 * run) gets one reminder, the latest step's. Each is counted in the transaction that queues its
 * mail, so several instances never send one twice. Answers how many reminders were queued.
 */
export async function sendLetterReminders(ctx: ReminderContext): Promise<number> {
  const steps = ctx.config.letterReminderDays;
  const now = ctx.clock.now();
  if (steps.length === 0 || hourIn(ctx.config.businessTimeZone, now) < ctx.config.digestHour) return 0;
  const dayMs = 86_400_000;
  const candidates = await repo.listLettersToRemind(ctx.db, steps.length, new Date(now.getTime() - steps[0]! * dayMs).toISOString());
  if (candidates.length === 0) return 0;
  const brand = await loadBrand(ctx.db, ctx.config);
  let queued = 0;
  for (const letter of candidates) {
    const days = Math.floor((now.getTime() - Date.parse(letter.sentAt)) / dayMs);
    // The latest step reached; steps before it that were missed are not sent late.
    const reached = steps.filter((step) => step <= days).length;
    if (reached <= letter.remindersSent || !letter.clientEmail) continue;
    const language = letter.language as Locale;
    const done = await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.claimLetterReminder(trx, letter.id, letter.remindersSent, reached, now.toISOString()))) return false;
      await ctx.mailer.send(
        renderMail(brand, {
          to: letter.clientEmail!,
          subject: t(language, 'mail.letter.reminder.subject', { firm: brand.siteName }),
          blocks: [
            { kind: 'paragraph', text: t(language, 'mail.letter.reminder.intro', { firm: brand.siteName, title: letter.title, days }) },
            { kind: 'link', label: t(language, 'mail.letter.link'), url: ctx.config.portalUrl },
          ],
        }),
        trx,
      );
      if (reached === steps.length && letter.staffEmail) {
        const staffLanguage = letter.staffLocale ?? ctx.config.defaultLocale;
        await ctx.mailer.send(
          renderMail(brand, {
            to: letter.staffEmail,
            subject: t(staffLanguage, 'mail.letter.staff.subject', { client: letter.clientName, days }),
            blocks: [
              { kind: 'paragraph', text: t(staffLanguage, 'mail.letter.staff.intro', { client: letter.clientName, title: letter.title, days }) },
              { kind: 'link', label: t(staffLanguage, 'mail.letter.staff.link'), url: `${ctx.config.adminUrl}/clients/${letter.clientId}?tab=contracts&letter=${letter.contractId}` },
            ],
          }),
          trx,
        );
      }
      return true;
    });
    if (done) queued++;
  }
  if (queued > 0) {
    ctx.mailer.deliverSoon();
    ctx.log.info({ queued }, 'engagement letter reminders queued');
  }
  return queued;
}

/** The hour (0-23) of an instant in a time zone. */
function hourIn(timeZone: string, at: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at));
}
