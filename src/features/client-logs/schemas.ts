import { Type } from 'typebox';
import { CalendarDate, Instant, Nullable, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Client logs';

export const LIMITS = {
  entriesPerBatch: 100,
  message: 2_000,
  stack: 16_000,
  url: 2_048,
  userAgent: 512,
  source: 100,
  /** Serialized JSON. */
  contextBytes: 8_192,
  /** How far in the future a browser's clock may put occurredAt. */
  futureSkewMs: 5 * 60_000,
} as const;

export const LogLevel = Type.Enum(['debug', 'info', 'warn', 'error'], { description: 'debug | info | warn | error' });

export const LogEntryInput = Strict({
  level: LogLevel,
  message: Type.String({ minLength: 1, maxLength: LIMITS.message }),
  stack: Type.Optional(Nullable(Type.String({ maxLength: LIMITS.stack }))),
  url: Type.Optional(Nullable(SingleLine({ maxLength: LIMITS.url }))),
  userAgent: Type.Optional(Nullable(SingleLine({ maxLength: LIMITS.userAgent }))),
  source: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: LIMITS.source, description: 'What reported it, e.g. admin-ui, api-client.' }))),
  context: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown(), { description: `Free JSON object, at most ${LIMITS.contextBytes} bytes serialized.` }))),
  occurredAt: Type.Optional(Instant),
});

export const LogBatchRequest = Strict({
  entries: Type.Array(LogEntryInput, { minItems: 1, maxItems: LIMITS.entriesPerBatch }),
});

export const LogBatchResponse = Type.Object({ stored: Type.Integer({ description: 'How many entries were stored (the whole batch).' }) }, { description: 'LogBatchResponse' });

export const LogEntry = Type.Object(
  {
    id: Type.Integer(),
    level: LogLevel,
    message: Type.String(),
    stack: Nullable(Type.String()),
    url: Nullable(Type.String()),
    userAgent: Nullable(Type.String()),
    source: Nullable(Type.String()),
    context: Nullable(Type.Record(Type.String(), Type.Unknown())),
    fingerprint: Type.String(),
    occurredAt: Instant,
    receivedAt: Instant,
    userId: Nullable(Type.Integer()),
  },
  { description: 'ClientLogEntry' },
);

export const LogPage = Paginated(LogEntry, 'PaginatedResponse<ClientLogEntry>');

/** Levels as a repeated parameter (level=warn&level=error) or a comma list (level=warn,error). */
const LevelsQuery = Type.Array(Type.String({ pattern: '^(debug|info|warn|error)(,(debug|info|warn|error))*$' }), {
  maxItems: 4,
  description: 'One or several levels: level=warn&level=error or level=warn,error.',
});

/** A date (a whole UTC day) or an instant: the same forms for the list filters and the purge. */
const DateOrInstant = (description: string) => Type.Union([CalendarDate, Instant], { description });

const rangeFields = {
  from: Type.Optional(DateOrInstant('From this moment on (included); a date means the start of that day (UTC).')),
  to: Type.Optional(DateOrInstant('Up to this moment (included); a date means the end of that day (UTC).')),
};

const filterFields = {
  ...rangeFields,
  level: Type.Optional(LevelsQuery),
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: 200, description: 'Text in the message (case-insensitive).' })),
  source: Type.Optional(SingleLine({ minLength: 1, maxLength: LIMITS.source })),
};

export const LogListQuery = Strict({
  ...PageQueryFields,
  ...filterFields,
  fingerprint: Type.Optional(Type.String({ pattern: '^[0-9a-f]{32}$' })),
});

export const RangeQuery = Strict({ ...filterFields });

export const GroupsQuery = Strict({ ...PageQueryFields, ...filterFields });

export const LogSummary = Type.Object(
  {
    from: Instant,
    to: Instant,
    total: Type.Integer(),
    byLevel: Type.Object({ debug: Type.Integer(), info: Type.Integer(), warn: Type.Integer(), error: Type.Integer() }),
    byDay: Type.Array(
      Type.Object({ day: CalendarDate, total: Type.Integer(), debug: Type.Integer(), info: Type.Integer(), warn: Type.Integer(), error: Type.Integer() }),
      { description: 'UTC days with entries, oldest first.' },
    ),
    topFingerprints: Type.Array(
      Type.Object({ fingerprint: Type.String(), count: Type.Integer(), level: LogLevel, message: Type.String(), lastSeen: Instant }),
      { description: 'The ten most frequent problems, with the latest message of each.' },
    ),
  },
  { description: 'ClientLogSummary' },
);

export const LogGroup = Type.Object({
  fingerprint: Type.String(),
  count: Type.Integer(),
  firstSeen: Instant,
  lastSeen: Instant,
  levels: Type.Array(LogLevel, { description: 'Every level the problem was reported at.' }),
  sample: Type.Object(
    {
      id: Type.Integer(),
      level: LogLevel,
      message: Type.String(),
      stack: Nullable(Type.String()),
      url: Nullable(Type.String()),
      source: Nullable(Type.String()),
      occurredAt: Instant,
    },
    { description: 'The latest entry of the group.' },
  ),
});

export const LogGroupPage = Paginated(LogGroup, 'PaginatedResponse<ClientLogGroup>');

export const PurgeQuery = Strict({
  before: DateOrInstant('Entries that occurred before this moment are removed; a date means the start of that day (UTC).'),
});

export const PurgeResponse = Type.Object({ deleted: Type.Integer() }, { description: 'ClientLogPurgeResponse' });

