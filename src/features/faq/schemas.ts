import { Type } from 'typebox';
import { Instant, MultiLine, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'FAQ';

const SortOrder = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'Lower comes first.' });

const content = {
  question: SingleLine({ minLength: 1, maxLength: 500 }),
  answer: MultiLine({ minLength: 1, maxLength: 20_000, description: 'Plain text; line breaks are kept.' }),
  category: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 50 }))),
};

export const CreateFaqRequest = Strict({
  ...content,
  sortOrder: Type.Optional({ ...SortOrder, default: 0 }),
  isPublished: Type.Optional(Type.Boolean({ default: true })),
});

export const Faq = Type.Object(
  {
    id: Type.Integer(),
    question: Type.String(),
    answer: Type.String(),
    category: Nullable(Type.String()),
    sortOrder: Type.Integer(),
    isPublished: Type.Boolean(),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'FAQ entry' },
);

export const UpdateFaqRequest = Strict(
  { ...content, sortOrder: SortOrder, isPublished: Type.Boolean(), ...ReadOnlyFields(Faq, ['id', 'createdAt', 'updatedAt']) },
  { description: 'Replaces the entry: a category left out becomes null. The read-only fields of an entry (as GET returns it) are accepted and ignored.' },
);

export const FaqListQuery = Strict({
  ...PageQueryFields,
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Text in the question or answer.' })),
  category: Type.Optional(SingleLine({ minLength: 1, maxLength: 50 })),
  isPublished: Type.Optional(Type.Boolean()),
});

export const FaqPage = Paginated(Faq, 'PaginatedResponse<Faq>, by sortOrder then id');

export const FAQ_ORDER_MAX = 500;

export const ReorderFaqRequest = Strict(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      minItems: 1,
      maxItems: FAQ_ORDER_MAX,
      uniqueItems: true,
      description: 'Every entry’s id once, in the new order.',
    }),
  },
  {
    description:
      'The whole list in its new order. The entries get sortOrder 10, 20, 30… in that order; ' +
      'a list that is not exactly the stored entries (one added or deleted since it was read) is refused with faq_order_stale.',
  },
);

export const FaqOrderResponse = Type.Object({ items: Type.Array(Faq, { description: 'Every entry, in the new order.' }) });
