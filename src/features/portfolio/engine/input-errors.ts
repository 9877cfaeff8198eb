import { ValidationError, type FieldErrors } from '../../../shared/errors.js';

const MAX_REPORTED = 50;

/**
 * Collects every problem of an engine input (so a caller fixes them all at once), keyed by the
 * input's field path (`snapshot.rows[2].quantity`), and throws one ValidationError at the end.
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
    throw new ValidationError(this.#errors, `Invalid rebalance input: ${path}: ${messages[0]}${more}`, 'invalid_rebalance_input');
  }
}
