import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

const settings = {
  siteName: 'Hanbit Tax Office',
  siteDescription: 'Tax returns, bookkeeping\nand advice.',
  siteUrl: 'https://www.example-tax.com',
  contactEmail: 'Hello@Example-Tax.com',
  contactPhone: '+82 2-555-0199',
  address: '1 Tax Street, Seoul',
  businessHours: 'Mon-Fri 09:00-18:00\nSat 10:00-13:00',
  socialLinks: [
    { name: 'Instagram', url: 'https://instagram.com/hanbit-tax' },
    { name: 'Blog', url: 'https://blog.example-tax.com/' },
  ],
  defaultMetaTitle: 'Hanbit Tax Office',
  defaultMetaDescription: 'Tax advice for people and companies.',
  rssItemLimit: 30,
};

describeApi('site settings', (t) => {
  test('before the first save, GET answers the defaults', async () => {
    const res = await t.api('GET', '/api/sitesettings', { token: await t.token('staff') });
    assertStatus(res, 200);
    assert.equal(res.data.siteUrl, 'https://www.example-tax.com');
    assert.equal(res.data.rssItemLimit, null, 'no limit: the RSS feed lists every post');
    assert.deepEqual(res.data.socialLinks, []);
    assert.equal(res.data.updatedAt, null);
  });

  test('PUT replaces the record whole and GET reads it back', async () => {
    const token = await t.token('admin');
    const res = await t.api('PUT', '/api/sitesettings', { token, body: settings });
    assertStatus(res, 200);
    const switchesOn = { notifyNewInquiries: true, acknowledgeInquiries: true };
    // The website's look (docs/website.md) stays unset when a save leaves it out.
    const noLook = { brandColour: null, logoImageId: null, logoUrl: null, invoicePaymentInstructions: null, invoiceTaxRatePercent: null };
    assert.deepEqual({ ...res.data, updatedAt: null }, { ...settings, ...switchesOn, ...noLook, contactEmail: 'hello@example-tax.com', updatedAt: null });
    assert.match(res.data.updatedAt, /Z$/);
    const read = await t.api('GET', '/api/sitesettings', { token: await t.token('staff') });
    assert.deepEqual(read.data, res.data);

    const cleared = { ...settings, siteDescription: null, contactEmail: null, socialLinks: [], rssItemLimit: null, notifyNewInquiries: false };
    const again = await t.api('PUT', '/api/sitesettings', { token, body: cleared });
    assertStatus(again, 200);
    assert.deepEqual({ ...again.data, updatedAt: null }, { ...cleared, ...noLook, acknowledgeInquiries: true, updatedAt: null });
    const left = await t.api('PUT', '/api/sitesettings', { token, body: settings });
    assert.equal(left.data.notifyNewInquiries, false, 'a switch left out stays as it was');
    const rows = await t.db.selectFrom('site_settings').select('id').execute();
    assert.deepEqual(rows, [{ id: 1 }]);
  });

  test('every field is validated', async () => {
    const token = await t.token('admin');
    const bad = await t.api('PUT', '/api/sitesettings', {
      token,
      body: {
        ...settings,
        siteName: '',
        siteUrl: 'http://www.example-tax.com',
        contactEmail: 'hello',
        contactPhone: 'ring ring',
        socialLinks: [{ name: 'X', url: 'javascript:alert(1)' }, { name: 'Y', url: 'https://user:pw@example.com', extra: 1 }],
        defaultMetaDescription: 'x'.repeat(501),
        rssItemLimit: 0,
        theme: 'dark',
      },
    });
    assertProblem(bad, 400, {
      code: 'validation_failed',
      fields: [
        'siteName',
        'siteUrl',
        'contactEmail',
        'contactPhone',
        'socialLinks[0].url',
        'socialLinks[1].url',
        'socialLinks[1].extra',
        'defaultMetaDescription',
        'rssItemLimit',
        'theme',
      ],
    });
    assert.deepEqual(bad.data.errors.siteUrl, ['must be an absolute https URL without credentials or spaces']);
    for (const rssItemLimit of [10_001, 2.5, '20', '']) {
      assertProblem(await t.api('PUT', '/api/sitesettings', { token, body: { ...settings, rssItemLimit } }), 400, { fields: ['rssItemLimit'] });
    }
    assertProblem(await t.api('PUT', '/api/sitesettings', { token, body: { ...settings, siteUrl: 'https://' } }), 400, { fields: ['siteUrl'] });

    const { siteName: _name, address: _address, ...partial } = settings;
    assertProblem(await t.api('PUT', '/api/sitesettings', { token, body: partial }), 400, { fields: ['siteName', 'address'] });

    const twice = [{ name: 'Blog', url: 'https://a.example' }, { name: 'blog', url: 'https://b.example' }];
    const duplicate = await t.api('PUT', '/api/sitesettings', { token, body: { ...settings, socialLinks: twice } });
    assertProblem(duplicate, 400, { fields: ['socialLinks[1].name'] });
  });

  test('staff may read but not save; anonymous callers get 401', async () => {
    assertProblem(await t.api('PUT', '/api/sitesettings', { token: await t.token('staff'), body: settings }), 403, { code: 'forbidden' });
    assertProblem(await t.api('GET', '/api/sitesettings'), 401);
    assertProblem(await t.api('PUT', '/api/sitesettings', { body: settings }), 401);
  });

  test('a save leaves one audit entry naming the changed fields; a refused save leaves none', async () => {
    const token = await t.token('admin');
    const { updatedAt: _updatedAt, ...current } = (await t.api('GET', '/api/sitesettings', { token })).data;
    const count = await auditCount(t);
    const twice = [{ name: 'Blog', url: 'https://a.example' }, { name: 'BLOG', url: 'https://b.example' }];
    assertProblem(await t.api('PUT', '/api/sitesettings', { token, body: { ...current, siteName: 'Refused', socialLinks: twice } }), 400);
    assertProblem(await t.api('PUT', '/api/sitesettings', { token, body: { ...current, rssItemLimit: 0 } }), 400);
    assertProblem(await t.api('PUT', '/api/sitesettings', { token: await t.token('staff'), body: current }), 403);
    assert.equal(await auditCount(t), count);

    const body = { ...current, siteName: 'Audited Tax Office', rssItemLimit: current.rssItemLimit === 7 ? 8 : 7 };
    assertStatus(await t.api('PUT', '/api/sitesettings', { token, body }), 200);
    const log = await t.api('GET', '/api/audit-log', { token, query: { operation: 'settings.update' } });
    assertStatus(log, 200);
    const entry = log.data.items[0];
    assert.equal(entry.recordType, 'settings');
    assert.equal(entry.recordId, '1');
    assert.match(entry.userEmail, /-admin@test\.example$/);
    assert.deepEqual(entry.changes, {
      siteName: { before: current.siteName, after: 'Audited Tax Office' },
      rssItemLimit: { before: current.rssItemLimit, after: body.rssItemLimit },
    });
    // The save's entry, and the audit.read entry of reading the log above (issue 28.10).
    assert.equal(await auditCount(t), count + 2);
  });
});
