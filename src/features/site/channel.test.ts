import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
import { siteSettingsBody } from '../../testing/site-settings.js';
import { parseXml } from './lib/xml.js';

const channelText = (body: string, name: string) =>
  parseXml(body).children[0]!.children.find((node) => node.local === name)?.text;

describeApi('RSS channel from the site settings', (t) => {
  test('title and description follow the saved site settings, on the next request', async () => {
    const before = await t.api('GET', '/site/rss.xml');
    assertStatus(before, 200);
    assert.equal(channelText(before.body, 'title'), t.app.config.siteName);

    const saved = await t.api('PUT', '/api/sitesettings', {
      token: await t.token('admin'),
      body: siteSettingsBody({ siteName: 'Hanbit Tax & Advisory', siteDescription: 'Returns & <b onmouseover=alert(1)>advice</b>.', rssItemLimit: 20 }),
    });
    assertStatus(saved, 200);

    const after = await t.api('GET', '/site/rss.xml', { headers: { 'if-none-match': String(before.headers.etag) } });
    assertStatus(after, 200);
    assert.equal(channelText(after.body, 'title'), 'Hanbit Tax & Advisory');
    // The description is HTML to feed readers: the text escaped as HTML, so markup in it stays text.
    assert.equal(channelText(after.body, 'description'), 'Returns &amp; &lt;b onmouseover=alert(1)&gt;advice&lt;/b&gt;.');
    assert.notEqual(after.headers.etag, before.headers.etag);
  });
});
