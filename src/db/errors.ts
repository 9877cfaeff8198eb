/** Whether a database error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Whether a database error is a foreign-key violation, on either dialect. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, query_canceled (statement_timeout).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNREACHABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether an error means the database cannot serve right now (down, frozen, restarting, out of
 * connections, busy), as opposed to a bug or bad data: the request gets 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
  }
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

export interface ViolationMapping {
  /** The domain error for a unique violation (may query: the failed transaction is over). */
  unique?: (error: unknown) => unknown;
  /** The domain error for a foreign-key violation. */
  foreignKey?: (error: unknown) => unknown;
}

/**
 * Runs a write (usually a whole transaction) and turns the constraint violations it raises into
 * the domain errors the caller names: the one place a service maps a database error. The mapping
 * runs after the transaction has rolled back, so it may read (on PostgreSQL a failed
 * transaction accepts no further statement).
 */
export async function mapViolations<T>(write: () => Promise<T>, mapping: ViolationMapping): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (mapping.unique && isUniqueViolation(error)) throw await mapping.unique(error);
    if (mapping.foreignKey && isForeignKeyViolation(error)) throw await mapping.foreignKey(error);
    throw error;
  }
}
