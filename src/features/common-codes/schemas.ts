import { Type } from 'typebox';
import { Instant, NoWhiteSpace, Nullable, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Common codes';

export const MAX_ATTRIBUTES_JSON_LENGTH = 4096;

export const CodeGroup = NoWhiteSpace({ maxLength: 50, description: 'No white space anywhere.', examples: ['TAX_TYPE'] });
export const CodeValue = NoWhiteSpace({ maxLength: 100, description: 'No white space anywhere.', examples: ['VAT'] });

export const GroupParams = Strict({ group: CodeGroup });
export const CodeParams = Strict({ group: CodeGroup, value: CodeValue });

const Attributes = Type.Record(Type.String(), Type.Unknown(), {
  maxProperties: 50,
  description: `Free JSON object (at most ${MAX_ATTRIBUTES_JSON_LENGTH} characters as JSON).`,
});

export const CommonCode = Type.Object(
  {
    group: Type.String(),
    value: Type.String(),
    name: Type.String(),
    sortOrder: Type.Integer(),
    isActive: Type.Boolean(),
    attributes: Nullable(Type.Record(Type.String(), Type.Unknown())),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'Common code' },
);

export const UpsertCommonCodeRequest = Strict(
  {
    name: SingleLine({ minLength: 1, maxLength: 200 }),
    sortOrder: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, default: 0 })),
    isActive: Type.Optional(Type.Boolean({ default: true })),
    attributes: Type.Optional(Nullable(Attributes)),
    ...ReadOnlyFields(CommonCode, ['group', 'value', 'createdAt', 'updatedAt']),
  },
  {
    description:
      'The whole code: fields left out take their defaults (sortOrder 0, isActive true, attributes null). ' +
      'Group and value come from the path (in the body, as GET returns them, they are accepted and ignored, as are the timestamps). There is no description field.',
  },
);

export const CommonCodeList = Type.Object({ items: Type.Array(CommonCode) }, { description: 'Common codes, ordered by group, sortOrder and value' });

export const CommonCodeGroupList = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        group: Type.String(),
        codeCount: Type.Integer(),
        activeCount: Type.Integer(),
      }),
    ),
  },
  { description: 'Every group that has codes, by name' },
);

export const GroupQuery = Strict({
  isActive: Type.Optional(Type.Boolean({ description: 'Only active (true) or inactive (false) codes; both when left out.' })),
});
