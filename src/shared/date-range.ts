import { ValidationError } from './errors.js';

/** A from/to filter (calendar dates or instants, compared as ISO 8601 text) must not run backwards. */
export function assertDateRange(range: { from?: string; to?: string }): void {
  if (range.from && range.to && new Date(range.from).getTime() > new Date(range.to).getTime()) {
    throw ValidationError.field('from', 'must not be after to', 'invalid_range');
  }
}
