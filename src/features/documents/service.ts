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
import * as repo from './repository.js';
import type { DocumentFilter, DocumentRecord, DocumentRequestFilter, DocumentRequestRecord, PortalScope } from './repository.js';
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
 * reject: an open request (nothing uploaded) is 409 document_request_not_submitted.
 */
export async function reviewDocumentRequest(ctx: ServiceContext, id: number, body: Static<typeof ReviewDocumentRequestBody>): Promise<DocumentRequestView> {
  const reviewNote = body.reviewNote ?? null;
  if (body.status === 'rejected' && reviewNote === null) throw ValidationError.field('reviewNote', 'is required when rejecting: the client reads why');
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
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
    return (await withFiles(trx, [after]))[0]!;
  });
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
