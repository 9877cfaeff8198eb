import type { ContentVersionWatch } from '../db/content-version.js';

/**
 * Reads of the firm's rarely changing state (the common codes' words, the site settings), kept in
 * memory per content version (src/db/content-version.ts) instead of read on every request: every
 * write to that state bumps the version in its own transaction, so this instance's next request
 * after its own write, and every other instance once it learns of the bump (PostgreSQL: the
 * notification; SQLite: the file's commit counter, at most 100 ms later for another process),
 * reads again. The portal's lists read the firm's labels on every request (issue 32's performance).
 *
 * One per app (app.versionedReads), built in buildApp. A value is loaded after the version is
 * known, so it is never older than the version it is kept under; a failed load is not kept.
 */
export class VersionedReads {
  #version = -1;
  readonly #kept = new Map<string, Promise<unknown>>();

  constructor(private readonly watch: Pick<ContentVersionWatch, 'current'>) {}

  /** The value of `key` at the current version: kept, or loaded now. One key, one kind of value. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const state = this.watch.current();
    return state instanceof Promise ? state.then(({ version }) => this.#at(version, key, load)) : this.#at(state.version, key, load);
  }

  #at<T>(version: number, key: string, load: () => Promise<T>): Promise<T> {
    if (version !== this.#version) {
      this.#kept.clear();
      this.#version = version;
    }
    const kept = this.#kept.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const loaded = load();
    this.#kept.set(key, loaded);
    loaded.catch(() => {
      if (this.#kept.get(key) === loaded) this.#kept.delete(key);
    });
    return loaded;
  }
}
