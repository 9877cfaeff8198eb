import { Type } from 'typebox';
import { ClientFields } from '../../shared/clients/schemas.js';
import { CalendarDate, Email, Instant, Nullable, PageQueryFields, Paginated, ReadOnlyFields, Strict } from '../../shared/http/schemas.js';
import { LocaleSchema, PersonLocale } from '../../shared/i18n/schemas.js';

export const STAFF_TAG = 'Client portal access';
export const TAG = 'Client portal';

export const SignInLinkRequest = Strict({ email: Email });

export const SignInLinkResponse = Type.Object(
  { expiresInMinutes: Type.Integer({ description: 'How long a mailed link and code stay valid.' }) },
  { description: 'SignInLinkResponse: the same for every address, known or not.' },
);

export const VerifySignInRequest = Strict(
  {
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: "The link's `token` (from its URL fragment)." })),
    email: Type.Optional(Email),
    code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code of the mail, with `email`.' })),
  },
  { description: 'Either { token } or { email, code }.' },
);

export const PortalTokenPair = Type.Object(
  {
    accessToken: Type.String({ description: 'For `Authorization: Bearer` on /api/portal routes (audience taxdesk-portal).' }),
    refreshToken: Type.String({ description: 'Also set as the HttpOnly session cookie.' }),
    tokenType: Type.Literal('Bearer'),
    expiresIn: Type.Integer({ description: 'Access token lifetime in seconds.' }),
    refreshExpiresIn: Type.Integer({ description: 'Refresh token lifetime in seconds (never past the absolute session lifetime).' }),
  },
  { description: 'PortalTokenPair' },
);

export const RefreshPortalSessionRequest = Strict(
  { refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' })) },
  { description: 'The refresh token, or no body (or {}) to use the session cookie.' },
);

const Firm = Type.Object(
  {
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    website: Type.String(),
    locale: LocaleSchema,
    currency: Type.String({ description: 'ISO 4217 code of every amount the portal shows (CURRENCY), e.g. KRW.' }),
  },
  { description: "The firm's contact details, from the site settings; its language (DEFAULT_LOCALE, what a client with `locale` null reads) and currency." },
);

export const PortalMe = Type.Object(
  {
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    locale: PersonLocale,
    firm: Firm,
  },
  { description: 'PortalMe: the signed-in client as the firm has them, with the firm to contact.' },
);

export const UpdatePortalMeRequest = Strict(
  {
    phone: ClientFields.phone,
    address: ClientFields.address,
    ...ReadOnlyFields(PortalMe, ['name', 'email', 'locale']),
    firm: Type.Optional(Strict(Firm.properties, { readOnly: true, description: 'As GET returns it: accepted and ignored.' })),
  },
  { description: 'The client changes only their phone and postal address (null clears one); what else GET answered is accepted and ignored.' },
);

export const PortalPageQuery = Strict({ ...PageQueryFields });

export const PortalEngagementQuery = Strict({
  ...PageQueryFields,
  letter: Type.Optional(Type.Literal('waiting', { description: 'waiting: only the engagements whose letter waits for the client’s signature (the to-do list).' })),
});

const Amount = Type.Number({ description: 'In major units of the firm currency.' });
const TaxTypeLabel = Type.String({ description: "The firm's word for the tax (its common code's label in the client's language, else its name, else the code)." });

export const PortalDeadline = Type.Object(
  {
    kind: Type.Enum(['schedule', 'filing'], { description: 'A pending filing schedule, or a filing not yet filed.' }),
    id: Type.Integer(),
    taxType: Type.String({ description: "The firm's code for the tax (common codes, group tax_type)." }),
    taxTypeLabel: TaxTypeLabel,
    period: Nullable(Type.String()),
    dueDate: CalendarDate,
    overdue: Type.Boolean({ description: "Due before today (the firm's time zone)." }),
  },
  { description: 'PortalDeadline' },
);

export const PortalFiling = Type.Object(
  {
    id: Type.Integer(),
    taxType: Type.String(),
    taxTypeLabel: TaxTypeLabel,
    taxYear: Type.Integer(),
    period: Nullable(Type.String()),
    status: Type.String({ description: 'draft | in_progress | filed | accepted | rejected | amended' }),
    statusLabel: Type.String({ description: "The status in the client's language." }),
    dueDate: Nullable(CalendarDate),
    filedAt: Nullable(Instant),
    amountDue: Nullable(Amount),
    refundAmount: Nullable(Amount),
  },
  { description: 'PortalFiling' },
);

export const PortalEngagement = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    contractNumber: Nullable(Type.String()),
    serviceType: Nullable(Type.String()),
    serviceTypeLabel: Nullable(Type.String({ description: "The firm's word for the service (common codes, group service_type) in the client's language, else the code." })),
    feeType: Type.String({ description: 'fixed | hourly | retainer' }),
    feeTypeLabel: Type.String({ description: "The fee type in the client's language." }),
    feeAmount: Nullable(Amount),
    startDate: CalendarDate,
    endDate: Nullable(CalendarDate),
    status: Type.String({ description: 'draft | active | completed | terminated' }),
    statusLabel: Type.String({ description: "The status in the client's language." }),
    signedAt: Nullable(Instant),
    letter: Nullable(
      Type.Object(
        {
          status: Type.Enum(['sent', 'viewed', 'signed', 'declined'], { description: 'sent and viewed wait for the signature (GET /api/portal/engagements/{id}/letter).' }),
          sentAt: Instant,
        },
        { description: 'The newest engagement letter that is not withdrawn; null when none was sent.' },
      ),
    ),
  },
  { description: 'PortalEngagement' },
);

export const PortalInvoice = Type.Object(
  {
    id: Type.Integer(),
    invoiceNumber: Type.String({ description: 'YYYY-NNNN; the PDF is GET /api/portal/invoices/{id}/pdf.' }),
    description: Type.String(),
    amount: Amount,
    invoiceDate: CalendarDate,
    dueDate: Nullable(CalendarDate),
    isPaid: Type.Boolean(),
    paidAt: Nullable(Instant),
  },
  { description: 'PortalInvoice' },
);

export const PortalDeadlinePage = Paginated(PortalDeadline, 'PaginatedResponse<PortalDeadline>');
export const PortalFilingPage = Paginated(PortalFiling, 'PaginatedResponse<PortalFiling>');
export const PortalEngagementPage = Paginated(PortalEngagement, 'PaginatedResponse<PortalEngagement>');
export const PortalInvoicePage = Type.Object(
  { ...Paginated(PortalInvoice).properties, totalOutstanding: Type.Number({ description: 'The sum of every unpaid invoice, in major units.' }) },
  { description: 'PaginatedResponse<PortalInvoice> with the total outstanding' },
);

// Passkeys (WebAuthn): the shapes shared with staff passkeys (src/shared/auth/webauthn/schemas.ts).
export {
  AddPasskeyRequest,
  AuthenticationCredential,
  Passkey,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyRequestOptions,
  PasskeySignInRequest,
  RegistrationCredential,
  RenamePasskeyRequest,
} from '../../shared/auth/webauthn/schemas.js';
