/*
 * A secret in a URL path (the calendar feed's token) never reaches a log line, whatever spelling of
 * the path a client sends: the ones the router matches (percent-encoded, with a query, HEAD) and the
 * ones it does not (another case, no .ics, a trailing slash, doubled slashes). Issue 28.6: the old
 * regular expression missed every shape but the exact one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../testing/assertions.js';
import { describeApi } from '../testing/harness.js';
import { capturedLog } from '../testing/log-capture.js';

const log = capturedLog();

/** Every character percent-encoded, as a client may legally send it. */
const encodeAll = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

describeApi(
  'log redaction of secret URLs',
  (t) => {
    test('no path shape the router accepts, or nearly accepts, logs the calendar token', async () => {
      const created = await t.api('POST', '/api/calendar/feed', { token: await t.token('staff') });
      assertStatus(created, 201);
      const secret = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(created.data.url)![1]!;
      const shapes: Array<{ method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE'; url: string; matched: boolean }> = [
        { url: `/api/calendar/${secret}.ics`, matched: true },
        { method: 'HEAD', url: `/api/calendar/${secret}.ics`, matched: true },
        { url: `/api/calendar/${secret}.ics?x=1`, matched: true },
        { url: `/api/calendar/${secret}.ics?token=${secret}`, matched: true },
        { url: `/api/calendar/${encodeAll(secret)}.ics`, matched: true },
        { url: `/api/calendar/${secret.slice(0, 20)}${encodeAll(secret.slice(20))}.ics`, matched: true },
        { url: `/api/calendar/${secret}%2Eics`, matched: false },
        { url: `/api/calendar/${secret}`, matched: false },
        { url: `/api/calendar/${secret}/`, matched: false },
        { url: `/api/calendar/${secret}.ics/`, matched: false },
        { url: `/API/CALENDAR/${secret}.ICS`, matched: false },
        { url: `/Api/Calendar/${secret}.ics`, matched: false },
        { url: `/api/calendar/${secret}.ICS`, matched: false },
        { url: `//api//calendar//${secret}.ics`, matched: false },
        { url: `/api/calendar/${secret}.ics;x=1`, matched: false },
        { url: `/api/calendar/x/${secret}.ics`, matched: false },
        { url: `/api/calendar/%2F${secret}.ics`, matched: false },
        { url: `/api/%63alendar/${secret}.ics`, matched: false },
        { method: 'POST', url: `/api/calendar/${secret}.ics`, matched: false },
        { method: 'DELETE', url: `/api/calendar/${secret}`, matched: false },
      ];
      for (const shape of shapes) {
        log.lines.length = 0;
        const res = await t.api(shape.method ?? 'GET', shape.url);
        const text = log.text();
        assert.ok(log.lines.length > 0, `${shape.url}: logged`);
        assert.ok(text.includes('[redacted]'), `${shape.url}: the path is logged redacted`);
        for (const seen of [text, safeDecode(text), safeDecode(safeDecode(text))]) {
          assert.ok(!seen.includes(secret.slice(0, 16)) && !seen.includes(secret.slice(-16)), `${shape.url} (${res.statusCode}): the token is in a log line:\n${text}`);
        }
        if (shape.matched) assert.ok(res.statusCode !== 404 || res.data?.code !== 'route_not_found', `${shape.url}: the router matches it`);
      }
    });

    test('other paths are logged as sent, secret query values excepted', async () => {
      log.lines.length = 0;
      await t.api('GET', '/api/client/123?search=Kim&resetToken=abc');
      assert.match(log.text(), /"url":"\/api\/client\/123\?search=Kim&resetToken=\[redacted\]"/);
      log.lines.length = 0;
      await t.api('GET', '/api/calendar/feed');
      assert.match(log.text(), /"url":"\/api\/calendar\/feed"/);
    });
  },
  { app: { logStream: log.stream }, config: { logLevel: 'trace' } },
);
