import { Type } from 'typebox';
import { CalendarDate, Id, Instant, MultiLine, Nullable, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Consulting activities';

const activityFields = {
  contractId: Type.Optional(Nullable(Id, 'A current contract of the same client (400 otherwise).')),
  activityDate: CalendarDate,
  activityType: SingleLine({ minLength: 1, maxLength: 50, description: 'e.g. meeting, call, email, review.' }),
  subject: SingleLine({ minLength: 1, maxLength: 200 }),
  notes: Type.Optional(Nullable(MultiLine({ maxLength: 10_000 }))),
  durationMinutes: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1440, description: 'Minutes spent, at most one day.' }))),
  consultant: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 100 }))),
  billable: Type.Optional(Type.Boolean({ default: true })),
};

export const CreateActivityRequest = Strict({ clientId: Id, ...activityFields });

export const UpdateActivityRequest = Strict(
  { ...activityFields, billable: Type.Boolean() },
  { description: 'Replaces the activity (its client stays): optional fields left out become null; billable is required.' },
);

export const Activity = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.Integer(),
    clientName: Type.String({ description: "The client's name (read only)." }),
    contractId: Nullable(Type.Integer()),
    activityDate: CalendarDate,
    activityType: Type.String(),
    subject: Type.String(),
    notes: Nullable(Type.String()),
    durationMinutes: Nullable(Type.Integer()),
    consultant: Nullable(Type.String()),
    billable: Type.Boolean(),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'ConsultingActivity' },
);

export const ActivityPage = Paginated(Activity, 'PaginatedResponse<ConsultingActivity>');

export const ActivityListQuery = Strict({
  ...PageQueryFields,
  clientId: Type.Optional(Id),
  contractId: Type.Optional(Id),
  billable: Type.Optional(Type.Boolean()),
  from: Type.Optional(CalendarDate),
  to: Type.Optional(CalendarDate),
});

export const ClientActivitiesQuery = Strict({ ...PageQueryFields, from: Type.Optional(CalendarDate), to: Type.Optional(CalendarDate) });

export const ClientIdParams = Strict({ clientId: Id });
