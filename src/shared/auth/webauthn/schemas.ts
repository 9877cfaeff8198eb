/**
 * The WebAuthn shapes every principal kind's routes take and answer (the portal's clients, staff):
 * what @simplewebauthn/browser sends, closed like every input, and what a passkey shows of itself.
 */
import { Type } from 'typebox';
import { Instant, Nullable, Strict } from '../../http/schemas.js';

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

const PasskeyName = Type.String({ minLength: 1, maxLength: 60, description: 'A name its owner recognises the passkey by ("iPhone", "Work laptop").' });

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
