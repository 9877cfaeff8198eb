/** Documents and document requests (issue 33): rules, transactions and audit entries. docs/documents.md, "Operations". */
import type { Static } from 'typebox';
import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { lockClientIfVisible, requireClientExists } from '../../shared/clients/client-references.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { today } from '../../shared/dates.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { PortalContext } from '../../shared/portal/context.js';
import { deleteDocumentIn, recordDocumentIn, type StoredDocument } from '../../shared/documents/document-aggregate.js';
import { displayFileName } from '../../shared/documents/document-store.js';
import { mailReader } from '../../shared/mail/reader.js';
import { loadBrand } from '../../shared/mail/template.js';
import { DocumentCorruptedError, DocumentMissingError, MalwareDetectedError, type ByteRange, type OpenedDocument } from '../../shared/storage/document-vault.js';
import { malwareAlertMail, type Detection } from './lib/malware-mail.js';
import { rejectedUploadMail } from './lib/rejected-mail.js';
import { discardAll, type Ingest, type ReceivedFile, type ReceivedForm } from './lib/uploads.js';
import * as repo from './repository.js';
import type { DocumentContentRecord, DocumentFilter, DocumentRecord, DocumentRequestFilter, DocumentRequestRecord, PortalScope } from './repository.js';
import type { CreateDocumentRequestBody, ReviewDocumentRequestBody } from './schemas.js';

const REQUEST = 'document_request';

const scopeOf = (ctx: PortalContext): PortalScope => ({ db: ctx.db, clientId: ctx.clientId });

type Db = ServiceContext['db'];

/** A request as the API answers it: with its files. */
export type DocumentRequestView = DocumentRequestRecord & { files: DocumentRecord[] };

async function withFiles(db: Db, requests: DocumentRequestRecord[]): Promise<DocumentRequestView[]> {
  const files = await repo.filesOfRequests(
    db,
    requests.map((request) => request.id),
  );
  return requests.map((request) => ({ ...request, files: files.filter((file) => file.requestId === request.id) }));
}

/** A filing or schedule named by a request must be the same client's. */
async function requireLink(db: Db, field: 'filingId' | 'scheduleId', id: number | null | undefined, clientId: number): Promise<void> {
  if (id === null || id === undefined) return;
  const owner = field === 'filingId' ? await repo.filingClient(db, id) : await repo.scheduleClient(db, id);
  if (owner !== clientId) throw ValidationError.field(field, `${field === 'filingId' ? 'filing' : 'schedule'} ${id} does not exist or belongs to another client`, 'document_link_invalid');
}

/** The staff member a request belongs to: an active user. */
async function requireStaff(db: Db, userId: number | null): Promise<void> {
  if (userId === null) return;
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('disabled_at', 'is', null).executeTakeFirst();
  if (!user) throw ValidationError.field('assignedTo', 'is not an active staff member');
}

/** Staff ask a client for documents; 404 for a client that does not exist or was deleted. */
export async function createDocumentRequest(ctx: ServiceContext, clientId: number, body: Static<typeof CreateDocumentRequestBody>): Promise<DocumentRequestView> {
  const now = nowIso(ctx);
  const input: repo.DocumentRequestInput = {
    title: body.title,
    description: body.description ?? null,
    dueDate: body.dueDate,
    filingId: body.filingId ?? null,
    scheduleId: body.scheduleId ?? null,
    assignedTo: body.assignedTo === undefined ? ctx.actor.userId : body.assignedTo,
  };
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockClientIfVisible(trx, ctx.dialect, clientId))) throw new NotFoundError('Client', clientId);
    await requireLink(trx, 'filingId', input.filingId, clientId);
    await requireLink(trx, 'scheduleId', input.scheduleId, clientId);
    await requireStaff(trx, input.assignedTo);
    const id = await repo.insertDocumentRequest(trx, clientId, input, ctx.actor.userId, now);
    const request = (await repo.findDocumentRequest(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: `${REQUEST}.create`, recordType: REQUEST, recordId: id, changes: changedFields(null, request, { ignore: ['id', 'assignedToName', 'createdAt', 'updatedAt'] }) });
    return { ...request, files: [] };
  });
}

/** A client's requests with their files: 404 for a client that never existed. */
export async function listDocumentRequests(ctx: ServiceContext, clientId: number, filter: Omit<DocumentRequestFilter, 'clientId'>): Promise<Page<DocumentRequestView>> {
  await requireClientExists(ctx.db, clientId);
  const page = await repo.listDocumentRequestsPage(ctx.db, { ...filter, clientId });
  return { ...page, items: await withFiles(ctx.db, page.items) };
}

/**
 * Staff's review. Accepting closes the request (whatever arrived, or what reached the firm another
 * way); accepting it again changes nothing. Rejecting needs a note for the client and something to
 * reject: an open request (nothing uploaded) is 409 document_request_not_submitted. The client is
 * mailed the note (mailRejection).
 */
export async function reviewDocumentRequest(ctx: ServiceContext, id: number, body: Static<typeof ReviewDocumentRequestBody>): Promise<DocumentRequestView> {
  const reviewNote = body.reviewNote ?? null;
  if (body.status === 'rejected' && reviewNote === null) throw ValidationError.field('reviewNote', 'is required when rejecting: the client reads why');
  const now = nowIso(ctx);
  let mailed = false;
  const reviewed = await ctx.db.transaction().execute(async (trx) => {
    const locked = await repo.lockDocumentRequest(trx, ctx.dialect === 'postgres', id);
    if (!locked) throw new NotFoundError('Document request', id);
    const before = (await repo.findDocumentRequest(trx, id))!;
    if (body.status === 'accepted' && before.status === 'accepted' && (reviewNote === null || reviewNote === before.reviewNote)) {
      return (await withFiles(trx, [before]))[0]!;
    }
    if (body.status === 'rejected' && before.status === 'open') {
      throw new ConflictError('Nothing was uploaded against this request yet, so there is nothing to reject.', 'document_request_not_submitted');
    }
    await repo.updateRequestReview(trx, id, { status: body.status, reviewNote, reviewedBy: ctx.actor.userId }, now);
    const after = (await repo.findDocumentRequest(trx, id))!;
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: `${REQUEST}.review`,
      recordType: REQUEST,
      recordId: id,
      changes: changedFields(before, after, { ignore: ['updatedAt', 'reviewedAt', 'assignedToName'] }),
    });
    // The client hears of a rejection (a new one, or a changed note) in the review's transaction:
    // the mail is queued exactly when the review is stored.
    const rejectedNow = after.status === 'rejected' && (before.status !== 'rejected' || before.reviewNote !== after.reviewNote);
    mailed = rejectedNow && (await mailRejection(ctx, trx, after));
    return (await withFiles(trx, [after]))[0]!;
  });
  if (mailed) ctx.mailer.deliverSoon();
  return reviewed;
}

/** Queues the rejection mail to the request's client when the mail can reach them; true when queued. */
async function mailRejection(ctx: ServiceContext, trx: Db, request: DocumentRequestRecord): Promise<boolean> {
  const addressee = await repo.findRequestAddressee(trx, request.id);
  if (!addressee) return false;
  const brand = await loadBrand(trx, ctx.config);
  const rejection = { title: request.title, dueDate: request.dueDate, reviewNote: request.reviewNote ?? '' };
  await ctx.mailer.send(rejectedUploadMail(brand, mailReader(ctx.config, addressee.clientLocale), addressee, rejection, ctx.config.portalUrl), trx);
  return true;
}

/** The client's requests not accepted yet, soonest due first, with their files. */
export async function listPortalDocumentRequests(ctx: PortalContext, page: PageRequest) {
  const scope = scopeOf(ctx);
  const result = await repo.listOwnOpenRequestsPage(scope, page);
  const files = await repo.ownFilesOfRequests(
    scope,
    result.items.map((item) => item.id),
  );
  const now = today(ctx.config.businessTimeZone, ctx.clock.now());
  return {
    ...result,
    items: result.items.map((item) => ({
      ...item,
      overdue: item.dueDate < now,
      files: files.filter((file) => file.requestId === item.id),
    })),
  };
}

/** A client's documents, newest first: 404 for a client that never existed. */
export async function listClientDocuments(ctx: ServiceContext, clientId: number, filter: Omit<DocumentFilter, 'clientId'>): Promise<Page<DocumentRecord>> {
  await requireClientExists(ctx.db, clientId);
  return repo.listDocumentsPage(ctx.db, { ...filter, clientId });
}

/** The client's documents they may see (shared by the firm or uploaded by them), newest first. */
export async function listPortalDocuments(ctx: PortalContext, page: PageRequest) {
  return repo.listOwnDocumentsPage(scopeOf(ctx), page);
}

// ---- uploads, downloads, deletion --------------------------------------------------------

/** Reads the multipart body: each file through `ingest` (the route's reader, src/features/documents/lib/uploads.ts). */
export type Receive = (ingest: Ingest) => Promise<ReceivedForm>;

/** What an upload answers: every file stored, the first one's id and sha256 at the top. */
export interface StoredFiles {
  id: number;
  sha256: string;
  files: StoredDocument[];
}

/**
 * The vault's ingest, bound to UPLOAD_MAX_MB; a detection by the virus scanner is audited
 * (document.malware_detected), an error log line with `alert: 'malware_detected'` for the operator,
 * and a mail to the firm's admins and the request's staff member (alertMalware), all in one
 * transaction of their own that writes nothing else: the refusal still stores no document.
 */
function ingestFor(ctx: ServiceContext, clientId: number, requestId: number | null = null): Ingest {
  return async (stream, fileName, signal) => {
    try {
      return await ctx.documents.ingest(stream, { maxBytes: ctx.config.documents.uploadMaxBytes, signal, fileName });
    } catch (error) {
      if (error instanceof MalwareDetectedError) {
        const now = nowIso(ctx);
        const shownName = displayFileName(fileName, 'file');
        ctx.log.error({ alert: 'malware_detected', clientId, signature: error.signature, fileName: shownName }, 'an upload was refused by the virus scanner');
        const signature = error.signature;
        const mailed = await ctx.db.transaction().execute(async (trx) => {
          await recordAudit(trx, ctx.actor, {
            at: now,
            operation: 'document.malware_detected',
            recordType: 'client',
            recordId: clientId,
            changes: { signature: { before: null, after: signature }, fileName: { before: null, after: shownName } },
          });
          return alertMalware(ctx, trx, { clientId, requestId, fileName: shownName, signature });
        });
        if (mailed) ctx.mailer.deliverSoon();
      }
      throw error;
    }
  };
}

/** Queues the malware alert to each recipient in their language; true when one was queued. */
async function alertMalware(ctx: ServiceContext, trx: Db, found: { clientId: number; requestId: number | null; fileName: string; signature: string }): Promise<boolean> {
  const uploaderId = ctx.actor.clientId ? null : ctx.actor.userId;
  const facts = await repo.malwareAlertFacts(trx, found.clientId, found.requestId, uploaderId);
  const recipients = await repo.malwareAlertRecipients(trx, found.requestId);
  if (!facts || recipients.length === 0) return false;
  const brand = await loadBrand(trx, ctx.config);
  const detection: Detection = {
    clientId: found.clientId,
    clientName: facts.clientName,
    requestTitle: facts.requestTitle,
    fileName: found.fileName,
    signature: found.signature,
    at: ctx.clock.now(),
    uploader: ctx.actor.clientId ? { kind: 'client' } : { kind: 'staff', name: facts.uploaderName ?? '?' },
  };
  for (const recipient of recipients) {
    await ctx.mailer.send(malwareAlertMail(brand, mailReader(ctx.config, recipient.locale), recipient.email, detection, ctx.config.adminUrl), trx);
  }
  return true;
}

function answerOf(stored: StoredDocument[]): StoredFiles {
  return { id: stored[0]!.id, sha256: stored[0]!.sha256, files: stored };
}

type Placement = Parameters<typeof recordDocumentIn>[3];

/**
 * Records every received file in one transaction (all or none), committing their bytes in it:
 * `write` checks what must still hold and calls `record` for each file. On failure every staged
 * file is discarded.
 */
async function recordAll(
  ctx: ServiceContext,
  files: ReceivedFile[],
  placement: (received: ReceivedFile) => Placement,
  write: (trx: Db, record: (received: ReceivedFile) => Promise<StoredDocument>) => Promise<void>,
): Promise<StoredDocument[]> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const stored: StoredDocument[] = [];
      await write(trx, async (received) => {
        const document = await recordDocumentIn(ctx, trx, received.file, placement(received));
        stored.push(document);
        return document;
      });
      return stored;
    });
  } catch (error) {
    await discardAll(files);
    throw error;
  }
}

/**
 * The client uploads one or more files against their request: 404 for a request that is not
 * theirs (checked before a byte is read), 409 document_request_closed once it is accepted. The
 * request becomes `submitted` (again) and its staff member is told by the reminder job.
 */
export async function uploadRequestFiles(ctx: PortalContext, requestId: number, receive: Receive): Promise<StoredFiles> {
  const scope = scopeOf(ctx);
  const request = await repo.findOwnRequest(scope, requestId);
  if (!request) throw new NotFoundError('Document request', requestId);
  if (request.status === 'accepted') throw new ConflictError('This request was accepted already: no more files are taken against it.', 'document_request_closed');
  const form = await receive(ingestFor(ctx, ctx.clientId, requestId));
  const now = nowIso(ctx);
  const stored = await recordAll(ctx, form.files, (received) => ({
    clientId: ctx.clientId,
    requestId,
    fileName: displayFileName(received.fileName, `upload.${received.file.extension}`),
    visibleToClient: true,
    origin: 'client_upload',
    uploader: 'client',
  }), async (trx, record) => {
    const locked = await repo.lockDocumentRequest(trx, ctx.dialect === 'postgres', requestId);
    if (!locked || locked.clientId !== ctx.clientId) throw new NotFoundError('Document request', requestId);
    if (locked.status === 'accepted') throw new ConflictError('This request was accepted already: no more files are taken against it.', 'document_request_closed');
    for (const received of form.files) await record(received);
    await repo.markRequestSubmitted(trx, requestId, now);
    if (locked.status !== 'submitted') {
      await recordAudit(trx, ctx.actor, { at: now, operation: `${REQUEST}.submit`, recordType: REQUEST, recordId: requestId, changes: { status: { before: locked.status, after: 'submitted' } } });
    }
  });
  return answerOf(stored);
}

/** Staff upload files to a client's file (field visibleToClient: "true" or "false", default false). 404 for a client that is not visible. */
export async function uploadClientDocuments(ctx: ServiceContext, clientId: number, receive: Receive): Promise<StoredFiles> {
  if (!(await lockClientIfVisible(ctx.db, ctx.dialect, clientId))) throw new NotFoundError('Client', clientId);
  const form = await receive(ingestFor(ctx, clientId));
  const flag = form.fields.visibleToClient;
  if (flag !== undefined && flag !== 'true' && flag !== 'false') {
    await discardAll(form.files);
    throw ValidationError.field('visibleToClient', 'must be true or false');
  }
  const stored = await recordAll(ctx, form.files, (received) => ({
    clientId,
    requestId: null,
    fileName: displayFileName(received.fileName, `document.${received.file.extension}`),
    visibleToClient: flag === 'true',
    origin: 'staff_upload',
    uploader: 'staff',
  }), async (trx, record) => {
    if (!(await lockClientIfVisible(trx, ctx.dialect, clientId))) throw new NotFoundError('Client', clientId);
    for (const received of form.files) await record(received);
  });
  return answerOf(stored);
}

/** A document's content columns for a download by staff: 404 when there is no such document. */
export async function getDocumentContent(ctx: ServiceContext, id: number): Promise<DocumentContentRecord> {
  const document = await repo.findDocumentContent(ctx.db, id);
  if (!document) throw new NotFoundError('Document', id);
  return document;
}

/** The client's own document they may see: 404 for another client's and for a staff-only one alike. */
export async function getPortalDocumentContent(ctx: PortalContext, id: number): Promise<DocumentContentRecord> {
  const document = await repo.findOwnDocumentContent(scopeOf(ctx), id);
  if (!document) throw new NotFoundError('Document', id);
  return document;
}

/**
 * Opens the stored bytes through the vault, checked. Bytes that no longer match what was recorded
 * (or are gone) are never served: 500 document_corrupted / document_missing, and an error log line
 * with `alert` for the operator (restore the blob from a backup, docs/documents.md). A segment found
 * changed after the answer has started ends the stream instead (the client gets fewer bytes than
 * Content-Length said, never a changed one), with the same alert.
 */
export async function openDocumentContent(ctx: ServiceContext, document: DocumentContentRecord, range?: ByteRange): Promise<OpenedDocument> {
  const alert = (error: unknown) => {
    if (error instanceof DocumentCorruptedError || error instanceof DocumentMissingError) {
      ctx.log.error({ alert: error.code, documentId: document.id, clientId: document.clientId, blobKey: document.blobKey, reason: error.message }, 'a stored document failed its check and was not served');
    }
  };
  try {
    const opened = await ctx.documents.open({ blobKey: document.blobKey, sha256: document.sha256, size: document.size, encryption: document.encryption, segmentSums: document.segmentSums }, range);
    opened.stream.once('error', alert);
    return opened;
  } catch (error) {
    alert(error);
    throw error;
  }
}

/** Deletes a document (audited as document.delete); its bytes go once no other document names them. */
export async function deleteDocument(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction().execute((trx) => deleteDocumentIn(ctx, trx, id));
}
