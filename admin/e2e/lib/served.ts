import type { Browser, Page } from 'playwright-core';
import { buildAdmin } from '../../../scripts/build-admin.js';
import { buildPortal } from '../../../scripts/build-portal.js';
import { plainTextOf } from '../../../portal/e2e/lib/mail.js';
import { TestContext, testDialects } from '../../../src/testing/harness.js';
import { freePort } from '../../../src/testing/processes.js';
import type { smtpCapture } from '../../../src/testing/smtp.js';
import { until } from '../../../src/testing/until.js';
import { launchChromium, signIn } from './chromium.js';

type Dialect = ReturnType<typeof testDialects>[number]['dialect'];
type Smtp = ReturnType<typeof smtpCapture>;

export interface Served {
  ctx: TestContext;
  /** `http://localhost:<port>`: the admin is at `${base}/admin`, the portal at `${base}/portal`. */
  base: string;
  browser: Browser;
  /** A staff member's admin on a 1280 px window (English), signed in. */
  admin: Page;
  staffEmail: string;
}

/**
 * The start of a browser test that follows something from the admin to a client's mailbox and the
 * portal: the built apps served by a TestContext on a port of its own (the mailed links name it),
 * mail sent to `smtp`, Chromium, and a staff member signed in to the admin.
 */
export async function servedWithMail(dialect: Dialect, smtp: Smtp, options: { password: string; config?: ConstructorParameters<typeof TestContext>[1]['config']; downloads?: boolean }): Promise<Served> {
  await Promise.all([buildAdmin(), buildPortal()]);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const ctx = new TestContext(dialect, { config: { smtpUrl: smtp.url(), adminUrl: `${base}/admin`, portalUrl: `${base}/portal`, ...options.config } });
  await ctx.start();
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const browser = await launchChromium();
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US', ...(options.downloads ? { acceptDownloads: true } : {}) });
  const staffEmail = (await ctx.signup('staff', options.password)).email;
  await signIn(admin, base, staffEmail, options.password);
  return { ctx, base, browser, admin, staffEmail };
}

/** The `count`th mail to an address as its reader sees it, waiting for it. */
export async function mailTo(smtp: Smtp, email: string, count: number): Promise<string> {
  await until(() => smtp.received.filter((mail) => mail.to === email).length >= count, `mail ${count} to ${email}`, 20_000);
  return plainTextOf(smtp.received.filter((mail) => mail.to === email).at(count - 1)!.data);
}
