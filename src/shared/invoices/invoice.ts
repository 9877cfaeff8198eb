/**
 * The invoice of a revenue entry (issue 34.5) as a PDF, for staff (revenue-tracking) and for the
 * client in the portal: one home, so both apps open the same document. Every revenue entry is an
 * invoice; its words are in the client's language (clients.locale, else DEFAULT_LOCALE), its money
 * in the firm's currency formatted for that language.
 *
 * Rendered on demand, deterministically: the PDF's date is the later of the entry's and the site
 * settings' last change, so the same entry and settings give the same bytes (a stable hash), and a
 * payment or correction shows at once (nothing is cached). Storing an issued copy in the documents
 * store is left for when an invoice can no longer change (docs/engagements.md, "Invoices").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { clientNameOf } from '../clients/client-name.js';
import type { ServiceContext } from '../context.js';
import { recordAudit } from '../audit/record.js';
import { NotFoundError, ValidationError } from '../errors.js';
import type { OutgoingEmail } from '../mail/mailer.js';
import { firmContact, mailReader, type MailReader } from '../mail/reader.js';
import { loadBrand, renderMail, type Brand } from '../mail/template.js';
import { formatDate, formatStoredMoney, t, type Locale } from '../i18n/index.js';
import { renderPdf, type PdfBlock, type PdfLayout } from '../pdf/index.js';

type Db = Kysely<Database>;

/** What an invoice shows, read in one query (the entry, its client, the firm's settings). */
export interface InvoiceData {
  id: number;
  clientId: number;
  invoiceNumber: string;
  description: string;
  /** Hundredths of the currency, as stored. */
  amount: number;
  invoiceDate: string;
  dueDate: string | null;
  isPaid: boolean;
  paidAt: string | null;
  updatedAt: string;
  client: { name: string; businessNumber: string | null; address: string | null; email: string | null; locale: Locale | null };
  firm: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    paymentInstructions: string | null;
    taxRatePercent: number | null;
    updatedAt: string | null;
  };
  /**
   * The place for a payment link per invoice (online card payment is not in scope, issue 34.5):
   * null until a payment provider fills it; when set, the invoice prints it under "Payment".
   */
  paymentLink: string | null;
}

/** The invoice of entry `id`; with `clientId`, only if it is that client's (the portal's scope). */
export async function findInvoice(db: Db, id: number, clientId?: number): Promise<InvoiceData | null> {
  let query = db
    .selectFrom('revenue_entries as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('site_settings as s', (join) => join.on('s.id', '=', 1))
    .select([
      'r.id',
      'r.client_id',
      'r.invoice_number',
      'r.description',
      'r.amount',
      'r.invoice_date',
      'r.due_date',
      'r.is_paid',
      'r.paid_at',
      'r.updated_at',
      clientNameOf('r.client_id'),
      'c.business_number',
      'c.address as client_address',
      'c.email as client_email',
      'c.locale',
      's.site_name',
      's.address as firm_address',
      's.contact_phone',
      's.contact_email',
      's.invoice_payment_instructions',
      's.invoice_tax_rate_percent',
      's.updated_at as settings_updated_at',
    ])
    .where('r.id', '=', id);
  if (clientId !== undefined) query = query.where('r.client_id', '=', clientId).where('c.deleted_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    clientId: row.client_id,
    invoiceNumber: row.invoice_number ?? String(row.id),
    description: row.description,
    amount: Number(row.amount),
    invoiceDate: String(row.invoice_date),
    dueDate: row.due_date === null ? null : String(row.due_date),
    isPaid: row.is_paid,
    paidAt: row.paid_at === null ? null : String(row.paid_at),
    updatedAt: String(row.updated_at),
    client: { name: row.client_name, businessNumber: row.business_number, address: row.client_address, email: row.client_email, locale: row.locale ?? null },
    firm: {
      name: row.site_name ?? 'taxdesk',
      address: row.firm_address ?? null,
      phone: row.contact_phone ?? null,
      email: row.contact_email ?? null,
      paymentInstructions: row.invoice_payment_instructions ?? null,
      taxRatePercent: row.invoice_tax_rate_percent ?? null,
      updatedAt: row.settings_updated_at === null ? null : String(row.settings_updated_at),
    },
    paymentLink: null,
  };
}

/** The tax within a tax-inclusive amount (hundredths), rounded half up to a hundredth. */
export function includedTax(amount: number, ratePercent: number): number {
  return Math.round((amount * ratePercent) / (100 + ratePercent));
}

const isoOf = (value: string) => new Date(value).toISOString();

/** The invoice's layout in `locale` (the toolkit draws it). */
export function invoiceLayout(invoice: InvoiceData, options: { locale: Locale; currency: string; timeZone: string }): PdfLayout {
  const { locale, currency, timeZone } = options;
  const money = (hundredths: number) => formatStoredMoney(locale, currency, hundredths);
  const date = (day: string) => formatDate(locale, timeZone, day);
  const lines = (...values: Array<string | null>) => values.filter((value): value is string => !!value).join('\n');
  const firm = invoice.firm;
  const client = invoice.client;
  const totals: Array<[string, string]> = [];
  if (firm.taxRatePercent !== null) {
    const tax = includedTax(invoice.amount, firm.taxRatePercent);
    totals.push([t(locale, 'common.invoice.supplyValue'), money(invoice.amount - tax)]);
    totals.push([t(locale, 'common.invoice.tax', { rate: firm.taxRatePercent }), money(tax)]);
  }
  totals.push([t(locale, 'common.invoice.total'), money(invoice.amount)]);
  const status = invoice.isPaid
    ? t(locale, 'common.invoice.paid', { date: formatDate(locale, timeZone, new Date(invoice.paidAt ?? invoice.updatedAt)) })
    : invoice.dueDate
      ? t(locale, 'common.invoice.payBy', { date: date(invoice.dueDate) })
      : t(locale, 'common.invoice.payOnReceipt');
  const blocks: PdfBlock[] = [
    { type: 'paragraph', text: firm.name, size: 14, bold: true },
    { type: 'paragraph', text: lines(firm.address, firm.phone, firm.email), muted: true },
    { type: 'space', height: 6 },
    { type: 'heading', text: t(locale, 'common.invoice.title') },
    {
      type: 'fields',
      rows: [
        [t(locale, 'common.invoice.number'), invoice.invoiceNumber],
        [t(locale, 'common.invoice.date'), date(invoice.invoiceDate)],
        [t(locale, 'common.invoice.dueDate'), invoice.dueDate ? date(invoice.dueDate) : t(locale, 'common.invoice.onReceipt')],
      ],
    },
    { type: 'heading', text: t(locale, 'common.invoice.billTo'), level: 3 },
    { type: 'paragraph', text: client.name, bold: true },
    ...(client.businessNumber ? [{ type: 'paragraph' as const, text: t(locale, 'common.invoice.businessNumber', { number: client.businessNumber }) }] : []),
    ...(client.address || client.email ? [{ type: 'paragraph' as const, text: lines(client.address, client.email) }] : []),
    { type: 'space', height: 8 },
    {
      type: 'table',
      columns: [
        { header: t(locale, 'common.invoice.description'), width: 3 },
        { header: t(locale, 'common.invoice.amount'), width: 1, align: 'right' },
      ],
      rows: [[invoice.description, money(invoice.amount)]],
    },
    { type: 'fields', rows: totals, labelWidth: 0.7, align: 'right' },
    { type: 'rule' },
    { type: 'heading', text: t(locale, 'common.invoice.payment'), level: 3 },
    { type: 'paragraph', text: status, bold: !invoice.isPaid },
  ];
  if (!invoice.isPaid && firm.paymentInstructions) blocks.push({ type: 'paragraph', text: firm.paymentInstructions });
  if (!invoice.isPaid && invoice.paymentLink) blocks.push({ type: 'paragraph', text: t(locale, 'common.invoice.payOnline', { url: invoice.paymentLink }) });
  // The later of the entry's and the settings' last change: same data, same bytes.
  const changed = [invoice.updatedAt, firm.updatedAt].filter((value): value is string => value !== null).map(isoOf).sort().at(-1)!;
  return {
    metadata: {
      title: `${t(locale, 'common.invoice.title')} ${invoice.invoiceNumber}`,
      author: firm.name,
      subject: client.name,
      language: locale,
      createdAt: new Date(changed),
    },
    footer: (page, pages) => t(locale, 'common.invoice.page', { number: invoice.invoiceNumber, page, pages }),
    blocks,
  };
}

export interface RenderedInvoice {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * The invoice of entry `id` as a PDF in its client's language: 404 when there is none (or, with
 * `clientId`, when it is another client's: the portal never learns that it exists).
 */
export async function renderInvoice(ctx: ServiceContext, id: number, clientId?: number): Promise<RenderedInvoice> {
  const invoice = await findInvoice(ctx.db, id, clientId);
  if (!invoice) throw new NotFoundError('Invoice', id);
  const locale = invoice.client.locale ?? ctx.config.defaultLocale;
  const bytes = await renderPdf(invoiceLayout(invoice, { locale, currency: ctx.config.currency, timeZone: ctx.config.businessTimeZone }));
  return { fileName: `invoice-${invoice.invoiceNumber}.pdf`, bytes };
}

/** The mail that issues an invoice to its client: number, amount, due date, a link to the portal (the PDF is opened there, signed in). */
export function invoiceMail(brand: Brand, reader: MailReader, invoice: InvoiceData, to: string, portalUrl: string): OutgoingEmail {
  const { locale, timeZone, currency } = reader;
  const values = { number: invoice.invoiceNumber, amount: formatStoredMoney(locale, currency, invoice.amount) };
  const contact = firmContact(brand, reader);
  return renderMail(brand, {
    to,
    subject: t(locale, 'mail.invoice.subject', { number: invoice.invoiceNumber }),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.reminder.greeting', { name: invoice.client.name }) },
      {
        kind: 'paragraph',
        text: invoice.dueDate
          ? t(locale, 'mail.invoice.body', { ...values, dueDate: formatDate(locale, timeZone, invoice.dueDate) })
          : t(locale, 'mail.invoice.bodyOnReceipt', values),
      },
      { kind: 'link', label: t(locale, 'mail.invoice.open'), url: portalUrl },
      ...(contact ? [{ kind: 'paragraph' as const, text: t(locale, 'mail.reminder.contact', { contact }) }] : []),
    ],
  });
}

/**
 * Issues the invoice of entry `id` (staff) in the caller's transaction: mails its client in their
 * language through the mail queue, with the audit entry `revenue_entry.issue_invoice` (the record
 * of every time, and to whom, it was issued). Issuing again mails again (a reminder). 404 for no
 * entry, 400 client_without_email when the client has no address. The caller asks the mailer to
 * deliver once the transaction has committed.
 */
export async function issueInvoiceIn(ctx: ServiceContext, trx: Db, id: number, now: string): Promise<{ id: number; invoiceNumber: string; mailedTo: string }> {
  const invoice = await findInvoice(trx, id);
  if (!invoice) throw new NotFoundError('Revenue entry', id);
  const to = invoice.client.email;
  if (!to) throw new ValidationError({}, 'The client has no email address to send the invoice to.', 'client_without_email');
  const brand = await loadBrand(trx, ctx.config);
  await ctx.mailer.send(invoiceMail(brand, mailReader(ctx.config, invoice.client.locale), invoice, to, ctx.config.portalUrl), trx);
  await recordAudit(trx, ctx.actor, {
    at: now,
    operation: 'revenue_entry.issue_invoice',
    recordType: 'revenue_entry',
    recordId: id,
    changes: { invoiceNumber: { before: null, after: invoice.invoiceNumber }, mailedTo: { before: null, after: to } },
  });
  return { id, invoiceNumber: invoice.invoiceNumber, mailedTo: to };
}
