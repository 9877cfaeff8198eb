import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, addMonths, isCalendarDate, isSupportedDate, isSupportedInstant, LAST_DATE, startOfDay, today, toInstant } from './dates.js';

test("startOfDay: the instant a day begins in a time zone, across daylight-saving changes", () => {
  assert.equal(startOfDay('2026-03-01', 'UTC'), '2026-03-01T00:00:00.000Z');
  assert.equal(startOfDay('2026-03-01', 'Asia/Seoul'), '2026-02-28T15:00:00.000Z');
  // New York: EST on the 8th (the change happens at 02:00), EDT from the 9th.
  assert.equal(startOfDay('2026-03-08', 'America/New_York'), '2026-03-08T05:00:00.000Z');
  assert.equal(startOfDay('2026-03-09', 'America/New_York'), '2026-03-09T04:00:00.000Z');
  assert.equal(startOfDay('2026-10-25', 'Europe/Berlin'), '2026-10-24T22:00:00.000Z');
  assert.equal(startOfDay('2026-10-26', 'Europe/Berlin'), '2026-10-25T23:00:00.000Z');
  // Santiago skips midnight when summer time starts (00:00 becomes 01:00): the day begins at 01:00.
  assert.equal(startOfDay('2026-09-06', 'America/Santiago'), '2026-09-06T04:00:00.000Z');
});

test('startOfDay remembers its answers per zone and date: the same dates asked in turn in two zones', () => {
  for (let round = 0; round < 2; round++) {
    assert.equal(startOfDay('2026-11-01', 'Asia/Seoul'), '2026-10-31T15:00:00.000Z');
    assert.equal(startOfDay('2026-11-01', 'Pacific/Kiritimati'), '2026-10-31T10:00:00.000Z');
    assert.equal(startOfDay('2026-11-02', 'Asia/Seoul'), '2026-11-01T15:00:00.000Z');
    assert.equal(startOfDay('2026-11-01', 'Etc/GMT+12'), '2026-11-01T12:00:00.000Z');
  }
});

/*
 * The date rules themselves, fast and without HTTP (issue 29.7: the mutation run over dates.ts
 * counts what these catch). Each boundary is asked on both sides.
 */

test('isSupportedDate: a four-digit year from 1900 to 9999, on a date or the date part of a date-time', () => {
  for (const value of ['1900-01-01', '2026-03-01', '9999-12-31', '2026-03-01T09:00:00+09:00']) assert.equal(isSupportedDate(value), true, value);
  for (const value of ['1899-12-31', '0001-01-01', '10000-01-01', '20260301', '20262026-03-01', '+2026-03-01', '26-03-01', 'yyyy-03-01', '']) {
    assert.equal(isSupportedDate(value), false, value);
  }
});

test('isSupportedInstant: within 1900-01-01T00:00Z to 9999-12-31T23:59:59.999Z in UTC, parsed by Date', () => {
  for (const value of ['1900-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '2026-03-01T09:00:00+09:00', '2026-03-01']) {
    assert.equal(isSupportedInstant(value), true, value);
  }
  for (const value of [
    '1899-12-31T23:59:59.999Z',
    // In the supported years as written, outside them in UTC.
    '1900-01-01T00:00:00+01:00',
    '9999-12-31T23:59:59-01:00',
    // A leap second and a thirteenth month: no Date holds them.
    '2026-06-30T23:59:60Z',
    '2026-13-01T00:00:00Z',
    // Date reads it, but it is no ISO 8601 date.
    'March 1, 2026',
    'not a date',
  ]) {
    assert.equal(isSupportedInstant(value), false, value);
  }
});

test('isCalendarDate: YYYY-MM-DD naming a day that exists', () => {
  for (const value of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '1900-03-01']) assert.equal(isCalendarDate(value), true, value);
  for (const value of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '2026-01-1', ' 2026-01-01', '2026-01-01 ', '2026-01-01T00:00:00Z', '']) {
    assert.equal(isCalendarDate(value), false, value);
  }
});

test("today: the firm's day in its zone at an instant, not the server's", () => {
  const instant = new Date('2026-02-28T15:00:00.000Z');
  assert.equal(today('UTC', instant), '2026-02-28');
  assert.equal(today('Asia/Seoul', instant), '2026-03-01');
  assert.equal(today('America/Los_Angeles', new Date('2026-01-01T07:59:59.999Z')), '2025-12-31');
  assert.equal(today('America/Los_Angeles', new Date('2026-01-01T08:00:00.000Z')), '2026-01-01');
  // The zone's day and the midnight read with the hour as 00, not 24, across many zones in turn.
  for (const zone of ['UTC', 'Asia/Seoul', 'Europe/Berlin', 'America/New_York', 'Australia/Adelaide']) {
    assert.equal(startOfDay(today(zone, instant), zone) <= instant.toISOString(), true, zone);
  }
});

test('addDays: forward and back across months, years and 29 February; years keep four digits and more', () => {
  assert.equal(addDays('2026-01-09', 1), '2026-01-10');
  assert.equal(addDays('2026-01-31', 1), '2026-02-01');
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  assert.equal(addDays('2026-02-28', 1), '2026-03-01');
  assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  assert.equal(addDays('2026-01-01', -1), '2025-12-31');
  assert.equal(addDays('2026-03-15', 0), '2026-03-15');
  assert.equal(addDays('2026-01-01', 365), '2027-01-01');
  assert.equal(addDays('1000-01-01', -1), '0999-12-31');
  assert.equal(addDays(LAST_DATE, 1), '10000-01-01');
});

test('addMonths: the same day n months on, clamped to the last day of a shorter month', () => {
  assert.equal(addMonths('2026-01-15', 1), '2026-02-15');
  assert.equal(addMonths('2026-01-31', 1), '2026-02-28');
  assert.equal(addMonths('2024-01-31', 1), '2024-02-29');
  assert.equal(addMonths('2026-03-31', 1), '2026-04-30');
  assert.equal(addMonths('2026-03-31', -1), '2026-02-28');
  assert.equal(addMonths('2026-11-30', 2), '2027-01-30');
  assert.equal(addMonths('2026-01-10', -1), '2025-12-10');
  assert.equal(addMonths('2026-05-31', 12), '2027-05-31');
  assert.equal(addMonths('2024-02-29', 12), '2025-02-28');
  assert.equal(addMonths('2026-06-01', 0), '2026-06-01');
});

test('toInstant: any offset to UTC with Z and milliseconds; a Date as it is', () => {
  assert.equal(toInstant('2026-03-01T09:00:00+09:00'), '2026-03-01T00:00:00.000Z');
  assert.equal(toInstant('2026-03-01T00:00:00.5-05:30'), '2026-03-01T05:30:00.500Z');
  assert.equal(toInstant(new Date(Date.UTC(2026, 2, 1, 12))), '2026-03-01T12:00:00.000Z');
});

test('startOfDay: zones behind UTC, the southern hemisphere, and a day before 1970', () => {
  assert.equal(startOfDay('2026-07-01', 'America/Los_Angeles'), '2026-07-01T07:00:00.000Z');
  assert.equal(startOfDay('2026-01-01', 'America/Los_Angeles'), '2026-01-01T08:00:00.000Z');
  // Adelaide: +10:30 in summer (January), +09:30 in winter.
  assert.equal(startOfDay('2026-01-15', 'Australia/Adelaide'), '2026-01-14T13:30:00.000Z');
  assert.equal(startOfDay('2026-07-15', 'Australia/Adelaide'), '2026-07-14T14:30:00.000Z');
  assert.equal(startOfDay('1960-06-01', 'UTC'), '1960-06-01T00:00:00.000Z');
  // New York's autumn change (02:00 back to 01:00): the day still begins at its own midnight.
  assert.equal(startOfDay('2026-11-01', 'America/New_York'), '2026-11-01T04:00:00.000Z');
  assert.equal(startOfDay('2026-11-02', 'America/New_York'), '2026-11-02T05:00:00.000Z');
});
