const MAX_REPORTED = 50;

/** Field path -> messages, the shape of a problem's `errors` member. */
export type FieldErrors = Record<string, string[]>;

/**
 * An engine input the engine refuses, naming every bad field. The package knows no HTTP: the
 * server answers it as a 400 problem with this code (src/features/portfolio/service.ts), the CLI
 * prints the fields.
 */
export class RebalanceInputError extends Error {
  readonly code = 'invalid_rebalance_input';
  constructor(
    readonly errors: FieldErrors,
    message: string,
  ) {
    super(message);
    this.name = 'RebalanceInputError';
  }
}

/**
 * Collects every problem of an engine input (so a caller fixes them all at once), keyed by the
 * input's field path (`snapshot.rows[2].quantity`), and throws one RebalanceInputError at the end.
 */
export class InputErrors {
  readonly #errors: FieldErrors = {};
  #count = 0;

  add(path: string, message: string): void {
    this.#count += 1;
    if (this.#count > MAX_REPORTED) return;
    (this.#errors[path] ??= []).push(message);
  }

  get empty(): boolean {
    return this.#count === 0;
  }

  throwIfAny(): void {
    if (this.empty) return;
    const [path, messages] = Object.entries(this.#errors)[0]!;
    const more = this.#count > 1 ? ` (and ${this.#count - 1} more)` : '';
    throw new RebalanceInputError(this.#errors, `Invalid rebalance input: ${path}: ${messages[0]}${more}`);
  }
}
