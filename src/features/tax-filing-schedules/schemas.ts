import { Type } from 'typebox';
import { CalendarDate, Id, Instant, MultiLine, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';
import { UpcomingDays } from '../../shared/tax/upcoming.js';

export const TAG = 'Tax filing schedules';

export const Recurrence = Type.Enum(['monthly', 'quarterly', 'yearly'], {
  description: 'monthly | quarterly | yearly: completing the schedule creates the next one, due 1, 3 or 12 months later.',
});

export const CreateScheduleRequest = Strict({
  clientId: Id,
  taxType: SingleLine({ minLength: 1, maxLength: 50, description: 'e.g. VAT, income, withholding, corporate.' }),
  period: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 50, description: 'e.g. 2026-Q4, 2026-11, 2026.' }))),
  dueDate: CalendarDate,
  recurrence: Type.Optional(Nullable(Recurrence)),
  notes: Type.Optional(Nullable(MultiLine({ maxLength: 5_000 }))),
  assigneeUserId: Type.Optional(Nullable(Id, 'The user responsible (an active user): the staff digest lists it first for them; the next schedule of a recurring one keeps it.')),
});

export const Schedule = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.Integer(),
    clientName: Type.String({ description: "The client's name (read only)." }),
    taxType: Type.String(),
    period: Nullable(Type.String()),
    dueDate: CalendarDate,
    recurrence: Nullable(Recurrence),
    isCompleted: Type.Boolean(),
    completedAt: Nullable(Instant),
    nextScheduleId: Nullable(Type.Integer(), 'The schedule created when this recurring one was completed.'),
    notes: Nullable(Type.String()),
    assigneeUserId: Nullable(Type.Integer()),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'TaxFilingSchedule' },
);

export const UpdateScheduleRequest = Strict(
  {
    taxType: CreateScheduleRequest.properties.taxType,
    period: CreateScheduleRequest.properties.period,
    dueDate: CalendarDate,
    recurrence: CreateScheduleRequest.properties.recurrence,
    notes: CreateScheduleRequest.properties.notes,
    assigneeUserId: CreateScheduleRequest.properties.assigneeUserId,
    ...ReadOnlyFields(Schedule, ['id', 'clientId', 'clientName', 'isCompleted', 'completedAt', 'nextScheduleId', 'createdAt', 'updatedAt']),
  },
  {
    description:
      'UpdateScheduleRequest: the schedule replaced (what is left out becomes null); the client and the completion stay. ' +
      'The read-only fields of a schedule (as GET returns it) are accepted and ignored; clientId may not change.',
  },
);

export const SchedulePage = Paginated(Schedule, 'PaginatedResponse<TaxFilingSchedule>');

export const ScheduleListQuery = Strict({
  ...PageQueryFields,
  completed: Type.Optional(Type.Boolean({ description: 'true: completed only; false: pending only.' })),
  clientId: Type.Optional(Id),
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
});

export const ClientSchedulesQuery = Strict({
  ...PageQueryFields,
  completed: Type.Optional(Type.Boolean({ description: 'true: completed only; false: pending only.' })),
});

export const UpcomingSchedulesQuery = Strict({ ...PageQueryFields, days: UpcomingDays });

export const ClientIdParams = Strict({ clientId: Id });

export const CompleteScheduleResponse = Type.Object(
  {
    schedule: Schedule,
    nextSchedule: Nullable(Schedule, 'The next schedule, created in the same transaction, for a recurring one.'),
  },
  { description: 'CompleteScheduleResponse' },
);

export const PendingCountResponse = Type.Object(
  { count: Type.Integer({ description: 'Schedules not completed, of clients that are not deleted.' }) },
  { description: 'PendingCountResponse' },
);
