import type { Static } from 'typebox';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { contractIdWithNumber, type ContractInput } from './repository.js';
import type { CreateContractRequest } from './schemas.js';

/** A request body as the stored fields, after the rule that a contract cannot end before it starts. */
export function contractInput(body: Omit<Static<typeof CreateContractRequest>, 'clientId'>): ContractInput {
  const input: ContractInput = {
    title: body.title,
    contractNumber: body.contractNumber ?? null,
    serviceType: body.serviceType ?? null,
    feeType: body.feeType,
    feeAmount: body.feeAmount ?? null,
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    status: body.status ?? 'draft',
    signedAt: body.signedAt ?? null,
    notes: body.notes ?? null,
  };
  if (input.endDate !== null && input.endDate < input.startDate) {
    throw ValidationError.field('endDate', 'must not be before startDate', 'invalid_range');
  }
  return input;
}

/** A taken contract number is 409 naming the contract that has it; anything else is returned as it was. */
export async function contractWriteProblem(app: App, error: unknown, input: ContractInput): Promise<unknown> {
  if (!isUniqueViolation(error) || input.contractNumber === null) return error;
  return new ConflictError(`Contract number ${input.contractNumber} is already used.`, 'contract_number_taken', {
    existingContractId: await contractIdWithNumber(app.db, input.contractNumber),
    errors: { contractNumber: ['is already used by another contract'] },
  });
}
