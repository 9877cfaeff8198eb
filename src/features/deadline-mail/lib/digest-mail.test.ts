import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mailReader } from '../../../shared/mail/reader.js';
import { digestMail } from './digest-mail.js';

const brand = { siteName: '한빛세무', siteUrl: 'https://example-tax.com', contactEmail: null, contactPhone: null, address: null };
const content = {
  today: '2026-11-23',
  deadlines: [
    { kind: 'schedule' as const, id: 1, clientName: '한빛상사', taxType: '부가세', period: '2026-Q3', dueDate: '2026-11-20', assigneeUserId: 7 },
    { kind: 'filing' as const, id: 2, clientName: '한빛상사', taxType: '종합소득세', period: null, dueDate: '2026-11-28', assigneeUserId: null },
  ],
  unpaid: [{ clientName: '한빛상사', description: '10월 기장료', amount: 30_000_000, dueDate: '2026-11-01' }],
  inquiries: [{ id: 5, name: '이영희', subject: '상담 문의', createdAt: '2026-11-22T16:30:00.000Z' }],
  overdueRequests: [
    { clientName: '한빛상사', title: '통장 사본', dueDate: '2026-11-21', assigneeUserId: null, files: 0 },
    { clientName: '한빛상사', title: '급여대장', dueDate: '2026-11-22', assigneeUserId: 7, files: 0 },
  ],
  uploads: [{ clientName: '한빛상사', title: '영수증', dueDate: '2026-11-30', assigneeUserId: 7, files: 3 }],
  letters: [{ clientName: '한빛상사', title: '기장 2027', sentAt: '2026-11-20T01:00:00.000Z', senderUserId: 7 }],
};
const config = { defaultLocale: 'en' as const, businessTimeZone: 'Asia/Seoul', currency: 'KRW' };

test('the digest in Korean: words from the mail catalog, dates and won by Intl in the firm\'s zone', () => {
  const mail = digestMail(brand, mailReader(config, 'ko'), { id: 7, email: 'kim@example.com', locale: 'ko' }, content, 'https://example-tax.com/admin');
  assert.equal(mail.subject, '2026년 11월 23일 기한 요약 - 한빛세무');
  const lines = mail.text.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
  assert.deepEqual(lines, [
    '2026. 11. 20. 한빛상사: 부가세 2026-Q3 일정 [담당]',
    '2026. 11. 28. 한빛상사: 종합소득세 신고',
    '2026. 11. 1. 한빛상사: 10월 기장료 ₩300,000',
    // 16:30 UTC on the 22nd is the 23rd in Seoul.
    '#5 2026. 11. 23. 이영희: 상담 문의',
    // The user's own request first.
    '2026. 11. 22. 한빛상사: 급여대장 [담당]',
    '2026. 11. 21. 한빛상사: 통장 사본',
    '한빛상사: 영수증, 파일 3개 [담당]',
    // Sent at 01:00 UTC on the 20th: the 20th in Seoul; the user sent it.
    '한빛상사: 기장 2027, 2026. 11. 20. 발송 [담당]',
  ]);
  assert.match(mail.text, /기한이 지난 신고와 일정 \(1\)[\s\S]*7일 안에 기한 \(1\)[\s\S]*기한이 지난 미수금 \(1\)[\s\S]*아직 답하지 않은 새 문의 \(1\)[\s\S]*기한이 지난 서류 요청 \(2\)[\s\S]*검토를 기다리는 업로드 \(1\)[\s\S]*서명을 기다리는 업무 약정서 \(1\)/);
  assert.match(mail.html!, /<a href="https:\/\/example-tax.com\/admin">대시보드 열기<\/a>/);
});

test('a user without a language reads the firm\'s', () => {
  const mail = digestMail(brand, mailReader({ ...config, defaultLocale: 'ko' }, null), { id: 8, email: 'lee@example.com', locale: null }, content, 'https://example-tax.com/admin');
  assert.match(mail.subject, /^2026년 11월 23일 기한 요약/);
  const english = digestMail(brand, mailReader(config, null), { id: 8, email: 'lee@example.com', locale: null }, content, 'https://example-tax.com/admin');
  assert.match(english.subject, /^Deadlines for November 23, 2026/);
  assert.match(english.text, /- Nov 1, 2026 한빛상사: 10월 기장료 ₩300,000\n/);
});
