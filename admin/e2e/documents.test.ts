/*
 * Issue 33 from end to end in Chromium: staff ask a client for a document on the client's
 * Documents tab; the request reaches the client by mail (a real SMTP server started here); the
 * client, signed in from the mailed link on a 360 px phone, sees it on the to-do list, has a file
 * refused with the reason in words, uploads a real photo (a JPEG made here) with the upload
 * control a phone's camera roll opens (accept=…, multiple, no capture); staff hear of the upload,
 * download the same bytes (same SHA-256) and accept; staff share a file by dropping it on the tab,
 * and the client downloads it from the Documents page. Screenshots at 360 px and desktop. One
 * suite per database dialect.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';

// The browser side of evaluate() (the drop event): DOM types the server-side tsconfig lacks.
declare const DataTransfer: { new (): { items: { add(file: unknown): void } } };
declare const File: new (parts: unknown[], name: string, options: { type: string }) => unknown;
import { sendRequestNotices } from '../../src/features/deadline-mail/service.js';
import { sha256 } from '../../src/shared/storage/meter.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { smtpCapture } from '../../src/testing/smtp.js';
import { overflowOf, savedBytes, screenshot, seed, withoutChromium } from './lib/chromium.js';
import { mailTo as mailOf, servedWithMail } from './lib/served.js';

const PASSWORD = 'amber-tiger-orchard-2026';
const smtp = smtpCapture();

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A photo as a phone takes it: a JPEG of noise (so it compresses like a picture, not like nothing). */
async function photoJpeg(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 170, b: 120 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

for (const { dialect, skip } of testDialects()) {
  describe(`documents: request, mail, upload from a phone, download, in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    let ctx: TestContext;
    let browser: Browser;
    let admin: Page;
    let base = '';
    let staffEmail = '';

    before(async () => {
      ({ ctx, base, browser, admin, staffEmail } = await servedWithMail(dialect, smtp, { password: PASSWORD, downloads: true }));
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    const mailTo = (email: string, count: number) => mailOf(smtp, email, count);

    test('asked in the admin, mailed, uploaded from a 360 px phone, downloaded by staff with the same SHA-256', async () => {
      const email = `jiwoo-${dialect}@example.com`;
      const name = `Seo Jiwoo ${dialect}`;
      const title = 'Photo of your ID card';
      const { id } = await seed(ctx, 'POST', '/api/client', { name, clientType: 'individual', email, locale: 'en' });
      const invitation = await ctx.api('POST', `/api/client/${id}/portal-invitation`, { token: await ctx.token('staff') });
      assert.equal(invitation.statusCode, 202, invitation.body);
      const link = /(http:\/\/\S+\/portal\/#token=[A-Za-z0-9_-]+)/.exec(await mailTo(email, 1))?.[1];
      assert.ok(link, 'the invitation holds a sign-in link');

      // Staff ask for the document on the client's Documents tab.
      await admin.goto(`${base}/admin/clients/${id}`);
      await admin.getByRole('heading', { level: 1, name }).waitFor();
      await admin.getByRole('tab', { name: 'Documents', exact: true }).click();
      await admin.getByText('Nothing requested from this client yet.').waitFor();
      const form = admin.getByRole('form', { name: 'Ask for a document' });
      await form.getByLabel('What you need').fill(title);
      await form.getByLabel('Details for the client').fill('Both sides, readable.');
      await form.getByLabel('Due date').fill(inDays(10));
      await form.getByRole('button', { name: 'Send request', exact: true }).click();
      await admin.getByRole('status').filter({ hasText: `Requested: ${title}.` }).waitFor();
      const item = admin.getByTestId('request-list').locator('li.request', { hasText: title });
      await item.getByText('Waiting for the client').waitFor();

      // The mail reaches the client with the request and the portal's address: what the job
      // mail.document-notices does every 2 minutes, run now (its lease may be the started app's).
      assert.equal(await sendRequestNotices(ctx.app), 1);
      const notice = await mailTo(email, 2);
      assert.match(notice, new RegExp(`Dear ${name},`));
      assert.match(notice, new RegExp(`- ${title}: due `));
      assert.ok(notice.includes(`${base}/portal`), `the portal's address in: ${notice}`);

      // The client on a phone: signed in from the link, the request on the to-do list.
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'en-US', acceptDownloads: true });
      const phone = await context.newPage();
      await phone.goto(link);
      await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
      await phone.getByRole('heading', { name: 'Your to-do list', exact: true }).waitFor();
      const card = phone.getByTestId('requests').locator('li', { hasText: title });
      await card.getByText('Both sides, readable.').waitFor();
      const input = card.getByLabel(`Add photos or files for ${title}`);
      assert.equal(await input.getAttribute('type'), 'file');
      assert.equal(await input.getAttribute('multiple'), '', 'several files at once');
      assert.match((await input.getAttribute('accept')) ?? '', /image\/\*/, 'the camera roll offers photos');
      assert.equal(await input.getAttribute('capture'), null, 'the camera is not forced: the library and files stay open');
      await screenshot(phone, 'portal-documents-todo-phone');

      // A page disguised as a PDF is refused, and the client reads why.
      await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
      await card.getByRole('alert').filter({ hasText: 'Not sent: we cannot accept this kind of file.' }).waitFor();
      await screenshot(phone, 'portal-documents-refused-phone');

      // The photo goes through, with its progress shown until it is sent: the upload is held at the
      // network until the bar has been seen (on loopback it would be over before a look).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const uploads = '**/api/portal/document-requests/*/files';
      await phone.route(uploads, async (route) => {
        await held;
        await route.continue();
      });
      const photo = await photoJpeg();
      await input.setInputFiles({ name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: photo });
      await card.getByRole('progressbar', { name: 'Sending id-card.jpg', exact: true }).waitFor();
      release();
      await card.getByText('Sent. Thank you!').waitFor();
      await phone.unroute(uploads);
      await phone.getByTestId('requests').locator('li', { hasText: title }).getByText('Sent, being reviewed').waitFor();

      // Staff (the request's owner) hear of it, and download the very same bytes.
      // (The suites of both databases sign up the same staff address: count this suite's mails.)
      const staffMails = smtp.received.filter((mail) => mail.to === staffEmail).length;
      assert.equal(await sendRequestNotices(ctx.app), 1);
      assert.match(await mailTo(staffEmail, staffMails + 1), new RegExp(`${name} uploaded a file for the request "${title}"[\\s\\S]*- id-card\\.jpg`));
      await admin.reload();
      await item.getByText('To review').waitFor();
      const [download] = await Promise.all([admin.waitForEvent('download'), item.getByRole('button', { name: 'Download id-card.jpg', exact: true }).click()]);
      assert.equal(download.suggestedFilename(), 'id-card.jpg');
      assert.equal(sha256(await savedBytes(download)), sha256(photo), 'staff download what the client uploaded');
      await screenshot(admin, 'admin-documents');
      await item.getByRole('button', { name: `Accept: ${title}`, exact: true }).click();
      await admin.getByRole('status').filter({ hasText: `Accepted: ${title}.` }).waitFor();
      await item.getByText('Accepted', { exact: true }).waitFor();

      // Staff share a file by dropping it on the tab; the client downloads it from Documents.
      const letter = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
      const dropped = await admin.evaluateHandle((base64) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], '2026 engagement letter.pdf', { type: 'application/pdf' }));
        return transfer;
      }, letter.toString('base64'));
      await admin.getByLabel('The client sees the files in the portal').check();
      await admin.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer: dropped });
      await admin.getByRole('list', { name: 'Uploads' }).getByText('Uploaded').waitFor();
      await admin.locator('table.files').getByText('2026 engagement letter.pdf').waitFor();

      await phone.getByRole('button', { name: 'Menu', exact: true }).click();
      await phone.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Documents', exact: true }).click();
      await phone.getByRole('heading', { level: 1, name: 'Documents', exact: true }).waitFor();
      const shared = phone.getByTestId('documents').locator('li', { hasText: '2026 engagement letter.pdf' });
      await shared.getByText('Your tax office').waitFor();
      await phone.getByTestId('documents').locator('li', { hasText: 'id-card.jpg' }).getByText('You', { exact: true }).waitFor();
      await screenshot(phone, 'portal-documents-phone');
      const [saved] = await Promise.all([phone.waitForEvent('download'), shared.getByRole('button', { name: 'Download 2026 engagement letter.pdf', exact: true }).click()]);
      assert.equal(sha256(await savedBytes(saved)), sha256(letter));

      // The same pages on a desktop screen and the admin's on a phone, for the docs.
      await phone.setViewportSize({ width: 1280, height: 900 });
      await screenshot(phone, 'portal-documents-desktop');
      await context.close();
      await admin.setViewportSize({ width: 360, height: 800 });
      await admin.reload();
      await item.waitFor();
      assert.equal(await overflowOf(admin), 0, 'the tab fits a 360 px phone: its file tables scroll inside their boxes');
      await screenshot(admin, 'admin-documents-phone');
      await admin.setViewportSize({ width: 1280, height: 900 });
    });
  });
}
