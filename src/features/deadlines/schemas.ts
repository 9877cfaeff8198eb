import { Type } from 'typebox';
import { CalendarDate, Id, Nullable, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Deadlines';

export const DeadlineKind = Type.Enum(['filing', 'schedule'], { description: 'filing | schedule' });

export const DeadlineState = Type.Enum(['open', 'overdue', 'done', 'all'], {
  default: 'open',
  description:
    "open (default): schedules not completed and filings in draft or in_progress, overdue ones included; overdue: open and due before the firm's today; done: completed schedules and filings from filed on; all.",
});

const filterFields = {
  state: DeadlineState,
  kind: Type.Optional(DeadlineKind),
  clientId: Type.Optional(Id),
  taxType: Type.Optional(SingleLine({ minLength: 1, maxLength: 50, description: 'Exactly this tax type (e.g. VAT).' })),
  from: Type.Optional(Type.String({ ...CalendarDate, description: 'Due on or after this date.' })),
  to: Type.Optional(Type.String({ ...CalendarDate, description: 'Due on or before this date.' })),
};

export const DeadlineListQuery = Strict({ ...PageQueryFields, ...filterFields }, { title: 'DeadlineListQuery' });

export const DeadlineExportQuery = Strict(filterFields, { title: 'DeadlineExportQuery' });

export const Deadline = Type.Object(
  {
    kind: DeadlineKind,
    id: Type.Integer({ description: 'The id of the filing or of the schedule.' }),
    clientId: Type.Integer(),
    clientName: Type.String(),
    taxType: Type.String(),
    period: Nullable(Type.String()),
    taxYear: Nullable(Type.Integer(), 'Filings only.'),
    recurrence: Nullable(Type.String(), 'Schedules only: monthly, quarterly or yearly.'),
    dueDate: CalendarDate,
    status: Type.String({ description: "A schedule's pending or completed; a filing's status." }),
    overdue: Type.Boolean({ description: "Still open and due before the firm's today." }),
  },
  { title: 'Deadline' },
);

export const DeadlinePage = Paginated(Deadline, 'PaginatedResponse<Deadline>');
