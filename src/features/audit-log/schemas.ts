import { Type } from 'typebox';
import { Id, Instant, Nullable, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Audit log';

export const RecordType = Type.String({ pattern: '^[a-z][a-z0-9_-]{0,49}$', description: 'e.g. client, post, user.' });

export const AuditLogQuery = Strict(
  {
    ...PageQueryFields,
    userId: Type.Optional(Id),
    recordType: Type.Optional(RecordType),
    recordId: Type.Optional(SingleLine({ minLength: 1, maxLength: 200, description: "With recordType: one record's history (common codes: group/value)." })),
    operation: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_.-]{0,99}$', description: 'e.g. client.update.' })),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
  },
  { title: 'AuditLogQuery' },
);

const FieldChange = Type.Object({ before: Type.Unknown(), after: Type.Unknown() });

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    occurredAt: Instant,
    userId: Nullable(Type.Integer(), 'Who acted; null for an anonymous attempt.'),
    userEmail: Nullable(Type.String(), "The user's email (read only)."),
    actorKind: Nullable(Type.Enum(['staff', 'client']), "Who acted: a staff user (userId), a portal client acting for themselves (clientId), or null for an anonymous act or the system."),
    clientId: Nullable(Type.Integer(), 'The portal client who acted (actorKind client).'),
    clientName: Nullable(Type.String(), "That client's name (read only)."),
    ip: Nullable(Type.String()),
    requestId: Nullable(Type.String()),
    operation: Type.String(),
    recordType: Nullable(Type.String()),
    recordId: Nullable(Type.String()),
    changes: Nullable(
      Type.Record(Type.String(), FieldChange, {
        description: 'Changed fields with their values before and after (null before on a create, null after on a delete); secrets [redacted].',
      }),
    ),
    bulkRead: Nullable(
      Type.Object({
        filter: Type.Record(Type.String(), Type.Unknown(), { description: 'The query the reader sent (parameters left out are absent).' }),
        rows: Type.Integer({ description: 'Rows the reader received.' }),
        complete: Type.Boolean({ description: 'False when an export stopped before its last row.' }),
      }),
      'A bulk read (an export, a search, a page of this trail): what was read; null for a change.',
    ),
  },
  { title: 'AuditEntry' },
);

export const AuditLogPage = Paginated(AuditEntry, 'PaginatedResponse<AuditEntry>');
