import { CompiledQuery, type Compilable } from 'kysely';

const SLOT = '\u0000slot:';

/** A value's place in a statement kept by CompiledStatements, bound by its name on every call. */
export function slot<T>(name: string): T {
  return `${SLOT}${name}` as T;
}

/**
 * Hot reads compiled once per app (app.statements, built in buildApp) with a slot for each value
 * that changes per call, which each call binds. Kysely builds and compiles a query on every call,
 * which costs about as much as running a small one on SQLite (bench/session-lookup.ts), and a
 * client's list is one small statement (issue 32's performance). A key names one statement: what
 * its builder puts in the text besides slots (constants of the code) must be the same on every
 * call, so a builder takes its values only through slots.
 */
export class CompiledStatements {
  readonly #kept = new Map<string, CompiledQuery>();

  bound<R>(key: string, build: () => Compilable<R>, values: Readonly<Record<string, unknown>>): CompiledQuery<R> {
    let statement = this.#kept.get(key);
    if (!statement) {
      statement = build().compile();
      this.#kept.set(key, statement);
    }
    const parameters = statement.parameters.map((value) => {
      if (typeof value !== 'string' || !value.startsWith(SLOT)) return value;
      const name = value.slice(SLOT.length);
      if (!(name in values)) throw new Error(`no value for the slot ${name} of ${key}`);
      return values[name];
    });
    return CompiledQuery.raw(statement.sql, parameters);
  }
}
