/**
 * Calendar dates (YYYY-MM-DD) are days, not instants: due dates and contract periods. "Today" is
 * the firm's day in its time zone (BUSINESS_TIME_ZONE), so a filing due today is due today in
 * the office, whatever the server's clock zone.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_MS = 86_400_000;

/** Calendar dates and instants outside these years are refused at validation (PostgreSQL has no year 0). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;
/** The last supported calendar date: a range ending on it has no upper bound (its next day is out of range). */
export const LAST_DATE = `${MAX_YEAR}-12-31`;
const MIN_INSTANT_MS = Date.UTC(MIN_YEAR, 0, 1);
const MAX_INSTANT_MS = Date.UTC(MAX_YEAR, 11, 31, 23, 59, 59, 999);

/** A date (or the date part of a date-time) with a four-digit year from MIN_YEAR to MAX_YEAR. */
export function isSupportedDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** An instant a JavaScript Date holds (so no leap second) within the supported years, in UTC too. */
export function isSupportedInstant(value: string): boolean {
  const ms = Date.parse(value);
  return isSupportedDate(value) && !Number.isNaN(ms) && ms >= MIN_INSTANT_MS && ms <= MAX_INSTANT_MS;
}

export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/*
 * Building an Intl.DateTimeFormat costs far more than using one (about 0.05 ms each: the monthly
 * stats' 13 month edges built over 50 of them per request, 2.4 ms of the event loop), so each
 * zone's formatters are made once. The zones are the firm's setting and a few more, but the map
 * is emptied past a bound all the same.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 64;

function formatterFor(kind: 'date' | 'parts', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter =
      kind === 'date'
        ? // en-CA formats as YYYY-MM-DD.
          new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Today's date in the given IANA time zone. */
export function today(timeZone: string, now: Date): string {
  return formatterFor('date', timeZone).format(now);
}

/** YYYY-MM-DD of a UTC date; a year past 9999 keeps all its digits (toISOString would write +010000). */
function formatDate(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** The calendar date n days after (or before, for negative n) the given one. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/** The calendar date n months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return formatDate(target);
}

/** Normalizes an ISO 8601 instant with any offset to UTC with Z and milliseconds. */
export function toInstant(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The UTC offset of a time zone at an instant, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = formatterFor('parts', timeZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant a calendar day begins in the given IANA time zone, as ISO 8601 UTC: the bound to use
 * when a date range ("from 2026-03-01 to 2026-03-31") filters timestamps in the firm's own days.
 * Where clocks skip midnight (a daylight-saving start at 00:00), the day begins at the jump.
 */
export function startOfDay(date: string, timeZone: string): string {
  const key = `${timeZone} ${date}`;
  let instant = dayStarts.get(key);
  if (instant === undefined) {
    instant = computeStartOfDay(date, timeZone);
    if (dayStarts.size >= MAX_DAY_STARTS) dayStarts.clear();
    dayStarts.set(key, instant);
  }
  return instant;
}

/*
 * A day's first instant in a zone depends on nothing but the zone's rules, which a process does not
 * change while it runs, so it is remembered: the monthly stats ask for the same 13 month edges on
 * every request, and each costs four formatter calls (0.17 ms of the event loop per request in all).
 * Bounded like the formatters.
 */
const dayStarts = new Map<string, string>();
const MAX_DAY_STARTS = 4096;

function computeStartOfDay(date: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, day);
  // Midnight read with the offset in force a day before and a day after: one of them is it.
  const candidates = [-DAY_MS, DAY_MS]
    .map((shift) => wallMidnight - zoneOffsetMs(timeZone, wallMidnight + shift))
    .sort((a, b) => a - b);
  const first = candidates.find((instant) => today(timeZone, new Date(instant)) === date) ?? candidates[0]!;
  return new Date(first).toISOString();
}
