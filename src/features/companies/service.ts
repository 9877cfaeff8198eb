import type { Static } from 'typebox';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import {
  deleteCompany as deleteCompanyRow,
  findCompany,
  findCompanyByCode,
  insertCompany,
  listCompaniesPage,
  updateCompany as updateCompanyRow,
  type Company,
  type CompanyInput,
} from './repository.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import type { CreateCompanyRequest, UpdateCompanyRequest } from './schemas.js';

const AUDITED: ChangeOptions = { ignore: ['id', 'createdAt'], masked: ['businessNumber'] };

function inputOf(body: Static<typeof CreateCompanyRequest> | Static<typeof UpdateCompanyRequest>): CompanyInput {
  return {
    code: body.code,
    name: body.name,
    businessNumber: body.businessNumber ?? null,
    representative: body.representative ?? null,
    address: body.address ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    isActive: body.isActive ?? true,
  };
}

/**
 * The one place company constraint violations become domain errors (after the transaction):
 * a code belongs to one company (SPEC 7.1, 409 naming the holder); a company that client records
 * (deleted ones included) point at is deactivated, not deleted.
 */
async function writeProblem(ctx: ServiceContext, error: unknown, subject: { code?: string; id?: number }): Promise<unknown> {
  if (isUniqueViolation(error) && subject.code !== undefined) {
    const holder = await findCompanyByCode(ctx.db, subject.code);
    return new ConflictError(`The company code "${subject.code}" is already used.`, 'company_code_taken', {
      existingCompanyId: holder?.id ?? null,
      errors: { code: ['is already used by another company'] },
    });
  }
  if (isForeignKeyViolation(error) && subject.id !== undefined) {
    return new ConflictError(`Company ${subject.id} is still referenced by client records; set isActive to false instead.`, 'company_in_use');
  }
  return error;
}

export async function createCompany(ctx: ServiceContext, body: Static<typeof CreateCompanyRequest>): Promise<Company> {
  const input = inputOf(body);
  const now = nowIso(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const company = (await findCompany(trx, await insertCompany(trx, input, now)))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'company.create', recordType: 'company', recordId: company.id, changes: changedFields(null, company, AUDITED) });
      return company;
    });
  } catch (error) {
    throw await writeProblem(ctx, error, { code: input.code });
  }
}

export async function updateCompany(ctx: ServiceContext, id: number, body: Static<typeof UpdateCompanyRequest>): Promise<Company> {
  const input = inputOf(body);
  const now = nowIso(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await findCompany(trx, id);
      if (!before || !(await updateCompanyRow(trx, id, input, now))) throw new NotFoundError('Company', id);
      const after = (await findCompany(trx, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'company.update', recordType: 'company', recordId: id, changes: changedFields(before, after, AUDITED) });
      return after;
    });
  } catch (error) {
    throw await writeProblem(ctx, error, { code: input.code });
  }
}

export async function deleteCompany(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await findCompany(trx, id);
      if (!before || !(await deleteCompanyRow(trx, id))) throw new NotFoundError('Company', id);
      await recordAudit(trx, ctx.actor, { at: now, operation: 'company.delete', recordType: 'company', recordId: id, changes: changedFields(before, null, AUDITED) });
    });
  } catch (error) {
    throw await writeProblem(ctx, error, { id });
  }
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

export async function getCompany(ctx: ServiceContext, id: number): Promise<Company> {
  const company = await findCompany(ctx.db, id);
  if (!company) throw new NotFoundError('Company', id);
  return company;
}

/** By code, in any letter case. */
export async function getCompanyByCode(ctx: ServiceContext, code: string): Promise<Company> {
  const company = await findCompanyByCode(ctx.db, code);
  if (!company) throw new NotFoundError('Company', code);
  return company;
}

export function listCompanies(ctx: ServiceContext, filter: PageRequest & { search?: string; isActive?: boolean }): Promise<Page<Company>> {
  return listCompaniesPage(ctx.db, ctx.dialect, filter);
}
