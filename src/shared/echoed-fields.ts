import { ValidationError } from './errors.js';

/**
 * A PUT body may be the representation GET returned (docs/office.md, "What GET answered, PUT takes
 * back"). Fields another operation owns (a record's client, a schedule's completion, an entry's
 * payment) may come back as they are, but a different value would look accepted and be ignored:
 * it is refused, one 400 naming every such field. `owners` says, per field, what does change it.
 */
export function refuseChangedEchoes<T extends object>(body: object, stored: T, owners: Partial<Record<keyof T & string, string>>): void {
  const sent = body as Record<string, unknown>;
  const errors = Object.create(null) as Record<string, string[]>;
  for (const [field, owner] of Object.entries(owners) as [keyof T & string, string][]) {
    if (sent[field] !== undefined && sent[field] !== stored[field]) errors[field] = [`cannot change here: ${owner}`];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
