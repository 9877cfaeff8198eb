import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMail, type Brand } from './template.js';

const brand: Brand = {
  siteName: 'Kim & Partners <Tax>',
  siteUrl: 'https://www.example-tax.com',
  contactEmail: 'office@example-tax.com',
  contactPhone: '+82 2 555 0100',
  address: null,
};
const hostile = '<script>alert(1)</script><a href="https://evil.example">x</a> & "quoted"';

test('every interpolated value is escaped in the HTML part and kept as typed in the text part', () => {
  const mail = renderMail(brand, {
    to: 'a@example.com',
    subject: 'Hello',
    blocks: [
      { kind: 'paragraph', text: hostile },
      { kind: 'list', title: hostile, items: [hostile] },
      { kind: 'quote', text: `${hostile}\nsecond line` },
      { kind: 'link', label: hostile, url: 'https://x.example/?a=1&b="2"' },
    ],
  });
  assert.ok(!mail.html!.includes('<script>'), 'a script tag passed through');
  assert.ok(!mail.html!.includes('<a href="https://evil.example">'), 'a link passed through');
  assert.ok(!mail.html!.includes('Kim & Partners <Tax>'), 'the site name is not escaped');
  assert.match(mail.html!, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(mail.html!, /href="https:\/\/x\.example\/\?a=1&amp;b=&quot;2&quot;"/);
  assert.match(mail.html!, /Kim &amp; Partners &lt;Tax&gt;/);
  assert.ok(mail.text.includes(hostile), 'the text part keeps what was typed');
  assert.match(mail.text, /> second line/);
});

test('the footer carries the firm\'s contact details from the settings; the subject is one line', () => {
  const mail = renderMail(brand, { to: 'a@example.com', subject: 'Line one\r\nBcc: victim@example.com', blocks: [] });
  assert.equal(mail.subject, 'Line one Bcc: victim@example.com - Kim & Partners <Tax>');
  assert.match(mail.text, /-- \nKim & Partners <Tax>\n\+82 2 555 0100\noffice@example-tax\.com\nhttps:\/\/www\.example-tax\.com\n$/);
  assert.match(mail.html!, /\+82 2 555 0100<br>office@example-tax\.com/);
});
