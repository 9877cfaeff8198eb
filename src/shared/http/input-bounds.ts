/**
 * Limits every request value obeys, whatever its schema says, checked once by the validator
 * (validation.ts) for bodies, query strings and path parameters alike: hostile input is a 400
 * naming the field, never a value that fails later in the time-zone code or the database.
 */

export const TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates (invalid Unicode)';
export const FINITE_MESSAGE = 'must be a finite number';

// NUL is refused by PostgreSQL text; a lone surrogate cannot be encoded as UTF-8 at all.
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** In the validator's error shape, so they join its list. */
export interface InputIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Text with NUL or unpaired surrogates (in values and in keys, free JSON included) and numbers
 * that are not finite (a query's `1e400` or `Infinity`, which the validator coerces to Infinity
 * and then skips its range checks for; JSON's `1e400`). Iterative: depth is bounded already by
 * the body parser, but no walk here should depend on that.
 */
export function inputIssues(data: unknown): InputIssue[] {
  const issues: InputIssue[] = [];
  const pending: Array<[unknown, string]> = [[data, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (BAD_TEXT.test(value)) issues.push({ instancePath: path, schemaPath: '#', keyword: 'text', message: TEXT_MESSAGE, params: {} });
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) issues.push({ instancePath: path, schemaPath: '#', keyword: 'finite', message: FINITE_MESSAGE, params: {} });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}/${index}`]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = `${path}/${pointer(key)}`;
        if (BAD_TEXT.test(key)) issues.push({ instancePath: itemPath, schemaPath: '#', keyword: 'text', message: TEXT_MESSAGE, params: {} });
        pending.push([item, itemPath]);
      }
    }
  }
  return issues;
}
