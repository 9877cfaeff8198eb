/*
 * SPEC.md names this group's types: CreateRequest, MarkPaidRequest, ListResp, IdResp, TotalResp,
 * MonthlyQry and DateRangeQry. Bodies carry those names as titles in the OpenAPI document; query
 * strings become separate parameters there, so their operations name them in the description.
 */
import { Type } from 'typebox';
import { CalendarDate, Id, Instant, Money, Nullable, PageQueryFields, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Revenue tracking';

// With at most two decimals, more than 0 is at least 0.01 (one bound, as OpenAPI linters ask).
const PositiveMoney = Type.Number({ ...Money, minimum: 0.01, description: 'Amount invoiced, more than 0, at most two decimals.' });
const PaymentMethod = SingleLine({ minLength: 1, maxLength: 50, description: 'e.g. bank_transfer, card, cash.' });

export const CreateRequest = Strict(
  {
    clientId: Id,
    contractId: Type.Optional(Nullable(Id, 'A current contract of the same client (400 otherwise).')),
    description: SingleLine({ minLength: 1, maxLength: 500 }),
    amount: PositiveMoney,
    invoiceDate: CalendarDate,
    dueDate: Type.Optional(Nullable(CalendarDate, 'On or after invoiceDate.')),
    isPaid: Type.Optional(Type.Boolean({ default: false, description: 'Record an entry that is already paid.' })),
    paidAt: Type.Optional(Nullable(Instant, 'With isPaid: when it was paid (default now).')),
    paymentMethod: Type.Optional(Nullable(PaymentMethod)),
  },
  { title: 'CreateRequest' },
);

export const RevenueEntry = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.Integer(),
    clientName: Type.String({ description: "The client's name (read only)." }),
    contractId: Nullable(Type.Integer()),
    description: Type.String(),
    amount: Type.Number(),
    invoiceDate: CalendarDate,
    dueDate: Nullable(CalendarDate),
    isPaid: Type.Boolean(),
    paidAt: Nullable(Instant),
    paymentMethod: Nullable(Type.String()),
    invoiceNumber: Type.String({
      description:
        'The invoice number, YYYY-NNNN of the invoice year (2027-0001), given at creation from a gapless sequence per year; read only. ' +
        'It stays when the invoice date changes, and a deleted entry\'s number is never given again (docs/engagements.md, "Invoices").',
      examples: ['2027-0001'],
    }),
    invoiceIssuedAt: Nullable(Instant, 'When the invoice was last issued (mailed to the client by POST /api/revenue-tracking/{id}/invoice/issue); null until then. Read only.'),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { title: 'RevenueEntry' },
);

export const UpdateRequest = Strict(
  {
    contractId: CreateRequest.properties.contractId,
    description: CreateRequest.properties.description,
    amount: PositiveMoney,
    invoiceDate: CalendarDate,
    dueDate: CreateRequest.properties.dueDate,
    ...ReadOnlyFields(RevenueEntry, ['id', 'clientId', 'clientName', 'isPaid', 'paidAt', 'paymentMethod', 'invoiceNumber', 'invoiceIssuedAt', 'createdAt', 'updatedAt']),
  },
  {
    title: 'UpdateRevenueRequest',
    description:
      'Replaces what was invoiced; the client stays, and payment is changed only by /paid (PUT marks it paid, DELETE un-pays). ' +
      'The read-only fields of an entry (as GET returns it) are accepted and ignored; clientId may not change.',
  },
);

export const MarkPaidRequest = Strict(
  {
    paidAt: Type.Optional(Instant),
    paymentMethod: Type.Optional(PaymentMethod),
  },
  { title: 'MarkPaidRequest', description: 'paidAt defaults to now.' },
);

export const IdResp = Type.Object({ id: Type.Integer() }, { title: 'IdResp' });

export const ListResp = Type.Object(
  {
    items: Type.Array(RevenueEntry),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalCount: Type.Integer(),
    totalPages: Type.Integer(),
  },
  { title: 'ListResp', description: 'A page of revenue entries.' },
);

const dateRangeFields = {
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
};

export const DateRangeQry = Strict(dateRangeFields, { title: 'DateRangeQry', description: 'Invoice dates from/to, both included.' });

export const RevenueListQuery = Strict({
  ...PageQueryFields,
  ...dateRangeFields,
  clientId: Type.Optional(Id),
  isPaid: Type.Optional(Type.Boolean()),
});

export const RevenueExportQuery = Strict(
  {
    ...dateRangeFields,
    clientId: RevenueListQuery.properties.clientId,
    isPaid: RevenueListQuery.properties.isPaid,
  },
  { title: 'RevenueExportQuery' },
);

export const ClientRevenueQuery = Strict({ ...PageQueryFields, ...dateRangeFields, isPaid: Type.Optional(Type.Boolean()) });

export const PendingQuery = Strict({ ...PageQueryFields, clientId: Type.Optional(Id) });

export const MonthlyQry = Strict(
  { year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2200, description: "Calendar year (default: the firm's current year)." })) },
  { title: 'MonthlyQry' },
);

const Sums = {
  total: Type.Number({ description: 'Everything invoiced.' }),
  paid: Type.Number(),
  pending: Type.Number({ description: 'Invoiced and not paid.' }),
  count: Type.Integer(),
};

export const TotalResp = Type.Object(Sums, { title: 'TotalResp' });

export const MonthlyResp = Type.Object(
  {
    year: Type.Integer(),
    months: Type.Array(Type.Object({ month: Type.Integer({ minimum: 1, maximum: 12 }), ...Sums }), { minItems: 12, maxItems: 12 }),
  },
  { title: 'MonthlyResp', description: 'All twelve months, by invoice date; months without revenue are zeros.' },
);

export const ClientIdParams = Strict({ clientId: Id });
