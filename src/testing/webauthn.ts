/**
 * A software authenticator for API tests of the passkey ceremonies: a real P-256 key, a real
 * attestation object ("none" format) and real signatures over what WebAuthn signs, so the server's
 * library verifies them like any authenticator's. The browser tests use Chromium's virtual
 * authenticator instead (the DevTools protocol's WebAuthn domain).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];
  constructor(
    readonly origin: string,
    /** Counts signatures, as most roaming keys do; false answers 0 each time, as synced passkeys do. */
    readonly counts = true,
  ) {}

  get rpId(): string {
    return new URL(this.origin).hostname;
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return b64(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }

  /** Answers registration options as navigator.credentials.create() would, keeping the new passkey. */
  create(options: { challenge: string; user: { id: string } }, tweak: { origin?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const credentialId = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    // Flags: user present, user verified, attested credential data.
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x01 | 0x04 | 0x40]), counterBytes(0), Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(cose))]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
    this.passkeys.push({ credentialId, privateKey, counter: 0, userHandle: options.user.id });
    return {
      id: b64(credentialId),
      rawId: b64(credentialId),
      type: 'public-key' as const,
      response: { clientDataJSON: this.clientData('webauthn.create', options.challenge, tweak.origin), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** Answers sign-in options with a passkey it holds (the newest by default), as navigator.credentials.get() would. */
  get(options: { challenge: string }, passkey = this.passkeys.at(-1)!, tweak: { origin?: string; counter?: number } = {}) {
    if (this.counts) passkey.counter += 1;
    const counter = tweak.counter ?? (this.counts ? passkey.counter : 0);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x01 | 0x04]), counterBytes(counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tweak.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), passkey.privateKey);
    return {
      id: b64(passkey.credentialId),
      rawId: b64(passkey.credentialId),
      type: 'public-key' as const,
      response: { clientDataJSON, authenticatorData: b64(authData), signature: b64(signature), userHandle: passkey.userHandle },
      clientExtensionResults: {},
    };
  }
}
