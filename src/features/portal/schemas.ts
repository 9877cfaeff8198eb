import { Type } from 'typebox';
import { Email, Strict } from '../../shared/http/schemas.js';

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
