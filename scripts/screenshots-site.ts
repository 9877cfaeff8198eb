/*
 * Refreshes the website's screenshots in docs/screenshots/ (docs/website.md shows them):
 * `npm run screenshots:site`. Starts the server on a fresh in-memory database seeded with a firm's
 * settings, a logo, posts, FAQ entries and a notice, and photographs the pages in Chromium in
 * English and Korean, at 360 px (a phone) and 1280 px (a desktop).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../admin/e2e/lib/chromium.js';
import { TestContext } from '../src/testing/harness.js';
import { freePort } from '../src/testing/processes.js';

const OUT = path.resolve(import.meta.dirname, '../docs/screenshots');
const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-shots-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// SITE_URL is this server, so that the images (absolute from it) load.
const ctx = new TestContext('sqlite', { config: { siteUrl: base, storage: { kind: 'local', directory: storage } } });
await ctx.start();
await ctx.app.listen({ port, host: '127.0.0.1' });

async function call(method: 'POST' | 'PUT', url: string, body: object): Promise<{ id: number; slug: string }> {
  const res = await ctx.api(method, url, { token: await ctx.token('admin'), body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.data as { id: number; slug: string };
}

async function uploadImage(bytes: Buffer): Promise<{ id: number; url: string }> {
  const boundary = '----taxdeskshots';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="image.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/images', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await ctx.token('admin')}` } });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; url: string }>();
}

const logo = await uploadImage(
  await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160"><rect width="640" height="160" fill="#ffffff"/><circle cx="80" cy="80" r="56" fill="#0b5d3b"/><text x="160" y="105" font-family="sans-serif" font-size="72" font-weight="700" fill="#1b1f24">Hanbit Tax</text></svg>')).png().toBuffer(),
);
const cover = await uploadImage(
  await sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: 11, g: 93, b: 59 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800"><text x="120" y="460" font-family="sans-serif" font-size="140" fill="#ffffff">2026 year-end settlement</text></svg>') }])
    .png()
    .toBuffer(),
);
await call('PUT', '/api/sitesettings', {
  siteName: 'Hanbit Tax Office',
  siteDescription: 'Tax returns, bookkeeping and advice for people and companies in Seoul.',
  siteUrl: 'https://www.example-tax.com',
  contactEmail: 'office@example-tax.com',
  contactPhone: '+82 2-555-0199',
  address: '1 Tax Street, Jung-gu, Seoul',
  businessHours: 'Mon-Fri 09:00-18:00\nSat 10:00-13:00',
  socialLinks: [{ name: 'Instagram', url: 'https://instagram.com/hanbit-tax' }],
  defaultMetaTitle: null,
  defaultMetaDescription: null,
  rssItemLimit: null,
  brandColour: '#0b5d3b',
  logoImageId: logo.id,
});
const category = await call('POST', '/api/category', { name: 'Income tax', description: 'Returns, deductions and deadlines.' });
const titles = ['What changes in the 2026 year-end settlement', 'VAT deadlines for the second half', 'Deductions for families with children', 'Bookkeeping for a new cafe'];
let postSlug = '';
for (const [index, title] of titles.entries()) {
  const post = await call('POST', '/api/blog', {
    title,
    status: 'published',
    categoryId: category.id,
    authorName: 'Lee Sora',
    tags: ['income tax'],
    coverImageUrl: index === 0 ? cover.url : null,
    excerpt: 'What employees and employers need to prepare, and when.',
    content: '<h2>What changes</h2><p>The deduction for children rises, and the card spending threshold moves.</p><ul><li>Collect receipts by 15 January.</li><li>Check the simplified statement.</li></ul>',
  });
  if (index === 0) postSlug = post.slug;
}
await call('POST', '/api/faq', { question: 'When is VAT due?', answer: 'On the 25th of the month after each half year.', category: 'VAT', isPublished: true });
await call('POST', '/api/faq', { question: 'Which documents do you need for my return?', answer: 'Your income statements, receipts for deductions and last year’s return.', category: 'Income tax', isPublished: true });
await call('POST', '/api/announcement', { title: 'Closed on 1 March', content: 'The office is closed for the holiday.', isPinned: true, isPublished: true });

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
fs.mkdirSync(OUT, { recursive: true });
const pages = { home: '/', blog: '/blog', post: `/blog/${postSlug}`, faq: '/faq', contact: '/contact' };
for (const [width, device] of [[360, 'phone'], [1280, 'desktop']] as const) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const lang of ['en', 'ko'] as const) {
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(`${base}${lang === 'ko' ? (url === '/' ? '/ko' : `/ko${url}`) : url}`);
      const file = path.join(OUT, `site-${name}-${lang}-${device}.png`);
      await page.screenshot({ path: file, fullPage: device === 'desktop' });
      process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
    }
  }
  await context.close();
}
await browser.close();
await ctx.stop();
fs.rmSync(storage, { recursive: true, force: true });
