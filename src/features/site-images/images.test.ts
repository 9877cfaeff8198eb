import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import sharp from 'sharp';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-images-'));
after(() => fs.rmSync(storageDir, { recursive: true, force: true }));

function multipart(bytes: Buffer, name = 'file', filename = 'photo.png', type = 'image/png') {
  const boundary = `----taxdesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(t: TestContext, bytes: Buffer, options: { token?: string | null; filename?: string; type?: string } = {}) {
  const { payload, contentType } = multipart(bytes, 'file', options.filename, options.type);
  const token = options.token === undefined ? await t.token('staff') : options.token;
  const res = await t.app.inject({ method: 'POST', url: '/api/images', payload, headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return Object.assign(res, { data: JSON.parse(res.body) as Record<string, unknown> });
}

/** A photo-like PNG (noise, so that it does not compress to nothing). */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
}

describeApi(
  'site images',
  (t) => {
    let image: { id: number; url: string; width: number; height: number; files: Array<{ key: string; url: string; format: string; width: number; height: number }> };

    test('an upload is resized into responsive WebP and AVIF files, stored and served immutable', async () => {
      const res = await upload(t, await photo(1400, 700));
      assert.equal(res.statusCode, 201, res.body);
      image = res.json<typeof image>();
      assert.deepEqual([image.width, image.height], [1400, 700]);
      assert.deepEqual(
        image.files.map((file) => `${file.format} ${file.width}x${file.height}`).sort(),
        ['avif 1280x640', 'avif 1400x700', 'avif 320x160', 'avif 640x320', 'avif 960x480', 'webp 1280x640', 'webp 1400x700', 'webp 320x160', 'webp 640x320', 'webp 960x480'],
      );
      assert.ok(image.url.startsWith(`${t.app.config.siteUrl}/images/`) && image.url.endsWith('.webp'));
      for (const file of image.files) {
        const served = await t.app.inject({ method: 'GET', url: new URL(file.url).pathname });
        assert.equal(served.statusCode, 200);
        assert.equal(served.headers['content-type'], `image/${file.format}`);
        assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        assert.deepEqual([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height], [file.format, file.width, file.height]);
      }
      const again = await t.app.inject({ method: 'GET', url: new URL(image.files[0]!.url).pathname, headers: { 'if-none-match': `"${image.files[0]!.key}"` } });
      assert.equal(again.statusCode, 304);
    });

    test('only files made from site images are served: another stored blob, a wrong format or a bad name is 404', async () => {
      const { storeBytes } = await import('./lib/images.js');
      const secret = await storeBytes(t.app.siteImages.store, Buffer.from('a client document'));
      assertProblem(await t.api('GET', `/images/${secret}.webp`), 404);
      const webp = image.files.find((file) => file.format === 'webp')!;
      assertProblem(await t.api('GET', `/images/${webp.key}.avif`), 404);
      for (const name of ['..%2F..%2Fetc%2Fpasswd', 'abc.webp', `${webp.key}.png`, `${webp.key.toUpperCase()}.webp`]) {
        assert.equal((await t.api('GET', `/images/${name}`)).statusCode, 404, name);
      }
    });

    test('the type is judged by the bytes; too large, no file, no token and JSON are refused', async () => {
      assertProblem(await upload(t, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 400, { fields: ['file'] });
      assertProblem(await upload(t, Buffer.from('not an image at all, though named .png')), 400, { fields: ['file'] });
      const big = await upload(t, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
      assertProblem(big, 413, { code: 'file_too_large' });
      assertProblem(await upload(t, await photo(10, 10), { token: null }), 401);
      assertProblem(await t.api('POST', '/api/images', { token: await t.token('staff'), body: {} }), 400, { fields: ['file'] });
      const count = await t.db.selectFrom('site_images').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      assert.equal(Number(count.n), 1, 'nothing refused was recorded');
    });

    test('the logo and colour of the site settings are used by the theme; a post’s images get srcset, sizes and lazy loading', async () => {
      const admin = await t.token('admin');
      const { updatedAt: _, ...current } = (await t.api('GET', '/api/sitesettings', { token: admin })).data;
      assertProblem(await t.api('PUT', '/api/sitesettings', { token: admin, body: { ...current, logoImageId: 999_999 } }), 400, { fields: ['logoImageId'] });
      assertProblem(await t.api('PUT', '/api/sitesettings', { token: admin, body: { ...current, brandColour: 'red' } }), 400, { fields: ['brandColour'] });
      const saved = await t.api('PUT', '/api/sitesettings', { token: admin, body: { ...current, logoImageId: image.id, brandColour: '#0b5d3b' } });
      assertStatus(saved, 200);
      assert.deepEqual([saved.data.logoImageId, saved.data.brandColour, saved.data.logoUrl], [image.id, '#0b5d3b', image.url]);
      assert.equal((await t.api('GET', '/api/sitesettings', { token: await t.token('staff') })).data.logoUrl, image.url, 'GET names the logo by its URL too');
      const { brandColour: _colour, logoImageId: _logo, logoUrl: _url, ...withoutLook } = current;
      const kept = await t.api('PUT', '/api/sitesettings', { token: admin, body: withoutLook });
      assert.deepEqual([kept.data.logoImageId, kept.data.brandColour], [image.id, '#0b5d3b'], 'left out, the look stays');

      const home = (await t.api('GET', '/', { headers: { accept: 'text/html' } })).body;
      assert.match(home, /<link rel="stylesheet" href="\/theme\/brand-0b5d3b\.css">/);
      assert.doesNotMatch(home, /<style|style=/, 'no inline style (CSP)');
      assert.match(home, /<picture><source type="image\/avif" srcset="[^"]+ 320w, [^"]+"[^>]*><img src="[^"]+\.webp" srcset="[^"]+" sizes="10rem" width="320" height="160" alt="/);
      const css = await t.api('GET', '/theme/brand-0b5d3b.css');
      assert.equal(css.body, ':root{--brand:#0b5d3b}\n');
      assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable');

      const small = image.files.find((file) => file.format === 'webp' && file.width === 640)!;
      const post = await t.api('POST', '/api/blog', {
        token: await t.token(),
        body: { title: 'With pictures', status: 'published', coverImageUrl: image.url, content: `<p>Intro</p><p><img src="${small.url}" alt="A chart"></p><p><img src="https://other.example/x.png" alt="Elsewhere"></p>` },
      });
      assertStatus(post, 201);
      const page = (await t.api('GET', `/blog/${post.data.slug}`, { headers: { accept: 'text/html' } })).body;
      assert.match(page, /<source type="image\/avif" srcset="[^"]*1400w"/, 'the cover offers AVIF');
      assert.match(page, /<img class="cover" src="[^"]+" srcset="[^"]+ 320w,[^"]+ 1400w" sizes="[^"]+" width="1400" height="700" alt="" fetchpriority="high">/);
      assert.match(page, new RegExp(`<img src="${small.url.replace(/[.]/g, '\\.')}" alt="A chart" loading="lazy" decoding="async" srcset="[^"]+ 320w,[^"]+" sizes="[^"]+" width="640" height="320">`));
      assert.match(page, /<img src="https:\/\/other\.example\/x\.png" alt="Elsewhere" loading="lazy" decoding="async">/);
    });
  },
  { config: { storage: { kind: 'local', directory: storageDir } } },
);
