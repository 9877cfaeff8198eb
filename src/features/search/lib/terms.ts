import { ValidationError } from '../../../shared/errors.js';
import { searchTerms } from '../../../db/sql-helpers.js';

/** A word shorter than this is a prefix of too many index words to narrow anything. */
export const MIN_TERM_LENGTH = 2;
/** More words than a name and a phone number take (each one is another index lookup to intersect). */
export const MAX_TERMS = 8;

/**
 * The words worth looking up, so no query a user shapes costs more than a few index lookups
 * (issue 28.3: 33 one-letter words took 0.8 s at 50,000 clients and stalled SQLite). Every word
 * must start a word of the record, so a repeated word, and one another word starts with ("ki" beside
 * "kim"), cannot narrow the result: they are dropped. Words shorter than MIN_TERM_LENGTH are dropped
 * beside a longer one (typing "kim j" searches "kim" until the next letter) and refused alone; more
 * than MAX_TERMS remaining words are refused.
 */
export function boundedSearchTerms(text: string): string[] {
  const words = [...new Set(searchTerms(text))];
  if (words.length === 0) return [];
  const long = words.filter((word) => [...word].length >= MIN_TERM_LENGTH);
  if (long.length === 0) {
    throw ValidationError.field('q', `needs a word of at least ${MIN_TERM_LENGTH} letters or digits`, 'search_term_too_short');
  }
  const kept = long.filter((word) => !long.some((other) => other !== word && other.startsWith(word)));
  if (kept.length > MAX_TERMS) throw ValidationError.field('q', `must have at most ${MAX_TERMS} different words`, 'search_too_many_words');
  return kept;
}
