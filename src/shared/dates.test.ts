import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startOfDay } from './dates.js';

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
