/** Tax profiles' rules and transactions: route -> service -> repository. */
import type { Static } from 'typebox';
import { mapViolations } from '../../db/errors.js';
import { createAudited, deleteAudited, updateAudited } from '../../shared/audit/audited-writes.js';
import { requireVisibleClient } from '../../shared/clients/client-references.js';
import type { ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { upcomingWindow } from '../../shared/tax/upcoming.js';
import * as repo from './repository.js';
import type { ProfileFilter, TaxProfileInput, TaxProfileRecord } from './repository.js';
import type { CreateTaxProfileRequest, UpdateTaxProfileRequest } from './schemas.js';

const RECORD = 'tax_profile';
/** The trail shows only a tax id's last four characters. */
const AUDIT = { masked: ['taxId'] } as const;

/** A request body as the stored fields: what is left out becomes null (on create, risk level low). */
function profileInput(body: Omit<Static<typeof CreateTaxProfileRequest>, 'clientId'>): TaxProfileInput {
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

async function profileTaken(ctx: ServiceContext, clientId: number): Promise<ConflictError> {
  return new ConflictError(`Client ${clientId} already has a tax profile.`, 'tax_profile_exists', {
    existingProfileId: await repo.profileIdOfClient(ctx.db, clientId),
    errors: { clientId: ['already has a tax profile'] },
  });
}

/** One profile per client: the unique index decides between racing creates. */
export async function createProfile(ctx: ServiceContext, body: Static<typeof CreateTaxProfileRequest>): Promise<TaxProfileRecord> {
  const { clientId } = body;
  const input = profileInput(body);
  return mapViolations(
    () =>
      createAudited(ctx, {
        record: RECORD,
        find: repo.findProfile,
        insert: async (trx, now) => {
          await requireVisibleClient(trx, clientId);
          return repo.insertProfile(trx, clientId, input, now);
        },
        audit: AUDIT,
      }),
    { unique: () => profileTaken(ctx, clientId) },
  );
}

export async function updateProfile(ctx: ServiceContext, id: number, body: Static<typeof UpdateTaxProfileRequest>): Promise<TaxProfileRecord> {
  const input = profileInput(body);
  return updateAudited(ctx, id, body, {
    record: RECORD,
    label: 'Tax profile',
    find: repo.findProfile,
    echoes: { clientId: 'a profile stays with its client' },
    write: (trx, _before, now) => repo.updateProfile(trx, id, input, now),
    audit: AUDIT,
  });
}

/** Removes the profile; its audit entry keeps what it held (the tax id masked, as in every entry). */
export function deleteProfile(ctx: ServiceContext, id: number): Promise<void> {
  return deleteAudited(ctx, id, { record: RECORD, label: 'Tax profile', find: repo.findProfile, remove: (trx) => repo.deleteProfile(trx, id), audit: AUDIT });
}

export async function getProfileOfClient(ctx: ServiceContext, clientId: number): Promise<TaxProfileRecord> {
  const profile = await repo.findProfileOfClient(ctx.db, clientId);
  if (!profile) throw new NotFoundError('Tax profile of client', clientId);
  return profile;
}

export async function listProfiles(ctx: ServiceContext, filter: ProfileFilter): Promise<Page<TaxProfileRecord>> {
  return repo.listProfilesPage(ctx.db, ctx.dialect, filter);
}

export async function listHighRiskProfiles(ctx: ServiceContext, page: PageRequest): Promise<Page<TaxProfileRecord>> {
  return repo.listHighRiskPage(ctx.db, page);
}

export async function listUpcomingFilingProfiles(ctx: ServiceContext, days: number, page: PageRequest): Promise<Page<TaxProfileRecord>> {
  return repo.listUpcomingPage(ctx.db, upcomingWindow(ctx, days), page);
}
