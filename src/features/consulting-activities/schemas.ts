import { Type } from 'typebox';
import { CalendarDate, Id, Instant, MultiLine, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';

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

export const Activity = Type.Object(
  {
    id: Type.Integer({ readOnly: true }),
    clientId: Type.Integer({ description: 'Set on create; an activity stays with its client.' }),
    clientName: Type.String({ readOnly: true, description: "The client's name." }),
    contractId: Nullable(Type.Integer()),
    activityDate: CalendarDate,
    activityType: Type.String(),
    subject: Type.String(),
    notes: Nullable(Type.String()),
    durationMinutes: Nullable(Type.Integer()),
    consultant: Nullable(Type.String()),
    billable: Type.Boolean(),
    createdAt: Type.String({ ...Instant, readOnly: true }),
    updatedAt: Type.String({ ...Instant, readOnly: true }),
  },
  { description: 'ConsultingActivity' },
);

export const UpdateActivityRequest = Strict(
  { ...activityFields, billable: Type.Boolean(), ...ReadOnlyFields(Activity, ['id', 'clientId', 'clientName', 'createdAt', 'updatedAt']) },
  { description: 'Replaces the activity (its client stays): optional fields left out become null; billable is required. The read-only fields of an activity (as GET returns it) are accepted and ignored; clientId may not change.' },
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
