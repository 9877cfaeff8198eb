import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { IdleTimer, type IdleSchedule } from '../idle-timer.js';
import { loadOnFirstUse } from '../load-on-first-use.js';

/*
 * The estimator and its dictionaries load on the first check, not at import: decompressing the word
 * lists cost a fifth of a cold start and tens of MB that a server which never sets a password
 * would hold for nothing.
 */
const zxcvbnCore = loadOnFirstUse<typeof import('@zxcvbn-ts/core')>('@zxcvbn-ts/core');
const commonWords = loadOnFirstUse<typeof import('@zxcvbn-ts/language-common')>('@zxcvbn-ts/language-common');
const englishWords = loadOnFirstUse<typeof import('@zxcvbn-ts/language-en')>('@zxcvbn-ts/language-en');

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const PASSWORD_MIN_SCORE = 3;
/** Always a context word: the product's own name is the first guess for its passwords. */
const PRODUCT_NAME = 'taxdesk';

export interface PasswordContext {
  email?: string | null;
  name?: string | null;
  siteName?: string | null;
}

/*
 * Built on the first check. Fewer l33t substitutions than the default 100 keep a
 * worst-case 128-character check near a fifth of a second instead of seconds (bench/password-strength.ts), which matters because a check
 * runs on the event loop.
 *
 * Dropped again after ESTIMATOR_IDLE_MS without a check: its ranked dictionaries are the largest
 * thing an idle server's heap held (about 25 MiB live of 70 in a snapshot after `npm run
 * bench:memory`, issue 28.14), kept for good by one password set at start (ADMIN_PASSWORD) or a
 * month ago. The next check builds it again from the loaded word lists (tens of milliseconds).
 */
export const ESTIMATOR_IDLE_MS = 60_000;
let estimator: ZxcvbnFactory | null = null;
const dropEstimator = () => {
  estimator = null;
};
let estimatorIdle = new IdleTimer(ESTIMATOR_IDLE_MS, dropEstimator);

/** Tests: the schedule of the estimator's idle drop (src/shared/idle-timer.ts), fired by hand. */
export function scheduleEstimatorDrop(schedule: IdleSchedule): void {
  estimatorIdle.busy();
  estimatorIdle = new IdleTimer(ESTIMATOR_IDLE_MS, dropEstimator, schedule);
}

/** Whether the estimator is built now (tests, and what the idle drop is for). */
export function estimatorHeld(): boolean {
  return estimator !== null;
}

function strength(): ZxcvbnFactory {
  estimatorIdle.idle();
  if (estimator) return estimator;
  const [common, english] = [commonWords(), englishWords()];
  estimator = new (zxcvbnCore().ZxcvbnFactory)({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: PASSWORD_MAX_LENGTH,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/** Words an attacker who knows the user would try first: email, its parts, name, site name. */
function contextWords({ email, name, siteName }: PasswordContext): string[] {
  const words = new Set<string>([PRODUCT_NAME]);
  const add = (text: string | null | undefined) => {
    if (!text) return;
    const lowered = text.toLowerCase();
    const parts = lowered.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3);
    words.add(lowered);
    words.add(parts.join(''));
    for (const part of parts) words.add(part);
  };
  add(email);
  add(email?.split('@')[0]);
  add(name);
  add(siteName);
  return [...words];
}

/**
 * Length bounds (counted in characters, never trimmed), then zxcvbn's strength estimate with the
 * user's own words as context: below score 3 the estimator's warning and suggestions are the
 * problems. Returns the problems found; an empty list means acceptable.
 */
export function passwordProblems(password: string, context: PasswordContext = {}): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [`must be at least ${PASSWORD_MIN_LENGTH} characters`];
  if (length > PASSWORD_MAX_LENGTH) return [`must be at most ${PASSWORD_MAX_LENGTH} characters`];
  const { score, feedback } = strength().check(password, contextWords(context));
  if (score >= PASSWORD_MIN_SCORE) return [];
  const warning = feedback.warning ? `: ${feedback.warning.replace(/\.$/, '')}` : '';
  return [`is too easy to guess${warning}`, ...feedback.suggestions];
}

/** A stretch of text the estimator recognised, and how many guesses it takes. */
export interface GuessableMatch {
  token: string;
  /** `bruteforce` when the estimator found no structure in the token. */
  pattern: string;
  guesses: number;
}

/**
 * The estimator's reading of a text of any length (in pieces of its maximum length): the sequence of
 * dictionary words, keyboard runs, dates, repeats and unrecognised stretches it is made of.
 */
export function guessableMatches(text: string, words: readonly string[] = []): GuessableMatch[] {
  const matches: GuessableMatch[] = [];
  const chars = [...text];
  for (let start = 0; start < chars.length; start += PASSWORD_MAX_LENGTH) {
    const piece = chars.slice(start, start + PASSWORD_MAX_LENGTH).join('');
    for (const match of strength().check(piece, [PRODUCT_NAME, ...words]).sequence) {
      matches.push({ token: match.token, pattern: String(match.pattern), guesses: Number(match.guesses) });
    }
  }
  return matches;
}
