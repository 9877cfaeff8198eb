/**
 * Passkeys (WebAuthn) for every principal kind: ceremonies (ceremonies.ts) and their storage
 * (store.ts). The portal's routes use them for clients (src/features/portal/*passkey*); staff
 * second factors reuse them with kind 'staff' and an ADMIN_URL relying party. held.ts is what both
 * do with their own passkeys (list, add, rename, remove), audited against the holder.
 */
export * from './ceremonies.js';
export * from './held.js';
export {
  credentialExists,
  deletePasskey,
  insertPasskey,
  listPasskeys,
  purgeLapsedChallenges,
  renamePasskey,
  type PasskeyRecord,
} from './store.js';
