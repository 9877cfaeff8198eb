/*
 * Refreshes the client portal's screenshots in docs/portal/ (docs/portal.md shows them):
 * `npm run screenshots:portal`. Starts the server on a fresh in-memory database with a firm's
 * settings and two invited clients, one Korean and one English, each with deadlines (one overdue),
 * filings, an engagement whose letter waits for signature, invoices, a document request and a
 * shared document; signs each in through a mailed link (read from the outbox) in
 * Chromium, adds a passkey on the profile page (the DevTools protocol's virtual authenticator), and
 * photographs every page at 360 px (a phone) and 1280 px (a desktop). The portal runs at
 * http://localhost:PORT/portal, so passkeys have a domain for their RP ID.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../admin/e2e/lib/chromium.js';
import { TestContext } from '../src/testing/harness.js';
import { latestPortalMail } from '../src/testing/portal.js';
import { freePort } from '../src/testing/processes.js';
import { buildPortal } from './build-portal.js';

const OUT = path.resolve(import.meta.dirname, '../docs/portal');
await buildPortal();
const port = await freePort();
const base = `http://localhost:${port}`;
const ctx = new TestContext('sqlite', { config: { adminUrl: `${base}/admin`, portalUrl: `${base}/portal`, currency: 'KRW' } });
await ctx.start();
await ctx.app.listen({ port, host: '127.0.0.1' });

async function call(method: 'POST' | 'PUT', url: string, body: object = {}): Promise<{ id: number }> {
  const res = await ctx.api(method, url, { token: await ctx.token('admin'), body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.data as { id: number };
}

const day = (offset: number) => new Date(ctx.app.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const year = Number(day(0).slice(0, 4));

await call('PUT', '/api/sitesettings', {
  siteName: '한빛 세무회계',
  siteDescription: 'Tax returns, bookkeeping and advice in Seoul.',
  siteUrl: 'https://www.example-tax.com',
  contactEmail: 'office@example-tax.com',
  contactPhone: '02-555-0199',
  address: '서울 중구 세종대로 1',
  businessHours: null,
  socialLinks: [],
  defaultMetaTitle: null,
  defaultMetaDescription: null,
  rssItemLimit: null,
});

type Lang = 'en' | 'ko';
const PEOPLE: Record<Lang, { name: string; email: string; contract: string; fees: [string, string]; request: string; requestDetails: string; letter: string }> = {
  ko: {
    name: '김하늘',
    email: 'haneul.kim@example.com',
    contract: '기장 및 신고 대리 계약',
    fees: ['11월 기장료', '10월 기장료'],
    request: '의료비 영수증',
    requestDetails: '올해 병원과 약국 영수증을 사진으로 찍어 올려 주세요.',
    letter: '업무 약정서.pdf',
  },
  en: {
    name: 'Jordan Lee',
    email: 'jordan.lee@example.com',
    contract: 'Bookkeeping and returns',
    fees: ['November bookkeeping', 'October bookkeeping'],
    request: 'Medical receipts',
    requestDetails: "Photos of this year's hospital and pharmacy receipts are fine.",
    letter: 'Engagement letter.pdf',
  },
};
/** A minimal PDF for the shared document. */
const LETTER = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

// Engagement letters (issue 34): one template in both languages; each client's contract's letter waits for signature.
const LETTER_BODY = {
  en: '# Engagement letter\n\nDear {{client.name}},\n\n{{firm.name}} will provide **{{contract.title}}** from {{contract.startDate}} for {{contract.fee}} a month.\n\n- Monthly bookkeeping and payroll\n- VAT and income tax returns\n\nPlease read the letter and sign it in the client portal.',
  ko: '# 업무 약정서\n\n{{client.name}} 님께,\n\n{{firm.name}}은(는) {{contract.startDate}}부터 **{{contract.title}}** 업무를 월 {{contract.fee}}에 수행합니다.\n\n- 월별 기장 및 급여 업무\n- 부가가치세 및 종합소득세 신고\n\n고객 포털에서 약정서를 읽고 서명해 주세요.',
};
const template = await call('POST', '/api/engagement-letter-templates', { name: 'Standard engagement letter', bodies: LETTER_BODY });
const letterContracts: Partial<Record<Lang, number>> = {};
const unpaidInvoices: Partial<Record<Lang, number>> = {};

let contracts = 0;
async function seedClient(lang: Lang): Promise<number> {
  const person = PEOPLE[lang];
  const { id } = await call('POST', '/api/client', { name: person.name, clientType: 'individual', email: person.email, phone: '010-1111-2222', locale: lang });
  await call('POST', '/api/taxfilingschedule', { clientId: id, taxType: 'withholding', period: day(-40).slice(0, 7), dueDate: day(-5) });
  await call('POST', '/api/taxfilingschedule', { clientId: id, taxType: 'VAT', period: `${year}-H2`, dueDate: day(40) });
  await call('POST', '/api/taxfiling', { clientId: id, taxType: 'income', taxYear: year, period: `${year}`, status: 'in_progress', dueDate: day(120), amountDue: 1_250_000 });
  await call('POST', '/api/taxfiling', { clientId: id, taxType: 'income', taxYear: year - 1, period: `${year - 1}`, status: 'accepted', dueDate: day(-180), filedAt: `${day(-190)}T01:00:00.000Z`, refundAmount: 84_000 });
  const contract = await call('POST', '/api/contract', {
    clientId: id,
    title: person.contract,
    contractNumber: `HB-${year}-${String(++contracts).padStart(3, '0')}`,
    serviceType: 'bookkeeping',
    feeType: 'retainer',
    feeAmount: 330_000,
    startDate: `${year}-01-01`,
    status: 'active',
  });
  await call('POST', `/api/contract/${contract.id}/engagement-letter`, { templateId: template.id });
  letterContracts[lang] = contract.id;
  unpaidInvoices[lang] = (await call('POST', '/api/revenue-tracking', { clientId: id, contractId: contract.id, description: person.fees[0], amount: 330_000, invoiceDate: day(-3), dueDate: day(10) })).id;
  const paid = await call('POST', '/api/revenue-tracking', { clientId: id, contractId: contract.id, description: person.fees[1], amount: 330_000, invoiceDate: day(-33), dueDate: day(-20) });
  await call('PUT', `/api/revenue-tracking/${paid.id}/paid`);
  // Documents (issue 33): a request on the to-do list, and a letter the firm shared.
  await call('POST', `/api/client/${id}/document-requests`, { title: person.request, description: person.requestDetails, dueDate: day(7) });
  const form = new FormData();
  form.append('visibleToClient', 'true');
  form.append('file', new Blob([LETTER], { type: 'application/pdf' }), person.letter);
  const shared = await fetch(`${base}/api/client/${id}/documents`, { method: 'POST', headers: { authorization: `Bearer ${await ctx.token('admin')}` }, body: form });
  if (shared.status !== 201) throw new Error(`upload: ${shared.status} ${await shared.text()}`);
  return id;
}

const clientIds = { ko: await seedClient('ko'), en: await seedClient('en') };

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
fs.mkdirSync(OUT, { recursive: true });

async function shoot(page: Page, name: string, lang: Lang, device: string) {
  const file = path.join(OUT, `portal-${name}-${lang}-${device}.png`);
  await page.screenshot({ path: file, fullPage: true });
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}

const WORDS: Record<Lang, { menu: string; nav: string; signIn: string; home: string; passkeyName: string; addPasskey: string; added: string }> = {
  ko: { menu: '메뉴', nav: '포털', signIn: '로그인', home: '할 일 목록', passkeyName: '새 패스키 이름', addPasskey: '이 기기에 패스키 추가', added: '패스키가 추가되었습니다.' },
  en: { menu: 'Menu', nav: 'Portal', signIn: 'Sign in', home: 'Your to-do list', passkeyName: 'Name of the new passkey', addPasskey: 'Add a passkey on this device', added: 'Passkey added.' },
};
const PAGES = [
  ['documents', '/documents'],
  ['deadlines', '/deadlines'],
  ['filings', '/filings'],
  ['engagements', '/engagements'],
  ['invoices', '/invoices'],
  ['profile', '/profile'],
] as const;

for (const [width, device] of [[360, 'phone'], [1280, 'desktop']] as const) {
  for (const lang of ['ko', 'en'] as const) {
    const words = WORDS[lang];
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: lang === 'ko' ? 'ko-KR' : 'en-US', deviceScaleFactor: 1 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', { options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true } });

    // The sign-in page, then the mailed link (a new invitation for each window).
    await page.goto(`${base}/portal/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'sign-in', lang, device);
    await call('POST', `/api/client/${clientIds[lang]}/portal-invitation`);
    const { token } = await latestPortalMail(ctx, PEOPLE[lang].email);
    await page.goto('about:blank');
    await page.goto(`${base}/portal/#token=${token}`);
    await page.getByRole('button', { name: words.signIn, exact: true }).waitFor();
    await shoot(page, 'link', lang, device);
    await page.getByRole('button', { name: words.signIn, exact: true }).click();
    await page.getByRole('heading', { name: words.home, exact: true }).waitFor();
    await page.locator('ul.todo > li').first().waitFor();
    await shoot(page, 'home', lang, device);

    for (const [name, url] of PAGES) {
      // A page of the app by its address (the app's router), waiting for its list or form.
      await page.goto(`${base}/portal${url}`);
      await page.locator('main .items, main .state.empty, main form').first().waitFor();
      if (name === 'profile' && width === 360) {
        await page.getByLabel(words.passkeyName).fill(lang === 'ko' ? '내 휴대폰' : 'My phone');
        await page.getByRole('button', { name: words.addPasskey }).click();
        await page.getByRole('status').filter({ hasText: words.added }).waitFor();
      }
      if (name === 'profile') await page.locator('ul.passkeys, .passkeys + *, section[aria-labelledby="passkeys"] .state.empty').first().waitFor();
      await shoot(page, name, lang, device);
    }
    // One invoice, where a to-do's link opens it.
    await page.goto(`${base}/portal/invoices/${unpaidInvoices[lang]}`);
    await page.locator('main .items').first().waitFor();
    await shoot(page, 'invoice', lang, device);

    // The letter waiting for signature: the PDF inline, the consent, the name and Sign.
    await page.goto(`${base}/portal/engagements/${letterContracts[lang]}/letter`);
    await page.locator('iframe.letter-pdf').waitFor();
    // Chromium's PDF viewer draws inside the frame after the page is ready, with nothing to wait on.
    await page.waitForTimeout(1500);
    await shoot(page, 'letter', lang, device);
    await context.close();
  }
}
await browser.close();
await ctx.stop();
