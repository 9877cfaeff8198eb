import { Type } from 'typebox';
import { CalendarDate, Id, Instant, MultiLine, Nullable, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Documents';
export const PORTAL_TAG = 'Client portal';

export const DocumentRequestStatus = Type.Enum(['open', 'submitted', 'accepted', 'rejected'], {
  description: 'open: nothing uploaded yet | submitted: the client uploaded, waiting for review | accepted | rejected: the client sees reviewNote and may upload again',
});
export const DocumentOrigin = Type.Enum(['client_upload', 'staff_upload', 'engagement_letter', 'invoice'], { description: 'client_upload | staff_upload | engagement_letter | invoice' });
export const Uploader = Type.Enum(['staff', 'client', 'system'], { description: 'Who stored it: staff, the client (portal), or the firm’s own system (a generated letter or invoice).' });

const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the file’s bytes, lowercase hex: what a download hashes to (also its ETag).' });

/** A stored file as staff see it. */
export const DocumentSummary = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.Integer(),
    requestId: Nullable(Type.Integer(), 'The request it was uploaded against.'),
    fileName: Type.String({ description: 'For display only (cleaned: no path, no control characters, at most 200 characters).' }),
    mediaType: Type.String({ description: 'Decided from the bytes when it was stored.' }),
    size: Type.Integer({ description: 'Bytes.' }),
    sha256: Sha256,
    visibleToClient: Type.Boolean(),
    origin: DocumentOrigin,
    uploader: Uploader,
    uploadedBy: Nullable(Type.Integer(), 'The staff member who uploaded it.'),
    uploadedByName: Nullable(Type.String()),
    scan: Type.Enum(['clean', 'unscanned'], { description: 'clean: the virus scanner saw every byte; unscanned: no scanner was configured (or CLAMD_FAIL_OPEN let it pass).' }),
    createdAt: Instant,
  },
  { description: 'Document' },
);

export const DocumentRequest = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.Integer(),
    title: Type.String(),
    description: Nullable(Type.String()),
    dueDate: CalendarDate,
    filingId: Nullable(Type.Integer()),
    scheduleId: Nullable(Type.Integer()),
    status: DocumentRequestStatus,
    reviewNote: Nullable(Type.String({ description: 'Staff’s note to the client, shown with a rejection.' })),
    assignedTo: Nullable(Type.Integer({ description: 'The staff member told when the client uploads.' })),
    assignedToName: Nullable(Type.String()),
    createdBy: Nullable(Type.Integer()),
    submittedAt: Nullable(Instant, 'The client’s last upload against it.'),
    reviewedAt: Nullable(Instant),
    reviewedBy: Nullable(Type.Integer()),
    createdAt: Instant,
    updatedAt: Instant,
    files: Type.Array(DocumentSummary, { description: 'What was uploaded against it, oldest first.' }),
  },
  { description: 'DocumentRequest' },
);

export const DocumentRequestPage = Paginated(DocumentRequest, 'PaginatedResponse<DocumentRequest>');
export const DocumentPage = Paginated(DocumentSummary, 'PaginatedResponse<Document>');

export const CreateDocumentRequestBody = Strict({
  title: SingleLine({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Nullable(MultiLine({ maxLength: 4000, description: 'What exactly to upload; the client reads it.' }))),
  dueDate: CalendarDate,
  filingId: Type.Optional(Nullable(Id, 'A filing of the same client.')),
  scheduleId: Type.Optional(Nullable(Id, 'A filing schedule of the same client.')),
  assignedTo: Type.Optional(Nullable(Id, 'An active staff member told when the client uploads; default: the one creating it.')),
});

export const ReviewDocumentRequestBody = Strict(
  {
    status: Type.Enum(['accepted', 'rejected'], { description: 'accepted | rejected (with reviewNote, which the client sees)' }),
    reviewNote: Type.Optional(Nullable(MultiLine({ minLength: 1, maxLength: 2000, description: 'Required when rejecting: what is wrong or missing. The client reads it.' }))),
  },
  { description: 'Staff’s review: accept what arrived, or reject it with a note the client sees (they may then upload again).' },
);

export const DocumentRequestListQuery = Strict({ ...PageQueryFields, status: Type.Optional(DocumentRequestStatus) });
export const DocumentListQuery = Strict({
  ...PageQueryFields,
  requestId: Type.Optional(Id),
  visibleToClient: Type.Optional(Type.Boolean()),
});
export const PortalListQuery = Strict({ ...PageQueryFields });

/** A file as the client sees it in the portal: nothing about staff. */
export const PortalDocument = Type.Object(
  {
    id: Type.Integer(),
    requestId: Nullable(Type.Integer()),
    fileName: Type.String(),
    mediaType: Type.String(),
    size: Type.Integer(),
    sha256: Sha256,
    fromFirm: Type.Boolean({ description: 'true: the firm shared it; false: the client uploaded it.' }),
    createdAt: Instant,
  },
  { description: 'PortalDocument' },
);

export const PortalDocumentRequest = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Nullable(Type.String()),
    dueDate: CalendarDate,
    status: DocumentRequestStatus,
    reviewNote: Nullable(Type.String({ description: 'Why the firm rejected what was uploaded (status rejected).' })),
    overdue: Type.Boolean({ description: 'The due date has passed (the firm’s time zone) and the request is not accepted.' }),
    files: Type.Array(PortalDocument),
  },
  { description: 'PortalDocumentRequest' },
);

export const PortalDocumentRequestPage = Paginated(PortalDocumentRequest, 'PaginatedResponse<PortalDocumentRequest>');
export const PortalDocumentPage = Paginated(PortalDocument, 'PaginatedResponse<PortalDocument>');

export const StoredFile = Type.Object(
  { id: Type.Integer(), sha256: Sha256, fileName: Type.String(), mediaType: Type.String(), size: Type.Integer() },
  { description: 'StoredFile' },
);
export const StoredFiles = Type.Object(
  {
    id: Type.Integer({ description: 'The first file’s document id.' }),
    sha256: Sha256,
    files: Type.Array(StoredFile, { description: 'Every file stored, in the order they were sent.' }),
  },
  { description: 'StoredFiles' },
);

/** A download's answers besides 304/404: the bytes (whole or a range) or why not. */
export const DOWNLOAD_RESPONSES = {
  200: { description: 'The file, with its stored type.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  206: { description: 'The asked range of the file (`Content-Range`).', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  416: { description: 'The range starts past the end (`range_not_satisfiable`, `Content-Range: bytes */size`).', content: { 'application/problem+json': { schema: { type: 'object' } } } },
  500: { description: 'The stored bytes failed their check (`document_corrupted`) or are gone (`document_missing`): never sent.', content: { 'application/problem+json': { schema: { type: 'object' } } } },
} as const;
