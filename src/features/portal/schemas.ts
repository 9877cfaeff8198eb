import { Type } from 'typebox';
import { ClientFields } from '../../shared/clients/schemas.js';
import { Email, Nullable, ReadOnlyFields, Strict } from '../../shared/http/schemas.js';
import { PersonLocale } from '../../shared/i18n/schemas.js';

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
  { description: 'The refresh token, or {} to use the session cookie.' },
);

const Firm = Type.Object(
  {
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    website: Type.String(),
  },
  { description: "The firm's contact details, from the site settings." },
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
