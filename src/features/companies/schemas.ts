import { Type } from 'typebox';
import {
  Email,
  Instant,
  Nullable,
  PageQueryFields,
  Paginated,
  ReadOnlyFields,
  Phone,
  SingleLine,
  Strict,
} from '../../shared/http/schemas.js';

export const TAG = 'Companies';

export const CompanyCode = Type.String({
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
  minLength: 1,
  maxLength: 50,
  description: 'Letters, digits, _ . - (starting with a letter or digit); unique whatever the letter case.',
  examples: ['ACME-01'],
});

const optional = {
  businessNumber: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 50 }))),
  representative: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 100 }))),
  address: Type.Optional(Nullable(SingleLine({ minLength: 1, maxLength: 500 }))),
  phone: Type.Optional(Nullable(Phone)),
  email: Type.Optional(Nullable(Email)),
};

export const CreateCompanyRequest = Strict({
  code: CompanyCode,
  name: SingleLine({ minLength: 1, maxLength: 200 }),
  ...optional,
  isActive: Type.Optional(Type.Boolean({ default: true })),
});

export const Company = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    businessNumber: Nullable(Type.String()),
    representative: Nullable(Type.String()),
    address: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    isActive: Type.Boolean(),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'Company' },
);

export const UpdateCompanyRequest = Strict(
  {
    code: CompanyCode,
    name: SingleLine({ minLength: 1, maxLength: 200 }),
    ...optional,
    isActive: Type.Boolean(),
    ...ReadOnlyFields(Company, ['id', 'createdAt', 'updatedAt']),
  },
  { description: 'Replaces the company: optional fields left out become null. The read-only fields of a Company (as GET returns it) are accepted and ignored.' },
);

export const CompanyListQuery = Strict({
  ...PageQueryFields,
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: 'Text in the code, name or business number.' })),
  isActive: Type.Optional(Type.Boolean()),
});

export const CompanyPage = Paginated(Company, 'PaginatedResponse<Company>, ordered by name');

export const CodeParams = Strict({ code: CompanyCode });
