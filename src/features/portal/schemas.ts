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
  },
  { description: 'PortalEngagement' },
);

export const PortalInvoice = Type.Object(
  {
    id: Type.Integer(),
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

// Passkeys (WebAuthn): the shapes @simplewebauthn/browser sends, closed like every input.
const B64 = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$', ...(description ? { description } : {}) });
const Transports = Type.Array(Type.String({ maxLength: 20, pattern: '^[a-z-]+$' }), { maxItems: 8 });
const ClientExtensionResults = Strict(
  {
    credProps: Type.Optional(Strict({ rk: Type.Optional(Type.Boolean()) })),
    appid: Type.Optional(Type.Boolean()),
    hmacCreateSecret: Type.Optional(Type.Boolean()),
  },
  { description: 'What the browser answered of the extensions asked for.' },
);
const Attachment = Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]));

export const RegistrationCredential = Strict(
  {
    id: B64(1400, 'The credential id, base64url.'),
    rawId: B64(1400),
    type: Type.Literal('public-key'),
    response: Strict({
      clientDataJSON: B64(4000),
      attestationObject: B64(20_000),
      authenticatorData: Type.Optional(B64(20_000)),
      transports: Type.Optional(Transports),
      publicKeyAlgorithm: Type.Optional(Type.Integer({ minimum: -65_535, maximum: 65_535 })),
      publicKey: Type.Optional(B64(4000)),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ClientExtensionResults,
  },
  { description: "RegistrationCredential: navigator.credentials.create()'s answer as @simplewebauthn/browser's startRegistration() gives it." },
);

export const AuthenticationCredential = Strict(
  {
    id: B64(1400, 'The credential id, base64url.'),
    rawId: B64(1400),
    type: Type.Literal('public-key'),
    response: Strict({
      clientDataJSON: B64(4000),
      authenticatorData: B64(20_000),
      // An ML-DSA-87 signature (COSE -50; Chromium offers ML-DSA) is 4,627 bytes: 6,170 characters.
      signature: B64(8000),
      userHandle: Type.Optional(B64(200)),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ClientExtensionResults,
  },
  { description: "AuthenticationCredential: navigator.credentials.get()'s answer as @simplewebauthn/browser's startAuthentication() gives it." },
);

const PasskeyName = Type.String({ minLength: 1, maxLength: 60, description: 'A name the client recognises the passkey by ("iPhone", "Work laptop").' });

export const AddPasskeyRequest = Strict({ name: PasskeyName, credential: RegistrationCredential });
export const RenamePasskeyRequest = Strict({ name: PasskeyName });
export const PasskeySignInRequest = Strict({ credential: AuthenticationCredential });

export const Passkey = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    createdAt: Instant,
    lastUsedAt: Nullable(Instant),
    synced: Type.Boolean({ description: 'A multi-device passkey (kept in a password manager or platform account).' }),
  },
  { description: 'Passkey: never its key or credential id.' },
);
export const PasskeyList = Type.Object({ items: Type.Array(Passkey) }, { description: 'PasskeyList: oldest first.' });

export const PasskeyCreationOptions = Type.Object(
  { challenge: Type.String(), rp: Type.Object({ id: Type.Optional(Type.String()), name: Type.String() }, { additionalProperties: true }) },
  { additionalProperties: true, description: 'PublicKeyCredentialCreationOptionsJSON: pass it to startRegistration({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once.' },
);
export const PasskeyRequestOptions = Type.Object(
  { challenge: Type.String(), rpId: Type.Optional(Type.String()) },
  { additionalProperties: true, description: 'PublicKeyCredentialRequestOptionsJSON: pass it to startAuthentication({ optionsJSON }) of @simplewebauthn/browser. Valid 5 minutes, once.' },
);
