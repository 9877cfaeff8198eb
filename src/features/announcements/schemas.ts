import { Type } from 'typebox';
import { Instant, MultiLine, Nullable, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Announcements';

const SortOrder = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'Lower comes first (after pinned ones).' });

const content = {
  title: SingleLine({ minLength: 1, maxLength: 200 }),
  content: MultiLine({ minLength: 1, maxLength: 20_000, description: 'Plain text; line breaks are kept.' }),
  startsAt: Type.Optional(Nullable(Instant, 'Shown from this moment; null or left out: at once.')),
  endsAt: Type.Optional(Nullable(Instant, 'Shown until this moment (exclusive), after startsAt; null or left out: no end.')),
};

export const CreateAnnouncementRequest = Strict({
  ...content,
  isPinned: Type.Optional(Type.Boolean({ default: false })),
  sortOrder: Type.Optional({ ...SortOrder, default: 0 }),
  isPublished: Type.Optional(Type.Boolean({ default: true })),
});

/** Computed by the server: in the representation GET answers, accepted and ignored on PUT. */
const readOnly = {
  id: Type.Integer({ readOnly: true }),
  isActive: Type.Boolean({ readOnly: true, description: 'Published and inside its window right now.' }),
  createdAt: Type.String({ ...Instant, readOnly: true }),
  updatedAt: Type.String({ ...Instant, readOnly: true }),
};

export const Announcement = Type.Object(
  {
    id: readOnly.id,
    title: Type.String(),
    content: Type.String(),
    isPinned: Type.Boolean(),
    sortOrder: Type.Integer(),
    isPublished: Type.Boolean(),
    startsAt: Nullable(Instant),
    endsAt: Nullable(Instant),
    isActive: readOnly.isActive,
    createdAt: readOnly.createdAt,
    updatedAt: readOnly.updatedAt,
  },
  { description: 'Announcement' },
);

export const UpdateAnnouncementRequest = Strict(
  {
    ...content,
    isPinned: Type.Boolean(),
    sortOrder: SortOrder,
    isPublished: Type.Boolean(),
    id: Type.Optional(readOnly.id),
    isActive: Type.Optional(readOnly.isActive),
    createdAt: Type.Optional(readOnly.createdAt),
    updatedAt: Type.Optional(readOnly.updatedAt),
  },
  {
    description:
      'Replaces the announcement: startsAt and endsAt left out become null. The read-only fields of the ' +
      'representation GET answers (id, isActive, createdAt, updatedAt) are accepted and ignored; any other unknown field is 400.',
  },
);

export const AnnouncementListQuery = Strict({
  ...PageQueryFields,
  active: Type.Optional(
    Type.Boolean({ description: 'true: published and inside the window now; false: every other one.' }),
  ),
  isPinned: Type.Optional(Type.Boolean()),
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Text in the title or content.' })),
});

export const AnnouncementPage = Paginated(Announcement, 'PaginatedResponse<Announcement>: pinned first, then sortOrder, then newest');
