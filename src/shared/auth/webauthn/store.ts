/**
 * What the WebAuthn ceremonies keep (ceremonies.ts): challenges, by hash, spent on first use; and
 * passkeys of every principal kind, each scoped to its owner the way sessions are (session-store.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PrincipalKind, WebAuthnPurpose } from '../../../db/tables/sessions.js';
import { readJson, writeJson } from '../../../db/sql-helpers.js';
import { OWNER_COLUMN, ownerValues, type PrincipalRef } from '../session-store.js';

type Db = Kysely<Database>;

/** Challenges are stored as hashes: a database reader cannot answer a ceremony someone else began. */
export function hashChallenge(challenge: string): string {
  return createHash('sha256').update(challenge).digest('base64url');
}

export async function insertChallenge(
  db: Db,
  challenge: { hash: string; purpose: WebAuthnPurpose; principal: PrincipalKind; ownerId: number | null; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge_hash: challenge.hash,
      purpose: challenge.purpose,
      principal: challenge.principal,
      owner_id: challenge.ownerId,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/**
 * Spends a live challenge of the purpose and kind: deleted in the same statement that finds it, so
 * of two answers to one challenge (two instances, a replay) only one gets it. Returns its owner
 * (null for a sign-in), or undefined when there was no such live challenge.
 */
export async function spendChallenge(db: Db, spend: { hash: string; purpose: WebAuthnPurpose; principal: PrincipalKind; now: string }): Promise<{ ownerId: number | null } | undefined> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge_hash', '=', spend.hash)
    .where('purpose', '=', spend.purpose)
    .where('principal', '=', spend.principal)
    .where('expires_at', '>', spend.now)
    .returning('owner_id')
    .executeTakeFirst();
  return row ? { ownerId: row.owner_id } : undefined;
}

export async function purgeLapsedChallenges(db: Db, before: string): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', before).execute();
}

/** What a verified registration gives to store (ceremonies.ts finishRegistration). */
export interface NewCredential {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

export interface PasskeyRecord extends NewCredential {
  id: number;
  ownerId: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const PASSKEY_COLUMNS = [
  'id',
  'user_id',
  'client_id',
  'credential_id',
  'public_key',
  'sign_count',
  'transports',
  'device_type',
  'backed_up',
  'name',
  'created_at',
  'last_used_at',
] as const;

type PasskeyRow = Pick<Database['passkeys'], Exclude<(typeof PASSKEY_COLUMNS)[number], 'id'>> & { id: number };

function toRecord(row: PasskeyRow): PasskeyRecord {
  return {
    id: row.id,
    ownerId: (row.user_id ?? row.client_id)!,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    signCount: Number(row.sign_count),
    transports: readJson<string[]>(row.transports) ?? [],
    deviceType: row.device_type,
    backedUp: Boolean(row.backed_up),
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** A principal's passkeys, oldest first. */
export async function listPasskeys(db: Db, owner: PrincipalRef): Promise<PasskeyRecord[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(PASSKEY_COLUMNS)
    .where('principal', '=', owner.kind)
    .where(OWNER_COLUMN[owner.kind], '=', owner.id)
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

/** A passkey of the kind by its WebAuthn credential id (what an authenticator answers with). */
export async function findPasskeyByCredentialId(db: Db, kind: PrincipalKind, credentialId: string): Promise<PasskeyRecord | null> {
  const row = await db.selectFrom('passkeys').select(PASSKEY_COLUMNS).where('credential_id', '=', credentialId).where('principal', '=', kind).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Whether any principal already holds the credential (an authenticator registered twice). */
export async function credentialExists(db: Db, credentialId: string): Promise<boolean> {
  return (await db.selectFrom('passkeys').select('id').where('credential_id', '=', credentialId).executeTakeFirst()) !== undefined;
}

export async function insertPasskey(
  db: Db,
  owner: PrincipalRef,
  passkey: NewCredential & { name: string; now: string },
): Promise<PasskeyRecord> {
  const row = await db
    .insertInto('passkeys')
    .values({
      ...ownerValues(owner),
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      sign_count: passkey.signCount,
      transports: writeJson(passkey.transports),
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp,
      name: passkey.name,
      created_at: passkey.now,
      last_used_at: null,
    })
    .returning(PASSKEY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Renames a principal's passkey; null when the principal has no such passkey. */
export async function renamePasskey(db: Db, owner: PrincipalRef, id: number, name: string): Promise<{ before: string; after: PasskeyRecord } | null> {
  const current = await db.selectFrom('passkeys').select('name').where('id', '=', id).where('principal', '=', owner.kind).where(OWNER_COLUMN[owner.kind], '=', owner.id).executeTakeFirst();
  if (!current) return null;
  const row = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('principal', '=', owner.kind)
    .where(OWNER_COLUMN[owner.kind], '=', owner.id)
    .returning(PASSKEY_COLUMNS)
    .executeTakeFirstOrThrow();
  return { before: current.name, after: toRecord(row) };
}

/** Removes a principal's passkey; its name, or null when the principal has no such passkey. */
export async function deletePasskey(db: Db, owner: PrincipalRef, id: number): Promise<string | null> {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('principal', '=', owner.kind)
    .where(OWNER_COLUMN[owner.kind], '=', owner.id)
    .returning('name')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** After a verified assertion: the authenticator's new counter, its backup state, when. */
export async function recordPasskeyUse(db: Db, id: number, use: { signCount: number; backedUp: boolean; now: string }): Promise<void> {
  await db.updateTable('passkeys').set({ sign_count: use.signCount, backed_up: use.backedUp, last_used_at: use.now }).where('id', '=', id).execute();
}
