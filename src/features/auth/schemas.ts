import { Type } from 'typebox';
import { Email, Strict } from '../../shared/http/schemas.js';
import { AuthenticationCredential, Passkey } from '../../shared/auth/webauthn/schemas.js';

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

const MfaEnrollmentRequired = Type.Literal(true, {
  description:
    'Present (true) when MFA_REQUIRED holds the user and they have no second factor: the session can only enroll one ' +
    '(GET /api/auth/mfa, POST /api/auth/mfa/totp, passkeys); every other operation answers 403 mfa_enrollment_required.',
});

export const TokenPairResponse = Type.Object(
  {
    accessToken: Type.String(),
    refreshToken: Type.String(),
    tokenType: Type.Literal('Bearer'),
    expiresIn: Type.Integer({ description: 'Access token lifetime in seconds.' }),
    refreshExpiresIn: Type.Integer({ description: 'Refresh token lifetime in seconds.' }),
    mfaEnrollmentRequired: Type.Optional(MfaEnrollmentRequired),
  },
  { description: 'TokenPairResponse' },
);

export const SessionResponse = Type.Object(
  {
    accessToken: Type.String(),
    tokenType: Type.Literal('Bearer'),
    expiresIn: Type.Integer({ description: 'Access token lifetime in seconds: refresh before it ends.' }),
    mfaEnrollmentRequired: Type.Optional(MfaEnrollmentRequired),
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

// Two-step sign-in and second factors (issue 35; docs/api.md, "Two-step sign-in").

const MfaMethod = Type.Union([Type.Literal('totp'), Type.Literal('recovery_code'), Type.Literal('passkey')]);

export const MfaChallengeResponse = Type.Object(
  {
    mfaRequired: Type.Literal(true),
    mfaToken: Type.String({ description: 'Send it with a code to /api/auth/login/mfa (or /api/auth/session/mfa): single use, 5 minutes.' }),
    methods: Type.Array(MfaMethod, { description: 'What the second step takes.' }),
    expiresIn: Type.Integer({ description: 'Seconds until the mfaToken lapses.' }),
  },
  { description: 'MfaChallengeResponse: the password was right and the user has a second factor; no tokens yet.' },
);

export const LoginResponse = Type.Union([TokenPairResponse, MfaChallengeResponse], {
  description: 'LoginResponse: the token pair, or for a user with a second factor the mfaToken of the second step.',
});

export const SessionStartResponse = Type.Union([SessionResponse, MfaChallengeResponse], {
  description: 'SessionStartResponse: the access token (refresh token in the cookie), or the mfaToken of the second step.',
});

/** An authenticator code (6 digits) or a recovery code (xxxx-xxxx-xxxx-xxxx; case, spaces and dashes ignored). */
const SecondFactorCode = Type.String({ minLength: 6, maxLength: 40, pattern: '^[A-Za-z0-9 -]+$' });
const AuthenticatorCode = Type.String({ minLength: 6, maxLength: 12, pattern: '^[0-9 ]+$', description: 'The 6 digits the authenticator app shows.' });

export const MfaSignInRequest = Strict(
  {
    mfaToken: OpaqueToken,
    code: Type.Optional(SecondFactorCode),
    credential: Type.Optional(AuthenticationCredential),
  },
  {
    description:
      'MfaSignInRequest: the mfaToken with either `code` (an authenticator or recovery code) or `credential` (a passkey\'s answer to the ' +
      'options of POST /api/auth/login/mfa/passkey-options).',
  },
);

export const MfaPasskeyOptionsRequest = Strict({ mfaToken: OpaqueToken }, { description: 'MfaPasskeyOptionsRequest' });

export const PasskeySignInChoice = Strict(
  { enabled: Type.Boolean({ description: 'Sign in with a passkey alone, without the password (needs a passkey).' }) },
  { description: 'PasskeySignInChoice' },
);

export const StaffPasskeyAdded = Type.Object(
  {
    ...Passkey.properties,
    recoveryCodes: Type.Optional(
      Type.Array(Type.String(), { description: "With the user's first second factor: ten one-time recovery codes, shown this once." }),
    ),
  },
  { description: 'StaffPasskeyAdded: the new passkey (and, for a first factor, the recovery codes).' },
);

const RecoveryCodesRemaining = Type.Integer({ description: 'Unused recovery codes left after this sign-in.' });

export const MfaTokenPairResponse = Type.Object(
  { ...TokenPairResponse.properties, recoveryCodesRemaining: RecoveryCodesRemaining },
  { description: 'MfaTokenPairResponse: the token pair of a completed two-step sign-in.' },
);

export const MfaSessionResponse = Type.Object(
  { ...SessionResponse.properties, recoveryCodesRemaining: RecoveryCodesRemaining },
  { description: 'MfaSessionResponse: the access token of a completed two-step sign-in (refresh token in the cookie).' },
);

export const AuthenticatorCodeRequest = Strict({ code: AuthenticatorCode }, { description: 'AuthenticatorCodeRequest' });

export const RecoveryCodesRequest = Strict(
  {
    code: Type.Optional(AuthenticatorCode),
    credential: Type.Optional(AuthenticationCredential),
  },
  {
    description:
      'RecoveryCodesRequest: exactly one of `code` (a current authenticator code) or `credential` (one of the user\'s passkeys answering the ' +
      'options of POST /api/auth/mfa/recovery-codes/passkey-options).',
  },
);

export const TotpEnrollmentResponse = Type.Object(
  {
    secret: Type.String({ description: 'Base32, for typing into the app by hand.' }),
    uri: Type.String({ description: 'The otpauth:// URI, shown as a QR code.' }),
  },
  { description: 'TotpEnrollmentResponse: confirm with a code of this secret to turn it on.' },
);

export const RecoveryCodesResponse = Type.Object(
  { recoveryCodes: Type.Array(Type.String(), { description: 'Ten one-time codes, shown this once: the server keeps only their hashes.' }) },
  { description: 'RecoveryCodesResponse' },
);

export const MfaStatusResponse = Type.Object(
  {
    totp: Type.Object({
      enabled: Type.Boolean(),
      confirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      enrollmentPending: Type.Boolean({ description: 'A secret was handed out and not yet confirmed.' }),
    }),
    recoveryCodesRemaining: Type.Integer(),
    passkeys: Type.Integer({ description: "The user's passkeys." }),
    passkeySignIn: Type.Boolean({ description: 'The user signs in with a passkey alone when they choose (PUT /api/auth/mfa/passkey-sign-in).' }),
    required: Type.Boolean({ description: 'MFA_REQUIRED holds this user to having a second factor.' }),
    enrollmentRequired: Type.Boolean({
      description: 'Required and none set up yet: until one is, every operation but enrolling answers 403 mfa_enrollment_required.',
    }),
  },
  { description: "MfaStatusResponse: the signed-in user's second factors." },
);
