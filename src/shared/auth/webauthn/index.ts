/**
 * Passkeys (WebAuthn) for every principal kind: ceremonies (ceremonies.ts) and their storage
 * (store.ts). The portal's routes use them for clients (src/features/portal/*passkey*); staff
 * second factors reuse them with kind 'staff' and an ADMIN_URL relying party.
 */
export * from './ceremonies.js';
export {
  credentialExists,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  purgeLapsedChallenges,
  renamePasskey,
  type PasskeyRecord,
} from './store.js';
