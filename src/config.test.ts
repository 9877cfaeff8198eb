import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from './config.js';

function refused(env: Record<string, string>, setting: string): void {
  assert.throws(() => loadConfig(env), (error: unknown) => error instanceof ConfigError && error.setting === setting, `${setting} should be refused`);
}

describe('loadConfig', () => {
  test('BUSINESS_TIME_ZONE: any zone a formatter takes, the usual spellings checked without making one', () => {
    // A formatter loads ICU's locale and zone data, about 7 MB resident that an idle server need not hold.
    const Formatter = Intl.DateTimeFormat;
    const NumberFormatter = Intl.NumberFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Formatter, { construct: (target, args) => (made++, Reflect.construct(target, args)) });
    Intl.NumberFormat = new Proxy(NumberFormatter, { construct: (target, args) => (made++, Reflect.construct(target, args)) });
    try {
      assert.equal(loadConfig({}).businessTimeZone, 'UTC');
      assert.equal(loadConfig({ BUSINESS_TIME_ZONE: 'Asia/Seoul' }).businessTimeZone, 'Asia/Seoul');
      assert.equal(loadConfig({ BUSINESS_TIME_ZONE: 'America/New_York' }).businessTimeZone, 'America/New_York');
      assert.equal(loadConfig({ CURRENCY: 'KRW' }).currency, 'KRW');
      assert.equal(made, 0);
    } finally {
      Intl.DateTimeFormat = Formatter;
      Intl.NumberFormat = NumberFormatter;
    }
    for (const zone of ['US/Eastern', 'asia/seoul', 'Etc/GMT+9', 'GMT']) assert.equal(loadConfig({ BUSINESS_TIME_ZONE: zone }).businessTimeZone, zone);
    refused({ BUSINESS_TIME_ZONE: 'Asia/Nowhere' }, 'BUSINESS_TIME_ZONE');
  });

  test('DEFAULT_LOCALE: en unless set to one of the catalogs\' languages', () => {
    assert.equal(loadConfig({}).defaultLocale, 'en');
    assert.equal(loadConfig({ DEFAULT_LOCALE: 'ko' }).defaultLocale, 'ko');
    for (const value of ['fr', 'KO', 'ko-KR', 'english']) refused({ DEFAULT_LOCALE: value }, 'DEFAULT_LOCALE');
  });

  test('CURRENCY: an ISO 4217 code of at most two decimals, USD unless set', () => {
    assert.equal(loadConfig({}).currency, 'USD');
    assert.equal(loadConfig({ CURRENCY: 'KRW' }).currency, 'KRW');
    assert.equal(loadConfig({ CURRENCY: 'EUR' }).currency, 'EUR');
    for (const value of ['krw', 'XYZ', 'WON', '₩', 'EURO']) refused({ CURRENCY: value }, 'CURRENCY');
    // Amounts are kept in hundredths: a dinar's thousandths could not be.
    for (const value of ['BHD', 'KWD', 'CLF']) refused({ CURRENCY: value }, 'CURRENCY');
  });

  test('defaults: port 8080, SQLite under ./data, site prefix "site"', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.database, { kind: 'sqlite', file: path.resolve('data/taxdesk.db') });
    assert.equal(config.sitePrefix, 'site');
    assert.equal(config.siteUrl, 'http://localhost:8080');
    assert.deepEqual(config.corsOrigins, []);
    assert.equal(config.smtpUrl, null);
    assert.equal(config.trustProxy, false);
    assert.equal(config.jwtSecret, null);
    assert.equal(config.businessTimeZone, 'UTC');
    assert.equal(config.sessionMaxAgeSeconds, 30 * 86_400);
    assert.equal(config.digestHour, 7);
    assert.deepEqual(config.digestWeekdays, [1, 2, 3, 4, 5]);
    assert.deepEqual(loadConfig({ DIGEST_DAYS: 'Sat, sun,mon' }).digestWeekdays, [0, 1, 6]);
    assert.deepEqual(config.reminderDays, [14, 3]);
    assert.deepEqual(loadConfig({ REMINDER_DAYS: '1, 30,7' }).reminderDays, [30, 7, 1]);
    assert.deepEqual(loadConfig({ REMINDER_DAYS: 'none' }).reminderDays, []);
  });

  test('DATABASE_URL picks PostgreSQL or an SQLite file', () => {
    assert.deepEqual(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database, { kind: 'postgres', url: 'postgres://u@h:5432/db', poolSize: 10 });
    assert.equal((loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DATABASE_POOL_SIZE: '12' }).database as { poolSize: number }).poolSize, 12);
    refused({ DATABASE_URL: 'postgres://u@h:5432/db', DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE');
    refused({ DATABASE_URL: 'postgres://u@h:5432/db', DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE');
    // Checked on SQLite too, so a move to PostgreSQL does not discover it.
    refused({ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE');
    assert.equal(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).database.kind, 'postgres');
    assert.deepEqual(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/taxdesk/x.db' }).database, { kind: 'sqlite', file: '/var/lib/taxdesk/x.db' });
    assert.deepEqual(loadConfig({ DATABASE_URL: 'sqlite:///var/lib/taxdesk/x.db' }).database, { kind: 'sqlite', file: '/var/lib/taxdesk/x.db' });
    assert.deepEqual(loadConfig({ DATA_DIR: '/srv/td' }).database, { kind: 'sqlite', file: '/srv/td/taxdesk.db' });
    refused({ DATABASE_URL: 'mysql://h/db' }, 'DATABASE_URL');
    refused({ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL');
  });

  test('every setting is validated', () => {
    refused({ PORT: 'x' }, 'PORT');
    refused({ PORT: '-1' }, 'PORT');
    refused({ NODE_ENV: 'staging' }, 'NODE_ENV');
    refused({ SITE_URL: 'ftp://x.example' }, 'SITE_URL');
    refused({ SITE_URL: 'https://x.example/?q=1' }, 'SITE_URL');
    refused({ SITE_PREFIX: '/site' }, 'SITE_PREFIX');
    refused({ SITE_PREFIX: 'Site' }, 'SITE_PREFIX');
    refused({ SITE_PREFIX: 'admin' }, 'SITE_PREFIX');
    refused({ CORS_ORIGINS: 'not-a-url' }, 'CORS_ORIGINS');
    refused({ SMTP_URL: 'http://mail' }, 'SMTP_URL');
    refused({ REDIS_URL: 'localhost:6379' }, 'REDIS_URL');
    refused({ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL');
    refused({ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY');
    refused({ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL');
    refused({ BUSINESS_TIME_ZONE: 'Mars/Olympus' }, 'BUSINESS_TIME_ZONE');
    refused({ DIGEST_HOUR: '24' }, 'DIGEST_HOUR');
    refused({ DIGEST_DAYS: 'mon,funday' }, 'DIGEST_DAYS');
    refused({ REMINDER_DAYS: '14,three' }, 'REMINDER_DAYS');
    refused({ REMINDER_DAYS: '400' }, 'REMINDER_DAYS');
    refused({ JOBS_ENABLED: 'perhaps' }, 'JOBS_ENABLED');
    refused({ SESSION_MAX_AGE_SECONDS: '30d' }, 'SESSION_MAX_AGE_SECONDS');
    refused({ SESSION_MAX_AGE_SECONDS: '60' }, 'SESSION_MAX_AGE_SECONDS');
    refused({ SESSION_MAX_AGE_SECONDS: String(400 * 86_400) }, 'SESSION_MAX_AGE_SECONDS');
  });

  test('production insists on a secret of 256 bits or more and https URLs', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example-tax.com', ADMIN_URL: 'https://www.example-tax.com/admin' };
    const strong = randomBytes(48).toString('base64');
    refused(production, 'JWT_SECRET');
    assert.equal(loadConfig({ ...production, JWT_SECRET: strong }).jwtSecret, strong);
    refused({ ...production, JWT_SECRET: strong, SITE_URL: 'http://www.example-tax.com' }, 'SITE_URL');
  });

  test('a production JWT_SECRET is judged by its key material, decoded when hex or base64', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.example-tax.com', ADMIN_URL: 'https://www.example-tax.com/admin' };
    const accepted = (secret: string) => assert.equal(loadConfig({ ...production, JWT_SECRET: secret }).jwtSecret, secret, secret);
    const refusedSecret = (secret: string, reason: RegExp) =>
      assert.throws(
        () => loadConfig({ ...production, JWT_SECRET: secret }),
        (error: unknown) => error instanceof ConfigError && error.setting === 'JWT_SECRET' && reason.test(error.message) && /openssl rand -base64 48/.test(error.message),
        secret,
      );

    accepted(randomBytes(48).toString('base64')); // openssl rand -base64 48
    accepted(randomBytes(32).toString('base64')); // exactly 256 bits, padded
    // A fixed one: about one random 32-byte base64url value in 7,600 is letters only (no digit, '-', '_'),
    // and 43 letters count as text at 245 bits (the doubt goes the cautious way).
    accepted('kq3N8d_Qm1vZx-7TcR2pLwHs9YbE4uJfAg6iOnVt0yK');
    accepted(randomBytes(32).toString('hex')); // openssl rand -hex 32

    // 32 bytes of text, but hex: 128 bits; base64 of 31 bytes: 248 bits.
    refusedSecret(randomBytes(16).toString('hex'), /128 bits .*decoded as hex/);
    refusedSecret(randomBytes(31).toString('base64'), /248 bits .*decoded as base64/);
    // 31 random bytes whose base64 happens to hold no digit (CI drew one): still 248 bits, not text.
    refusedSecret('PzrebmoDtTRMTeAGdSkdoGCitHOnNVGJaCZVvMbNfQ==', /248 bits .*decoded as base64/);
    refusedSecret('x'.repeat(64), /repeated/);
    refusedSecret('abc123'.repeat(12), /repeated/);
    refusedSecret('0123456789abcdef'.repeat(4), /repeated/);
    refusedSecret('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', /low variety/);
    refusedSecret('my-production-jwt-secret', /bits of key material \(as text/);
    // Issue 28.2: long made-up phrases and keyboard runs, 258 to 440 bits counted by character
    // classes, are read as the words and runs they are.
    refusedSecret('my-company-taxdesk-jwt-secret-key-production', /about \d{1,3} bits of key material \(as text, words and keyboard runs/);
    refusedSecret('TaxDeskProductionSecretKeyForJWTSigning2026!!', /bits of key material \(as text/);
    refusedSecret("qwertyuiop[]asdfghjkl;'zxcvbnm,./1234567890-=QWERTYUIOP{}ASDFGHJKL:", /bits of key material \(as text/);
    refusedSecret('1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/-[=]', /bits of key material \(as text/);
    refusedSecret('correct horse battery staple is my very long passphrase for the jwt of the firm 2026', /bits of key material \(as text/);
    // Random text that is neither hex nor base64 (openssl's base64 with its symbols replaced) passes.
    accepted('yQlogj4ulffcljNU3c3JIjbUQnuqdW!kT0xe7Bv9!pR2sLmZ8wHaDcF5gE1iJoK6');
    refusedSecret('changeme', /fewer than 256/);
  });

  test('values are parsed into their types', () => {
    const config = loadConfig({
      PORT: '9000',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SITE_URL: 'https://www.example-tax.com/',
      ADMIN_PASSWORD: '  kept as typed  ',
    });
    assert.equal(config.port, 9000);
    assert.equal(loadConfig({ SESSION_MAX_AGE_SECONDS: '604800' }).sessionMaxAgeSeconds, 604_800);
    assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example']);
    assert.equal(config.trustProxy, '10.0.0.0/8,127.0.0.1');
    assert.equal(config.siteUrl, 'https://www.example-tax.com');
    assert.equal(config.adminPassword, '  kept as typed  ');
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
  });
});
