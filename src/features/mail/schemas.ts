import { Type } from 'typebox';
import { Id, Instant, Nullable, PageQueryFields, Paginated, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Mail';

export const OutboxStatus = Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')], {
  description: 'pending: waiting for its first attempt or a retry; sent; failed: refused for good or out of attempts.',
});

export const OutboxQuery = Strict({ ...PageQueryFields, status: Type.Optional(OutboxStatus) }, { title: 'OutboxQuery' });

/** What an admin sees of a queued mail: never its body, which may hold a secret (a reset link). */
export const OutboxEmail = Type.Object(
  {
    id: Type.Integer(),
    recipient: Type.String(),
    subject: Type.String(),
    status: OutboxStatus,
    attempts: Type.Integer({ description: 'Delivery attempts so far.' }),
    lastError: Nullable(Type.String(), "The mail server's answer to the last failed attempt."),
    createdAt: Instant,
    sentAt: Nullable(Instant),
    nextAttemptAt: Nullable(Instant, 'When a pending mail is tried next.'),
  },
  { title: 'OutboxEmail' },
);

export const OutboxPage = Paginated(OutboxEmail, 'PaginatedResponse<OutboxEmail>');

export const OutboxIdParams = Strict({ id: Id });
