import type { Static } from 'typebox';
import type { InquiryStatus } from '../../db/tables/office.js';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { createClientIn } from '../../shared/clients/client-aggregate.js';
import { clientWriteProblem, type ClientInput } from '../../shared/clients/client-store.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { addDays, LAST_DATE, startOfDay } from '../../shared/dates.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { refuseChangedEchoes } from '../../shared/echoed-fields.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { mailReader } from '../../shared/mail/reader.js';
import { loadBrand, type Brand } from '../../shared/mail/template.js';
import type { Page } from '../../shared/paging.js';
import { inquiryAcknowledgement, newInquiryMail } from './lib/inquiry-mails.js';
import {
  claimForConversion,
  findInquiry,
  insertInquiry,
  likelyNextInquiryId,
  linkClient,
  listInquiriesPage,
  listNewInquiryRecipients,
  loadInquiryMailSettings,
  setInquiryMemo,
  setInquiryStatus,
  updateInquiry as updateInquiryRow,
  type ChangeOutcome,
  type Inquiry,
  type InquiryContact,
} from './repository.js';
import { HONEYPOT_FIELD, type ConvertToClientRequest, type InquiryQuery, type SubmitInquiryRequest, type UpdateInquiryRequest } from './schemas.js';

const AUDITED: ChangeOptions = { ignore: ['id', 'createdAt'] };

/** `converted` is reached only through convert-to-client. */
function settableStatus(status: InquiryStatus): Exclude<InquiryStatus, 'converted'> {
  if (status === 'converted') {
    throw ValidationError.field('status', 'is set only by converting the inquiry to a client', 'status_requires_conversion');
  }
  return status;
}

function assertChanged(outcome: ChangeOutcome, id: number): void {
  if (outcome === 'not_found') throw new NotFoundError('Inquiry', id);
  if (outcome === 'converted') {
    throw new ConflictError(`Inquiry ${id} has been converted to a client; its status is final.`, 'inquiry_converted');
  }
}

/** Trims what people type; a required field of spaces only is refused like an empty one. */
function contactFrom(body: Static<typeof SubmitInquiryRequest>): InquiryContact {
  const errors: Record<string, string[]> = {};
  const fields = body as Record<string, string | null | undefined>;
  const text = (field: string, required: boolean): string | null => {
    const value = fields[field]?.trim() || null;
    if (required && value === null) errors[field] = ['must not be blank'];
    return value;
  };
  const contact = {
    name: text('name', true)!,
    email: body.email,
    phone: text('phone', false),
    companyName: text('companyName', false),
    subject: text('subject', true)!,
    message: text('message', true)!,
    serviceType: text('serviceType', false),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return contact;
}

/**
 * The contact form (anonymous, so not audited: the audit trail records what signed-in users do).
 * A filled honeypot gets the same answer and stores nothing.
 */
/** `senderLocale`: the language the sender wrote in (the page's, or Accept-Language), for the acknowledgement. */
export async function submitInquiry(ctx: ServiceContext, body: Static<typeof SubmitInquiryRequest>, senderLocale: Locale = ctx.config.defaultLocale): Promise<number> {
  const contact = contactFrom(body);
  if (body[HONEYPOT_FIELD]?.trim()) {
    ctx.log.info({ ip: ctx.actor.ip }, 'contact form honeypot filled; submission dropped');
    return likelyNextInquiryId(ctx.db);
  }
  const brand = await loadBrand(ctx.db, ctx.config);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso(ctx);
    const inserted = await insertInquiry(trx, contact, now);
    await queueInquiryMails(ctx, trx, brand, inserted, contact, senderLocale);
    return inserted;
  });
  ctx.mailer.deliverSoon();
  return id;
}

/** Queued with the inquiry, so a stored inquiry always gets its mails and a refused one none. */
async function queueInquiryMails(ctx: ServiceContext, trx: ServiceContext['db'], brand: Brand, id: number, contact: InquiryContact, senderLocale: Locale): Promise<void> {
  const settings = await loadInquiryMailSettings(trx);
  // One mail an address: the firm's contact address in the firm's language, unless a user has it.
  const recipients = new Map<string, Locale | null>();
  if (settings.notifyNewInquiries && settings.contactEmail) recipients.set(settings.contactEmail, null);
  for (const user of await listNewInquiryRecipients(trx)) recipients.set(user.email, user.locale);
  for (const [to, locale] of recipients) await ctx.mailer.send(newInquiryMail(brand, mailReader(ctx.config, locale), to, id, contact, ctx.config.adminUrl), trx);
  if (settings.acknowledgeInquiries) await ctx.mailer.send(inquiryAcknowledgement(brand, mailReader(ctx.config, senderLocale), contact.email), trx);
}

/** Received-from/to are calendar days in the firm's time zone, both included. */
export async function listInquiries(ctx: ServiceContext, query: Static<typeof InquiryQuery>): Promise<Page<Inquiry>> {
  const { from, to, ...rest } = query;
  if (from && to && from > to) throw ValidationError.field('to', 'must not be before from');
  const zone = ctx.config.businessTimeZone;
  return listInquiriesPage(ctx.db, ctx.dialect, {
    ...rest,
    receivedFrom: from ? startOfDay(from, zone) : undefined,
    // A range ending on the last supported day has no upper bound (its next day is out of range).
    receivedBefore: to && to < LAST_DATE ? startOfDay(addDays(to, 1), zone) : undefined,
  });
}

/** Runs a change of one inquiry and records it with the fields that changed. */
async function changeInquiry(
  ctx: ServiceContext,
  id: number,
  operation: string,
  change: (trx: ServiceContext['db'], now: string, before: Inquiry) => Promise<void>,
): Promise<Inquiry> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findInquiry(trx, id);
    if (!before) throw new NotFoundError('Inquiry', id);
    await change(trx, now, before);
    const after = (await findInquiry(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation, recordType: 'inquiry', recordId: id, changes: changedFields(before, after, AUDITED) });
    return after;
  });
}

export async function updateInquiry(ctx: ServiceContext, id: number, body: Static<typeof UpdateInquiryRequest>): Promise<Inquiry> {
  const status = body.status === undefined ? undefined : settableStatus(body.status);
  return changeInquiry(ctx, id, 'inquiry.update', async (trx, now, before) => {
    // The client is set by converting the inquiry: echoed as GET returned it, never changed here.
    refuseChangedEchoes(body, before, { clientId: 'set by converting the inquiry' });
    const changes = {
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      companyName: body.companyName ?? null,
      subject: body.subject,
      message: body.message,
      serviceType: body.serviceType ?? null,
      status,
      adminMemo: body.adminMemo,
    };
    assertChanged(await updateInquiryRow(trx, id, changes, now), id);
  });
}

export async function changeStatus(ctx: ServiceContext, id: number, requested: InquiryStatus): Promise<Exclude<InquiryStatus, 'converted'>> {
  const status = settableStatus(requested);
  await changeInquiry(ctx, id, 'inquiry.status', async (trx, now) => assertChanged(await setInquiryStatus(trx, id, status, now), id));
  return status;
}

/** A converted inquiry's memo can still change. */
export async function changeMemo(ctx: ServiceContext, id: number, memo: string | null): Promise<void> {
  await changeInquiry(ctx, id, 'inquiry.memo', async (trx, now) => {
    if (!(await setInquiryMemo(trx, id, memo, now))) throw new NotFoundError('Inquiry', id);
  });
}

function clientFrom(inquiry: InquiryContact, overrides: Partial<ClientInput>): ClientInput {
  const pick = <K extends keyof ClientInput>(key: K, fallback: ClientInput[K]): ClientInput[K] =>
    overrides[key] === undefined ? fallback : overrides[key];
  return {
    name: pick('name', inquiry.name),
    email: pick('email', inquiry.email),
    phone: pick('phone', inquiry.phone),
    clientType: pick('clientType', inquiry.companyName ? 'business' : 'individual'),
    companyId: pick('companyId', null),
    businessNumber: pick('businessNumber', null),
    address: pick('address', null),
    status: pick('status', 'active'),
    notes: pick('notes', null),
    // Reminders are something the client asks for, later, on the client's page.
    remindByEmail: false,
    // The firm's language until someone sets the client's.
    locale: null,
  };
}

async function alreadyConverted(ctx: ServiceContext, id: number): Promise<Error> {
  const inquiry = await findInquiry(ctx.db, id);
  if (!inquiry) return new NotFoundError('Inquiry', id);
  return new ConflictError(`Inquiry ${id} was already converted to client ${inquiry.clientId}.`, 'inquiry_already_converted', {
    clientId: inquiry.clientId,
  });
}

/**
 * One transaction: the client is created from the inquiry (overrides win) and the inquiry becomes
 * converted with its clientId; both are audited. A conversion that committed first wins.
 */
export async function convertToClient(ctx: ServiceContext, id: number, overrides: Static<typeof ConvertToClientRequest>): Promise<number> {
  const now = nowIso(ctx);
  const attempt: { client?: ClientInput } = {};
  let clientId: number | null;
  try {
    clientId = await ctx.db.transaction().execute(async (trx) => {
      const before = await findInquiry(trx, id);
      const inquiry = await claimForConversion(trx, id, now);
      if (!before || !inquiry) return null;
      attempt.client = clientFrom(inquiry, overrides);
      const client = await createClientIn(ctx, trx, attempt.client, { sourceInquiryId: id });
      await linkClient(trx, id, client.id);
      const after = (await findInquiry(trx, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'inquiry.convert', recordType: 'inquiry', recordId: id, changes: changedFields(before, after, AUDITED) });
      return client.id;
    });
  } catch (error) {
    if ((await findInquiry(ctx.db, id))?.status === 'converted') throw await alreadyConverted(ctx, id);
    throw attempt.client ? await clientWriteProblem(ctx.db, error, attempt.client) : error;
  }
  if (clientId === null) throw await alreadyConverted(ctx, id);
  return clientId;
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

export async function getInquiry(ctx: ServiceContext, id: number): Promise<Inquiry> {
  const inquiry = await findInquiry(ctx.db, id);
  if (!inquiry) throw new NotFoundError('Inquiry', id);
  return inquiry;
}
