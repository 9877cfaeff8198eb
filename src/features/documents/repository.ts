/**
 * Documents and document requests (issue 33): queries only. Staff's reads name a client or a
 * record by id; the portal's reads take a PortalScope (the signed-in client with the database) and
 * filter by its client in every statement, so no portal query can be written without naming whose
 * files it reads. Rows are written by src/shared/documents/document-store.ts (inserts and deletes
 * of documents) and here (requests).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentRequestStatus, DocumentRequestsTable, DocumentsTable } from '../../db/tables/documents.js';
import { camelized } from '../../db/rows.js';
import { changedOneRow, insertRecord, updateRecord } from '../../db/records.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { countRows, pageFrom, pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import type { DocumentFile } from '../../shared/documents/document-store.js';
import { reachableInPortal } from '../../shared/portal/access-store.js';

type Db = Kysely<Database>;

export interface PortalScope {
  db: Db;
  clientId: number;
}

function userNameOf<A extends string>(column: string, alias: A) {
  return sql<string | null>`(select coalesce(users.display_name, users.email) from users where users.id = ${sql.ref(column)})`.as(alias);
}

// ---- requests ------------------------------------------------------------------------------

export interface DocumentRequestInput {
  title: string;
  description: string | null;
  dueDate: string;
  filingId: number | null;
  scheduleId: number | null;
  assignedTo: number | null;
}

const requestColumns = [
  'r.id',
  'r.client_id',
  'r.title',
  'r.description',
  'r.due_date',
  'r.filing_id',
  'r.schedule_id',
  'r.status',
  'r.review_note',
  'r.assigned_to',
  userNameOf('r.assigned_to', 'assigned_to_name'),
  'r.created_by',
  'r.submitted_at',
  'r.reviewed_at',
  'r.reviewed_by',
  'r.created_at',
  'r.updated_at',
] as const;

type RequestRow = Omit<Selectable<DocumentRequestsTable>, never> & { assigned_to_name: string | null };

const toRequest = (row: RequestRow) => camelized(row);
export type DocumentRequestRecord = ReturnType<typeof toRequest>;

export async function insertDocumentRequest(db: Db, clientId: number, input: DocumentRequestInput, createdBy: number | null, now: string): Promise<number> {
  return insertRecord(db, 'document_requests', {
    client_id: clientId,
    title: input.title,
    description: input.description,
    due_date: input.dueDate,
    filing_id: input.filingId,
    schedule_id: input.scheduleId,
    assigned_to: input.assignedTo,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  });
}

export async function findDocumentRequest(db: Db, id: number): Promise<DocumentRequestRecord | null> {
  const row = await db.selectFrom('document_requests as r').select(requestColumns).where('r.id', '=', id).executeTakeFirst();
  return row ? toRequest(row) : null;
}

/**
 * The request's row held until the transaction ends (PostgreSQL; SQLite writes one transaction at
 * a time), with its client and status: a review and an upload of the same request take turns.
 */
export async function lockDocumentRequest(db: Db, postgres: boolean, id: number): Promise<{ clientId: number; status: DocumentRequestStatus } | null> {
  let query = db.selectFrom('document_requests').select(['client_id', 'status']).where('id', '=', id);
  if (postgres) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { clientId: row.client_id, status: row.status } : null;
}

export async function updateRequestReview(db: Db, id: number, review: { status: 'accepted' | 'rejected'; reviewNote: string | null; reviewedBy: number | null }, now: string): Promise<boolean> {
  return updateRecord(db, 'document_requests', id, {
    status: review.status,
    review_note: review.reviewNote,
    reviewed_by: review.reviewedBy,
    reviewed_at: now,
    updated_at: now,
  });
}

/** The client uploaded against it: waiting for review again. */
export async function markRequestSubmitted(db: Db, id: number, now: string): Promise<boolean> {
  return updateRecord(db, 'document_requests', id, { status: 'submitted', submitted_at: now, updated_at: now });
}

export interface DocumentRequestFilter extends PageRequest {
  clientId: number;
  status?: DocumentRequestStatus;
}

/** A client's requests, latest due date first (document_requests_client_idx). */
export async function listDocumentRequestsPage(db: Db, filter: DocumentRequestFilter): Promise<Page<DocumentRequestRecord>> {
  let query = db.selectFrom('document_requests as r').where('r.client_id', '=', filter.clientId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  return pageOf(query.select(requestColumns).orderBy('r.due_date', 'desc').orderBy('r.id', 'desc'), filter, toRequest);
}

/** The client of a filing that is not deleted, or null. */
export async function filingClient(db: Db, filingId: number): Promise<number | null> {
  const row = await db.selectFrom('tax_filings').select('client_id').where('id', '=', filingId).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.client_id ?? null;
}

/** The client of a filing schedule, or null. */
export async function scheduleClient(db: Db, scheduleId: number): Promise<number | null> {
  const row = await db.selectFrom('tax_filing_schedules').select('client_id').where('id', '=', scheduleId).executeTakeFirst();
  return row?.client_id ?? null;
}

/**
 * Who hears of a review: the request's client while the mail can reach them (not deleted, with an
 * email address, with portal access, where the note is shown); null otherwise.
 */
export async function findRequestAddressee(db: Db, requestId: number): Promise<{ clientName: string; clientEmail: string; clientLocale: Locale | null } | null> {
  const row = await db
    .selectFrom('document_requests as r')
    .innerJoin('clients', 'clients.id', 'r.client_id')
    .select(['clients.name', 'clients.email', 'clients.locale'])
    .where('r.id', '=', requestId)
    .where(reachableInPortal)
    .executeTakeFirst();
  return row ? { clientName: row.name, clientEmail: row.email!, clientLocale: row.locale } : null;
}

/** What the malware alert names (service's alertMalware): the client, the request's title, the staff uploader's name. */
export async function malwareAlertFacts(db: Db, clientId: number, requestId: number | null, uploaderId: number | null): Promise<{ clientName: string; requestTitle: string | null; uploaderName: string | null } | null> {
  const client = await db.selectFrom('clients').select('name').where('id', '=', clientId).executeTakeFirst();
  if (!client) return null;
  const request = requestId === null ? undefined : await db.selectFrom('document_requests').select('title').where('id', '=', requestId).executeTakeFirst();
  const uploader = uploaderId === null ? undefined : await db.selectFrom('users').select(['display_name', 'email']).where('id', '=', uploaderId).executeTakeFirst();
  return { clientName: client.name, requestTitle: request?.title ?? null, uploaderName: uploader ? (uploader.display_name ?? uploader.email) : null };
}

/** Who is alerted of a malware detection: the active admins and the request's staff member (if active), once each. */
export async function malwareAlertRecipients(db: Db, requestId: number | null): Promise<{ email: string; locale: Locale | null }[]> {
  return db
    .selectFrom('users')
    .select(['email', 'locale'])
    .where('disabled_at', 'is', null)
    .where((eb) => {
      const admin = eb('role', '=', 'admin');
      if (requestId === null) return admin;
      return eb.or([admin, eb('id', '=', eb.selectFrom('document_requests').select('assigned_to').where('document_requests.id', '=', requestId))]);
    })
    .orderBy('id')
    .execute();
}

// ---- documents ----------------------------------------------------------------------------

const documentColumns = [
  'd.id',
  'd.client_id',
  'd.request_id',
  'd.file_name',
  'd.media_type',
  'd.size',
  'd.sha256',
  'd.visible_to_client',
  'd.origin',
  'd.uploader',
  'd.uploaded_by',
  userNameOf('d.uploaded_by', 'uploaded_by_name'),
  'd.scan',
  'd.created_at',
] as const;

type DocumentRow = Pick<
  Selectable<DocumentsTable>,
  'id' | 'client_id' | 'request_id' | 'file_name' | 'media_type' | 'size' | 'sha256' | 'visible_to_client' | 'origin' | 'uploader' | 'uploaded_by' | 'scan' | 'created_at'
> & { uploaded_by_name: string | null };

const toDocument = (row: DocumentRow) => ({ ...camelized(row), size: Number(row.size) });
export type DocumentRecord = ReturnType<typeof toDocument>;

/** What reading a document's bytes back needs, beside what staff see of it. */
export interface DocumentContentRecord extends DocumentFile {
  id: number;
  createdAt: string;
}

const contentColumns = [
  'id',
  'client_id',
  'file_name',
  'media_type',
  'size',
  'sha256',
  'blob_key',
  'encryption_key_id',
  'wrapped_key',
  'segment_sums',
  'visible_to_client',
  'request_id',
  'created_at',
] as const;

function toContent(row: Pick<Selectable<DocumentsTable>, (typeof contentColumns)[number]>): DocumentContentRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    fileName: row.file_name,
    mediaType: row.media_type,
    size: Number(row.size),
    sha256: row.sha256,
    blobKey: row.blob_key,
    encryption: row.encryption_key_id !== null && row.wrapped_key !== null ? { keyId: row.encryption_key_id, wrappedKey: row.wrapped_key } : null,
    segmentSums: row.segment_sums,
    visibleToClient: row.visible_to_client,
    requestId: row.request_id,
    createdAt: row.created_at,
  };
}

export async function findDocument(db: Db, id: number): Promise<DocumentRecord | null> {
  const row = await db.selectFrom('documents as d').select(documentColumns).where('d.id', '=', id).executeTakeFirst();
  return row ? toDocument(row) : null;
}

export async function findDocumentContent(db: Db, id: number): Promise<DocumentContentRecord | null> {
  const row = await db.selectFrom('documents').select(contentColumns).where('id', '=', id).executeTakeFirst();
  return row ? toContent(row) : null;
}

export interface DocumentFilter extends PageRequest {
  clientId: number;
  requestId?: number;
  visibleToClient?: boolean;
}

/**
 * A client's documents, newest first (documents_client_idx, documents_client_visible_idx). The
 * page's ids are chosen first, from the index alone, and only those rows are read with their
 * uploader's name: selecting the columns in the paged query itself had PostgreSQL read every
 * skipped row and run the name's subquery for it (page 10 of 100: 1,000 of each for 100 shown).
 */
export async function listDocumentsPage(db: Db, filter: DocumentFilter): Promise<Page<DocumentRecord>> {
  let query = db.selectFrom('documents as d').where('d.client_id', '=', filter.clientId);
  if (filter.requestId !== undefined) query = query.where('d.request_id', '=', filter.requestId);
  if (filter.visibleToClient !== undefined) query = query.where('d.visible_to_client', '=', filter.visibleToClient);
  const pageIds = query
    .select('d.id')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const page = db
    .selectFrom(pageIds.as('page'))
    .innerJoin('documents as d', 'd.id', 'page.id')
    .select(documentColumns)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc');
  const [totalCount, rows] = await Promise.all([countRows(query), page.execute()]);
  return pageFrom(filter, totalCount, rows.map(toDocument));
}

/** The files of the requests (a page of them), oldest first, in one statement (documents_request_idx). */
export async function filesOfRequests(db: Db, requestIds: readonly number[]): Promise<DocumentRecord[]> {
  if (requestIds.length === 0) return [];
  const rows = await db.selectFrom('documents as d').select(documentColumns).where('d.request_id', 'in', requestIds).orderBy('d.request_id').orderBy('d.id').execute();
  return rows.map(toDocument);
}

// ---- the portal: every statement filters by the signed-in client --------------------------

const portalDocumentColumns = ['id', 'request_id', 'file_name', 'media_type', 'size', 'sha256', 'uploader', 'created_at'] as const;

function toPortalDocument(row: Pick<Selectable<DocumentsTable>, (typeof portalDocumentColumns)[number]>) {
  return {
    id: row.id,
    requestId: row.request_id,
    fileName: row.file_name,
    mediaType: row.media_type,
    size: Number(row.size),
    sha256: row.sha256,
    fromFirm: row.uploader !== 'client',
    createdAt: row.created_at,
  };
}
export type PortalDocumentRecord = ReturnType<typeof toPortalDocument>;

/** The client's requests that are not accepted yet, soonest due first (document_requests_client_idx). */
export async function listOwnOpenRequestsPage(scope: PortalScope, page: PageRequest) {
  const query = scope.db
    .selectFrom('document_requests')
    .select(['id', 'title', 'description', 'due_date', 'status', 'review_note'])
    .where('client_id', '=', scope.clientId)
    .where('status', '!=', 'accepted')
    .orderBy('due_date')
    .orderBy('id');
  return pageOf(query, page, (row) => camelized(row));
}

/** The client's request, if it is theirs: its status, for an upload against it. */
export async function findOwnRequest(scope: PortalScope, id: number): Promise<{ id: number; status: DocumentRequestStatus } | null> {
  const row = await scope.db.selectFrom('document_requests').select(['id', 'status']).where('id', '=', id).where('client_id', '=', scope.clientId).executeTakeFirst();
  return row ?? null;
}

/** The client's visible files of the requests, oldest first. */
export async function ownFilesOfRequests(scope: PortalScope, requestIds: readonly number[]): Promise<PortalDocumentRecord[]> {
  if (requestIds.length === 0) return [];
  const rows = await scope.db
    .selectFrom('documents')
    .select(portalDocumentColumns)
    .where('client_id', '=', scope.clientId)
    .where('visible_to_client', '=', true)
    .where('request_id', 'in', requestIds)
    .orderBy('request_id')
    .orderBy('id')
    .execute();
  return rows.map(toPortalDocument);
}

/** The client's visible documents, newest first (documents_client_visible_idx). */
export async function listOwnDocumentsPage(scope: PortalScope, page: PageRequest) {
  const query = scope.db
    .selectFrom('documents')
    .select(portalDocumentColumns)
    .where('client_id', '=', scope.clientId)
    .where('visible_to_client', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return pageOf(query, page, toPortalDocument);
}

/** The client's visible document's content columns; null for another client's or a staff-only one. */
export async function findOwnDocumentContent(scope: PortalScope, id: number): Promise<DocumentContentRecord | null> {
  const row = await scope.db
    .selectFrom('documents')
    .select(contentColumns)
    .where('id', '=', id)
    .where('client_id', '=', scope.clientId)
    .where('visible_to_client', '=', true)
    .executeTakeFirst();
  return row ? toContent(row) : null;
}

// ---- key rotation (`documents rotate-key`, lib/key-rotation.ts) -------------------------------

/** How many documents are wrapped by the master key `keyId` already. */
export async function countDocumentsUnderKey(db: Db, keyId: string): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('encryption_key_id', '=', keyId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface WrappedDocumentKey {
  id: number;
  keyId: string;
  wrappedKey: string;
}

/** The next batch (by id, after `afterId`) of encrypted documents wrapped by another key than `keyId`. */
export async function documentKeysToRewrap(db: Db, keyId: string, afterId: number, limit: number): Promise<WrappedDocumentKey[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'encryption_key_id', 'wrapped_key'])
    .where('encryption_key_id', 'is not', null)
    .where('encryption_key_id', '!=', keyId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, keyId: row.encryption_key_id!, wrappedKey: row.wrapped_key ?? '' }));
}

/** Stores a rewrapped data key, only if the row still holds the one that was read: true when it did. */
export async function rewrapDocumentKey(db: Db, id: number, before: string, after: { keyId: string; wrappedKey: string }): Promise<boolean> {
  const updated = await db
    .updateTable('documents')
    .set({ encryption_key_id: after.keyId, wrapped_key: after.wrappedKey })
    .where('id', '=', id)
    .where('wrapped_key', '=', before)
    .executeTakeFirst();
  return changedOneRow(updated);
}

// ---- the orphan sweep (lib/orphan-sweep.ts) --------------------------------------------------

/** Which of the keys some document names (documents_blob_idx). */
export async function namedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('documents').select('blob_key').distinct().where('blob_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.blob_key));
}

/**
 * Notes that a sweep saw the keys unnamed at `now`: first_seen_at is kept from the first sighting,
 * last_seen_at moves. Answers each key's first sighting.
 */
export async function recordBlobSightings(db: Db, keys: readonly string[], now: string): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .insertInto('document_blob_sightings')
    .values(keys.map((key) => ({ blob_key: key, first_seen_at: now, last_seen_at: now })))
    .onConflict((conflict) => conflict.column('blob_key').doUpdateSet({ last_seen_at: now }))
    .returning(['blob_key', 'first_seen_at'])
    .execute();
  return new Map(rows.map((row) => [row.blob_key, row.first_seen_at]));
}

/** Each key's first sighting where a sweep noted one, written nothing: what `documents sweep --dry-run` reads. */
export async function blobFirstSightings(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('document_blob_sightings').select(['blob_key', 'first_seen_at']).where('blob_key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.blob_key, row.first_seen_at]));
}

/** Forgets a blob's sighting (removed, or named again). */
export async function forgetBlobSighting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('document_blob_sightings').where('blob_key', '=', key).execute();
}

/** Forgets the sightings a sweep started at `sweepStart` did not renew: blobs named again or gone. */
export async function forgetUnrenewedSightings(db: Db, sweepStart: string): Promise<number> {
  const result = await db.deleteFrom('document_blob_sightings').where('last_seen_at', '<', sweepStart).executeTakeFirst();
  return Number(result.numDeletedRows);
}
