/** Contracts' rules and transactions: route -> service -> repository. */
import type { Static } from 'typebox';
import { mapViolations } from '../../db/errors.js';
import { createAudited, deleteAudited, updateAudited } from '../../shared/audit/audited-writes.js';
import { listOfClient, requireVisibleClient } from '../../shared/clients/client-references.js';
import { assertDateRange } from '../../shared/date-range.js';
import type { ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import type { Page } from '../../shared/paging.js';
import * as repo from './repository.js';
import type { ContractFilter, ContractInput, ContractRecord } from './repository.js';
import type { CreateContractRequest, UpdateContractRequest } from './schemas.js';

const RECORD = 'contract';

/** A request body as the stored fields, after the rule that a contract cannot end before it starts. */
function contractInput(body: Omit<Static<typeof CreateContractRequest>, 'clientId'>): ContractInput {
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

/** A taken contract number is 409 naming the contract that has it. */
function numberTaken(ctx: ServiceContext, input: ContractInput) {
  return async (error: unknown) => {
    if (input.contractNumber === null) return error;
    return new ConflictError(`Contract number ${input.contractNumber} is already used.`, 'contract_number_taken', {
      existingContractId: await repo.contractIdWithNumber(ctx.db, input.contractNumber),
      errors: { contractNumber: ['is already used by another contract'] },
    });
  };
}

export async function createContract(ctx: ServiceContext, body: Static<typeof CreateContractRequest>): Promise<ContractRecord> {
  const { clientId, ...fields } = body;
  const input = contractInput(fields);
  return mapViolations(
    () =>
      createAudited(ctx, {
        record: RECORD,
        find: repo.findContract,
        insert: async (trx, now) => {
          await requireVisibleClient(trx, clientId);
          return repo.insertContract(trx, clientId, input, now);
        },
      }),
    { unique: numberTaken(ctx, input) },
  );
}

/** Replaces a contract's fields; its client stays (clientId may be echoed, not changed), computed fields are ignored. */
export async function updateContract(ctx: ServiceContext, id: number, body: Static<typeof UpdateContractRequest>): Promise<ContractRecord> {
  const input = contractInput(body);
  return mapViolations(
    () =>
      updateAudited(ctx, id, body, {
        record: RECORD,
        label: 'Contract',
        find: repo.findContract,
        echoes: { clientId: 'a contract stays with its client' },
        write: (trx, _before, now) => repo.updateContract(trx, id, input, now),
      }),
    { unique: numberTaken(ctx, input) },
  );
}

export function deleteContract(ctx: ServiceContext, id: number): Promise<void> {
  return deleteAudited(ctx, id, { record: RECORD, label: 'Contract', find: repo.findContract, remove: (trx, _before, now) => repo.softDeleteContract(trx, id, now) });
}

export async function getContract(ctx: ServiceContext, id: number): Promise<ContractRecord> {
  const contract = await repo.findContract(ctx.db, id);
  if (!contract) throw new NotFoundError('Contract', id);
  return contract;
}

export async function listContracts(ctx: ServiceContext, filter: ContractFilter): Promise<Page<ContractRecord>> {
  assertDateRange(filter);
  return repo.listContractsPage(ctx.db, filter);
}

/**
 * A client's contracts, each with its newest engagement letter's status (the client file's
 * Contracts tab): 404 for a client that never existed (a deleted client's stay listed). Two
 * statements whatever the page's size: the page, then the letters of its contracts.
 */
export async function listClientContracts(ctx: ServiceContext, clientId: number, filter: Omit<ContractFilter, 'clientId'>): Promise<Page<ContractRecord & { letter: repo.LatestLetter | null }>> {
  const page = await listOfClient(ctx.db, clientId, filter, repo.listContractsPage);
  const letters = await repo.latestLettersOf(ctx.db, page.items.map((contract) => contract.id));
  return { ...page, items: page.items.map((contract) => ({ ...contract, letter: letters.get(contract.id) ?? null })) };
}
