import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fingerprintOf, normalizeMessage, topFrame } from './lib/fingerprint.js';

describe('client log fingerprint', () => {
  test('masks numbers, ids, emails and query strings, keeps the words', () => {
    assert.equal(
      normalizeMessage('Request to https://taxdesk.example/api/client/42?page=3#top failed with 500 for user 9f1c2e3d-1111-4a2b-8c3d-0123456789ab'),
      'Request to https://taxdesk.example/api/client/<n> failed with <n> for user <uuid>',
    );
    assert.equal(normalizeMessage('Cannot read  properties of undefined\n(reading "x")'), 'Cannot read properties of undefined (reading "x")');
    assert.equal(normalizeMessage('Object 65f1a2b3c4d5e6f708192a3b not found for ana@example.com'), 'Object <hex> not found for <email>');
    assert.equal(normalizeMessage('deadbeef is a word here but cafe1234 is an id'), 'deadbeef is a word here but <hex> is an id');
  });

  test('email masking covers real addresses and leaves look-alikes', () => {
    assert.equal(normalizeMessage('sent to jane.doe+tax@mail.example.co.uk.'), 'sent to <email>.');
    assert.equal(normalizeMessage('<a@b.io> and (x_y@firm.example)'), '<<email>> and (<email>)');
    assert.equal(normalizeMessage('user@localhost and @scope/pkg'), 'user@localhost and @scope/pkg');
    // Longer than RFC 5321 allows: not an address, and scanning it stays linear.
    assert.equal(normalizeMessage(`${'a'.repeat(65)}@example.com`), `${'a'.repeat(65)}@example.com`);
  });

  test('the top frame drops line and column numbers, origins, query strings and bundle hashes', () => {
    const chrome = 'TypeError: x is undefined\n    at renderRow (https://taxdesk.example/admin/assets/index-3f2a9c1b.js:12:345)\n    at map (native)';
    assert.equal(topFrame(chrome), 'renderRow (/admin/assets/index-<hex>.js)');
    const firefox = 'renderRow@https://taxdesk.example/admin/assets/index-3f2a9c1b.js?v=2:12:345\nmap@native';
    assert.equal(topFrame(firefox), 'renderRow (/admin/assets/index-<hex>.js)');
    assert.equal(topFrame(null), '');
    assert.equal(topFrame('no frames at all'), '');
  });

  test('repeats differing only in ids group together; other levels, messages or top frames do not', () => {
    const stack = (fn: string, line: number) => `Error\n    at ${fn} (https://a.example/admin/app.js:${line}:7)`;
    const base = fingerprintOf({ level: 'error', message: 'Client 17 not found', stack: stack('loadClient', 10) });
    assert.match(base, /^[0-9a-f]{32}$/);
    assert.equal(fingerprintOf({ level: 'error', message: 'Client 20931 not found', stack: stack('loadClient', 99) }), base);
    assert.notEqual(fingerprintOf({ level: 'warn', message: 'Client 17 not found', stack: stack('loadClient', 10) }), base);
    assert.notEqual(fingerprintOf({ level: 'error', message: 'Client 17 was deleted', stack: stack('loadClient', 10) }), base);
    assert.notEqual(fingerprintOf({ level: 'error', message: 'Client 17 not found', stack: stack('saveClient', 10) }), base);
  });
});
