import type { Static } from 'typebox';
import type { TaxProfileInput } from './repository.js';
import type { CreateTaxProfileRequest } from './schemas.js';

/** A request body as the stored fields: what is left out becomes null (on create, risk level low). */
export function profileInput(body: Omit<Static<typeof CreateTaxProfileRequest>, 'clientId'>): TaxProfileInput {
  return {
    taxpayerType: body.taxpayerType,
    taxId: body.taxId ?? null,
    fiscalYearEnd: body.fiscalYearEnd ?? null,
    riskLevel: body.riskLevel ?? 'low',
    riskNotes: body.riskNotes ?? null,
    nextFilingDueDate: body.nextFilingDueDate ?? null,
    notes: body.notes ?? null,
  };
}
