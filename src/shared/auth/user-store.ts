/** Users as sign-in sees them: what the auth group needs of the users table (users manages the rest). */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole, UsersTable } from '../../db/tables/foundation.js';
import { camelized } from '../../db/rows.js';
import type { Locale } from '../i18n/locales.js';

type Db = Kysely<Database>;

export interface UserRecord {
  id: number;
  email: string;
  role: UserRole;
  displayName: string | null;
  disabled: boolean;
  createdAt: string;
  passwordHash: string;
  /** The language the user reads; null: the firm's DEFAULT_LOCALE. */
  locale: Locale | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userColumns = ['id', 'email', 'role', 'display_name', 'disabled_at', 'created_at', 'password_hash', 'locale'] as const;

function toUser(row: Pick<Selectable<UsersTable>, (typeof userColumns)[number]>): UserRecord {
  const { disabled_at: disabledAt, ...fields } = row;
  return { ...camelized(fields), disabled: disabledAt !== null };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').select(userColumns).where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const row = await db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
