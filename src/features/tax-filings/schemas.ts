import { Type } from 'typebox';
import { CalendarDate, Id, Instant, Money, MultiLine, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';
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
  assigneeUserId: Type.Optional(Nullable(Id, 'The user responsible (an active user): the staff digest lists it first for them. Left out or null: nobody.')),
};

export const CreateFilingRequest = Strict({ clientId: Id, ...filingFields });

export const Filing = Type.Object(
  {
    id: Type.Integer({ readOnly: true }),
    clientId: Type.Integer({ description: 'Set on create; a filing stays with its client.' }),
    clientName: Type.String({ readOnly: true, description: "The client's name." }),
    taxType: Type.String(),
    taxYear: Type.Integer(),
    period: Nullable(Type.String()),
    status: FilingStatus,
    dueDate: Nullable(CalendarDate),
    filedAt: Nullable(Instant),
    amountDue: Nullable(Type.Number()),
    refundAmount: Nullable(Type.Number()),
    memo: Nullable(Type.String()),
    assigneeUserId: Nullable(Type.Integer()),
    createdAt: Type.String({ ...Instant, readOnly: true }),
    updatedAt: Type.String({ ...Instant, readOnly: true }),
  },
  { description: 'TaxFiling' },
);

export const UpdateFilingRequest = Strict(
  { ...filingFields, status: FilingStatus, ...ReadOnlyFields(Filing, ['id', 'clientId', 'clientName', 'createdAt', 'updatedAt']) },
  { description: 'Replaces the filing (its client stays): optional fields left out become null; status is required. The read-only fields of a filing (as GET returns it) are accepted and ignored; clientId may not change.' },
);

export const FilingPage = Paginated(Filing, 'PaginatedResponse<TaxFiling>');

export const UpcomingFilingsQuery = Strict({ ...PageQueryFields, days: UpcomingDays });

export const ClientFilingsQuery = Strict({
  ...PageQueryFields,
  status: Type.Optional(FilingStatus),
  taxYear: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200 })),
});

export const ClientIdParams = Strict({ clientId: Id });

export const FilingExportQuery = Strict(
  {
    clientId: Type.Optional(Id),
    status: ClientFilingsQuery.properties.status,
    taxYear: ClientFilingsQuery.properties.taxYear,
  },
  { title: 'FilingExportQuery' },
);
