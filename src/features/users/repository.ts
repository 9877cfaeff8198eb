import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole, UsersTable } from '../../db/tables/foundation.js';
import type { Dialect } from '../../db/database.js';
import { camelized } from '../../db/rows.js';
import { whereContains, whereGiven } from '../../db/filters.js';
import type { UserRecord } from '../../shared/auth/user-store.js';
import type { Locale } from '../../shared/i18n/locales.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

/** A user as the API shows one: never its password hash. */
export type PublicUser = Omit<UserRecord, 'passwordHash'>;

const columns = ['id', 'email', 'role', 'display_name', 'disabled_at', 'locale', 'created_at'] as const;

function toPublicUser(row: Pick<Selectable<UsersTable>, (typeof columns)[number]>): PublicUser {
  const { disabled_at: disabledAt, ...fields } = row;
  return { ...camelized(fields), disabled: disabledAt !== null };
}

export async function findUser(db: Db, id: number): Promise<PublicUser | null> {
  const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toPublicUser(row) : null;
}

export async function listUsersPage(
  db: Db,
  dialect: Dialect,
  filter: PageRequest & { search?: string; role?: UserRole },
): Promise<Page<PublicUser>> {
  const base = whereContains(whereGiven(db.selectFrom('users'), [['role', '=', filter.role]]), dialect, ['email', 'display_name'], filter.search);
  return pageOf(base.select(columns).orderBy('id'), filter, toPublicUser);
}

/** Active users by name (email when there is none), for pickers; at most `limit`. */
export async function listActiveDirectory(db: Db, limit: number): Promise<Array<{ id: number; name: string; email: string }>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'display_name'])
    .where('disabled_at', 'is', null)
    .orderBy((eb) => eb.fn.coalesce('display_name', 'email'))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.display_name ?? row.email, email: row.email }));
}

export async function listAllUsers(db: Db): Promise<PublicUser[]> {
  return (await db.selectFrom('users').select(columns).orderBy('id').execute()).map(toPublicUser);
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a user; null when the email is taken (so concurrent first starts create one admin). */
export async function insertUser(
  db: Db,
  user: { email: string; passwordHash: string; role: UserRole; displayName?: string | null },
  now: string,
): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
      display_name: user.displayName ?? null,
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: { role: UserRole; displayName: string | null; disabled: boolean; email?: string | undefined },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      ...(changes.email === undefined ? {} : { email: changes.email }),
      role: changes.role,
      display_name: changes.displayName,
      // Keep the original moment when an already disabled user stays disabled.
      disabled_at: changes.disabled ? eb.fn.coalesce('disabled_at', eb.val(now)) : null,
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}

export async function setUserLocale(db: Db, id: number, locale: Locale | null, now: string): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: now }).where('id', '=', id).execute();
}

export interface MailPreferences {
  digest: boolean;
  newInquiries: boolean;
}

export async function findMailPreferences(db: Db, id: number): Promise<MailPreferences | null> {
  const row = await db.selectFrom('users').select(['mail_digest', 'mail_new_inquiries']).where('id', '=', id).executeTakeFirst();
  return row ? { digest: row.mail_digest, newInquiries: row.mail_new_inquiries } : null;
}

export async function setMailPreferences(db: Db, id: number, preferences: MailPreferences, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ mail_digest: preferences.digest, mail_new_inquiries: preferences.newInquiries, updated_at: now })
    .where('id', '=', id)
    .execute();
}
