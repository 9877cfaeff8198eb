import { Type } from 'typebox';
import { Email, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Authentication';

// Passwords are bounded only loosely here; the policy (12..128 characters) gives the real message.
const Password = Type.String({ minLength: 1, maxLength: 1024 });

export const LoginRequest = Strict({ email: Email, password: Password }, { description: 'LoginRequest' });

/** Opaque tokens are 256 random bits in base64url (43 characters). */
const OpaqueToken = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

export const RefreshTokenRequest = Strict(
  { refreshToken: OpaqueToken },
  { description: 'RefreshTokenRequest' },
);

export const ChangePasswordRequest = Strict(
  { currentPassword: Password, newPassword: Password },
  { description: 'ChangePasswordRequest' },
);

export const ResetPasswordRequest = Strict(
  {
    email: Type.Optional(Email),
    token: Type.Optional(OpaqueToken),
    newPassword: Type.Optional(Password),
  },
  {
    description:
      'ResetPasswordRequest, in one of two forms: `{ email }` asks for a reset link (always the same answer), ' +
      '`{ token, newPassword }` completes the reset and signs out every session.',
  },
);

export const TokenPairResponse = Type.Object(
  {
    accessToken: Type.String(),
    refreshToken: Type.String(),
    tokenType: Type.Literal('Bearer'),
    expiresIn: Type.Integer({ description: 'Access token lifetime in seconds.' }),
    refreshExpiresIn: Type.Integer({ description: 'Refresh token lifetime in seconds.' }),
  },
  { description: 'TokenPairResponse' },
);

export const SessionResponse = Type.Object(
  {
    accessToken: Type.String(),
    tokenType: Type.Literal('Bearer'),
    expiresIn: Type.Integer({ description: 'Access token lifetime in seconds: refresh before it ends.' }),
  },
  { description: 'SessionResponse: the access token; the refresh token travels only in the HttpOnly cookie.' },
);

export const Session = Type.Object(
  {
    id: Type.Integer({ description: 'Use it to revoke the session.' }),
    userAgent: Type.Union([Type.String(), Type.Null()], { description: 'The browser or client that last used the session.' }),
    ip: Type.Union([Type.String(), Type.Null()], { description: 'The address it was last used from.' }),
    createdAt: Type.String({ format: 'date-time', description: 'Sign-in.' }),
    lastUsedAt: Type.String({ format: 'date-time', description: 'The last sign-in or token refresh (not every request).' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When it ends unless refreshed (never past the absolute lifetime).' }),
    current: Type.Boolean({ description: 'The session of the access token making this request.' }),
  },
  { description: 'Session: one sign-in of the user.' },
);

export const SessionList = Type.Object(
  { items: Type.Array(Session) },
  { description: "SessionListResponse: the signed-in user's live sessions, most recently used first." },
);
