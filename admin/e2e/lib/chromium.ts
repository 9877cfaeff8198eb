import assert from 'node:assert/strict';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { skipUnless } from '../../../src/testing/environment.js';
import type { TestContext } from '../../../src/testing/harness.js';
import { until } from '../../../src/testing/until.js';

/*
 * What every browser test of the admin shares: the Chromium it drives, why it skips without one,
 * where screenshots go, signing in through the page, and seeding through the API.
 */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A suite's `skip`: the run's summary names the missing Chromium, and CI=true fails on it. */
export const withoutChromium = skipUnless(fs.existsSync(CHROMIUM), `Chromium (${CHROMIUM}; apt-get install chromium)`);
/** `SCREENSHOT_DIR=docs/screenshots` refreshes the ones docs/admin.md shows. */
const SHOTS = path.resolve(import.meta.dirname, '../../..', process.env.SCREENSHOT_DIR ?? 'test-results/screenshots');

/** playwright gives every launch a fresh, empty profile of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through the page, in English or Korean (the page's language is the browser's before sign-in). */
export async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/admin/`);
  await page.getByLabel(/^(Email|이메일)$/).fill(email);
  await page.getByLabel(/^(Password|비밀번호)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|로그인)$/ }).click();
  await page.getByRole('heading', { name: /^(Dashboard|대시보드)$/ }).waitFor();
}

/** Seeds through the API as an admin (or the given token); anything but a success fails the test. */
export async function seed(ctx: TestContext, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) {
  const res = await ctx.api(method, url, { token: token ?? (await ctx.token()), body });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.data;
}

/**
 * Waits until `read()` deep-equals `expected`, then asserts it (so a timeout fails with the
 * difference). For what a page shows after a reload: useLoad keeps the old data on screen until
 * the new answer arrives, so reading once can see the old state.
 */
export async function settles<T>(read: () => Promise<T>, expected: T, message?: string, timeout = 10_000): Promise<void> {
  await until(async () => isDeepStrictEqual(await read(), expected), 'the expected value', timeout).catch(() => undefined);
  assert.deepStrictEqual(await read(), expected, message);
}

/**
 * Signs in by the form's structure, not its words, so it works in every language of the admin
 * (and while pages are being translated); waits for the main navigation.
 */
export async function signInByForm(page: Page, base: string, email: string, password: string): Promise<void> {
  await page.goto(`${base}/admin/`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.locator('#main-nav').waitFor({ state: 'attached' });
}

/** A small photo-like PNG (noise, so that it is not nothing once compressed). */
export async function photoPng(width = 800, height = 400): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 110, b: 90 }, noise: { type: 'gaussian', mean: 120, sigma: 25 } } }).png().toBuffer();
}

/** How far the page is wider than the window (0: no horizontal scrolling). */
export function overflowOf(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** The bytes of a download the browser saved (the test fails when it saved none). */
export async function savedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  assert.ok(file, 'the download was saved');
  return fs.readFileSync(file);
}
