import { Type } from 'typebox';
import { CalendarDate, Id, Instant, Money, MultiLine, Nullable, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';
import { UpcomingDays } from '../../shared/tax/upcoming.js';

export const TAG = 'Tax filings';

export const FilingStatus = Type.Enum(['draft', 'in_progress', 'filed', 'accepted', 'rejected', 'amended'], {
  description: 'draft | in_progress | filed | accepted | rejected | amended. From filed on, filedAt is required.',
});

const filingFields = {
  taxType: SingleLine({ minLength: 1, maxLength: 50, description: 'e.g. VAT, income, corporate.' }),
  taxYear: Type.Integer({ minimum: 1900, maximum: 2200 }),
  period: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 50, description: 'e.g. 2026-H2, 2026-Q4.' }))),
  status: Type.Optional(FilingStatus),
  dueDate: Type.Optional(Nullable(CalendarDate)),
  filedAt: Type.Optional(Nullable(Instant, 'When the return was filed: required once status is filed, accepted, rejected or amended.')),
  amountDue: Type.Optional(Nullable(Money)),
  refundAmount: Type.Optional(Nullable(Money)),
  memo: Type.Optional(Nullable(MultiLine({ maxLength: 10_000 }))),
};

export const CreateFilingRequest = Strict({ clientId: Id, ...filingFields });

export const UpdateFilingRequest = Strict(
  { ...filingFields, status: FilingStatus },
  { description: 'Replaces the filing (its client stays): optional fields left out become null; status is required.' },
);

export const Filing = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.Integer(),
    clientName: Type.String({ description: "The client's name (read only)." }),
    taxType: Type.String(),
    taxYear: Type.Integer(),
    period: Nullable(Type.String()),
    status: FilingStatus,
    dueDate: Nullable(CalendarDate),
    filedAt: Nullable(Instant),
    amountDue: Nullable(Type.Number()),
    refundAmount: Nullable(Type.Number()),
    memo: Nullable(Type.String()),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'TaxFiling' },
);

export const FilingPage = Paginated(Filing, 'PaginatedResponse<TaxFiling>');

export const UpcomingFilingsQuery = Strict({ ...PageQueryFields, days: UpcomingDays });

export const ClientFilingsQuery = Strict({
  ...PageQueryFields,
  status: Type.Optional(FilingStatus),
  taxYear: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
});

export const ClientIdParams = Strict({ clientId: Id });
