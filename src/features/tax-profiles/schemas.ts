import { Type } from 'typebox';
import { CalendarDate, Id, Instant, MultiLine, Nullable, PageQueryFields, Paginated, ReadOnlyFields, SingleLine, Strict } from '../../shared/http/schemas.js';
import { UpcomingDays } from '../../shared/tax/upcoming.js';

export const TAG = 'Tax profiles';

export const RiskLevel = Type.Enum(['low', 'medium', 'high'], { description: 'low | medium | high' });

/** MM-DD of a real day (02-29 allowed: leap years have it). */
export const FiscalYearEnd = Type.String({
  pattern: '^(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|[12]\\d))$',
  description: 'Last day of the fiscal year, MM-DD (e.g. 12-31, 03-31).',
  examples: ['12-31'],
});

const profileFields = {
  taxpayerType: SingleLine({ minLength: 1, maxLength: 50, description: 'e.g. individual, sole_proprietor, corporation.' }),
  taxId: Type.Optional(Nullable(SingleLine({ minLength: 4, maxLength: 30, description: 'Tax identification number (sensitive: masked in list views).' }))),
  fiscalYearEnd: Type.Optional(Nullable(FiscalYearEnd)),
  riskLevel: Type.Optional(RiskLevel),
  riskNotes: Type.Optional(Nullable(MultiLine({ maxLength: 5_000 }))),
  nextFilingDueDate: Type.Optional(Nullable(CalendarDate)),
  notes: Type.Optional(Nullable(MultiLine({ maxLength: 10_000 }))),
};

export const CreateTaxProfileRequest = Strict({ clientId: Id, ...profileFields });

export const TaxProfile = Type.Object(
  {
    id: Type.Integer(),
    clientId: Type.Integer(),
    clientName: Type.String({ description: "The client's name (read only)." }),
    taxpayerType: Type.String(),
    taxId: Nullable(Type.String(), 'In full on single-profile reads; masked to the last four characters in lists.'),
    fiscalYearEnd: Nullable(Type.String()),
    riskLevel: RiskLevel,
    riskNotes: Nullable(Type.String()),
    nextFilingDueDate: Nullable(CalendarDate),
    notes: Nullable(Type.String()),
    createdAt: Instant,
    updatedAt: Instant,
  },
  { description: 'TaxProfile' },
);

export const UpdateTaxProfileRequest = Strict(
  { ...profileFields, riskLevel: RiskLevel, ...ReadOnlyFields(TaxProfile, ['id', 'clientId', 'clientName', 'createdAt', 'updatedAt']) },
  {
    description:
      'Replaces the profile (its client stays): optional fields left out become null; riskLevel is required. ' +
      'The read-only fields of a TaxProfile (as GET returns it) are accepted and ignored; clientId may not change.',
  },
);

export const TaxProfilePage = Paginated(TaxProfile, 'PaginatedResponse<TaxProfile> (taxId masked)');

export const TaxProfileListQuery = Strict({
  ...PageQueryFields,
  riskLevel: Type.Optional(RiskLevel),
  search: Type.Optional(SingleLine({ minLength: 1, maxLength: 100, description: "Text in the client's name or the taxpayer type." })),
});

export const HighRiskQuery = Strict(PageQueryFields);

export const UpcomingProfilesQuery = Strict({ ...PageQueryFields, days: UpcomingDays });

export const ClientIdParams = Strict({ clientId: Id });
