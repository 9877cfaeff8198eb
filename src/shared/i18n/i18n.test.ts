import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { currencyDigits, formatDate, formatMoney, formatStoredMoney, negotiateLocale, t } from './index.js';

describe('i18n', () => {
  test('t: the message in the language asked for, arguments filled', () => {
    assert.equal(t('en', 'errors.not_found.title'), 'Not found');
    assert.equal(t('ko', 'errors.not_found.title'), '찾을 수 없음');
    assert.equal(t('en', 'errors.rate_limited.detail', { retryAfterSeconds: 1 }), 'Too many requests. Try again in 1 second.');
    assert.equal(t('en', 'errors.rate_limited.detail', { retryAfterSeconds: 30 }), 'Too many requests. Try again in 30 seconds.');
    assert.equal(t('ko', 'errors.rate_limited.detail', { retryAfterSeconds: 30 }), '요청이 너무 많습니다. 30초 후에 다시 시도해 주세요.');
  });

  test('formatMoney: exact minor units in the currency\'s own digits', () => {
    assert.equal(currencyDigits('KRW'), 0);
    assert.equal(currencyDigits('EUR'), 2);
    assert.equal(currencyDigits('BHD'), 3);
    assert.equal(formatMoney('en', 'KRW', 300000), '₩300,000');
    assert.equal(formatMoney('ko', 'KRW', 300000), '₩300,000');
    assert.equal(formatMoney('en', 'EUR', 123450), '€1,234.50');
    assert.equal(formatMoney('en', 'EUR', -5), '-€0.05');
    // Beyond 2^53 a number would round; the amount is formatted from its digits.
    assert.equal(formatMoney('en', 'EUR', 900719925474099312n), '€9,007,199,254,740,993.12');
    // Stored amounts are hundredths in any currency.
    assert.equal(formatStoredMoney('ko', 'KRW', 30000000), '₩300,000');
    assert.equal(formatStoredMoney('en', 'EUR', 123450), '€1,234.50');
  });

  test('formatDate: an instant as its day in the firm\'s zone, a calendar date as itself', () => {
    const instant = new Date('2026-05-31T20:00:00Z');
    assert.equal(formatDate('en', 'UTC', instant), 'May 31, 2026');
    assert.equal(formatDate('en', 'Asia/Seoul', instant), 'June 1, 2026');
    assert.equal(formatDate('ko', 'Asia/Seoul', instant), '2026년 6월 1일');
    assert.equal(formatDate('ko', 'America/New_York', '2026-12-07'), '2026년 12월 7일');
    assert.equal(formatDate('en', 'Pacific/Kiritimati', '2026-12-07', 'medium'), 'Dec 7, 2026');
  });

  test('negotiateLocale: regions read as their language, q-values honoured, the firm\'s language otherwise', () => {
    assert.equal(negotiateLocale(undefined, 'en'), 'en');
    assert.equal(negotiateLocale('', 'ko'), 'ko');
    assert.equal(negotiateLocale('ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7', 'en'), 'ko');
    assert.equal(negotiateLocale('fr-FR, en;q=0.5', 'ko'), 'en');
    assert.equal(negotiateLocale('en;q=0.4, KO;q=0.8', 'en'), 'ko');
    assert.equal(negotiateLocale('fr, de', 'ko'), 'ko');
    assert.equal(negotiateLocale('*', 'ko'), 'ko');
    assert.equal(negotiateLocale('ko;q=0', 'en'), 'en');
    assert.equal(negotiateLocale(';;,,q=;', 'en'), 'en');
  });
});
