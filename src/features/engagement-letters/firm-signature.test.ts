/* Issue 34.4: with SIGNING_CERT_P12 the signed letter carries the firm's PDF signature, which a reader (poppler's pdfsig) finds valid and covering the whole file. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../config.js';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { newContract } from '../../testing/records.js';
import { testSigningCertificate } from '../../testing/signing-cert.js';

const PASSWORD = 'letters-test-p12';
const p12 = testSigningCertificate(PASSWORD, 'Example Tax Firm');
const clock = manualClock('2027-01-15T03:00:00.000Z');

/** pdfsig's report of a PDF's signatures (poppler-utils, installed by .ci/run for pdftotext). */
function pdfsig(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `signed-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    // pdfsig exits non-zero when the certificate is not trusted (ours is self-signed); its report is still the answer.
    return String((error as { stdout?: string }).stdout ?? '');
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describeApi(
  'engagement letters signed with the firm’s certificate',
  (t) => {
    test('the signed PDF carries a valid signature over the whole file; its hash is the one recorded', async () => {
      const client = await invitedClient(t, { locale: 'en' });
      const portal = (await portalSignIn(t, client.email)).accessToken;
      const contractId = await newContract(t, client.id, { title: 'Signed by the firm' });
      const template = await t.api('POST', '/api/engagement-letter-templates', { token: await t.token('admin'), body: { name: 'Firm-signed', bodies: { en: 'Dear {{client.name}}' } } });
      assertStatus(template, 201);
      const sent = await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token: await t.token(), body: { templateId: template.data.id } });
      assertStatus(sent, 201);
      assertStatus(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: portal, body: { fullName: 'Lee Jiwoo', consent: true, sha256: sent.data.originalSha256 } }), 200);
      const res = await t.app.inject({ method: 'GET', url: `/api/portal/engagements/${contractId}/letter/pdf`, headers: { authorization: `Bearer ${portal}` } });
      assert.equal(res.statusCode, 200);
      const bytes = res.rawPayload;
      const evidence = (await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await t.token() })).data;
      assert.equal(createHash('sha256').update(bytes).digest('hex'), evidence.signedSha256);
      assert.match(bytes.toString('latin1'), /\/SubFilter\s*\/ETSI\.CAdES\.detached/);
      const report = pdfsig(bytes);
      assert.match(report, /Signer Certificate Common Name: Example Tax Firm/);
      assert.match(report, /Signature Validation: Signature is Valid/);
      assert.match(report, /Total document signed/);
      // One changed byte inside the signed range: the signature no longer holds.
      const changed = Buffer.from(bytes);
      const at = changed.indexOf('/Producer');
      changed[at + 2] = changed[at + 2]! ^ 0x20;
      assert.doesNotMatch(pdfsig(changed), /Signature Validation: Signature is Valid/);
    });

    test('SIGNING_CERT_P12 is checked at start: unreadable, wrong password, a password alone', () => {
      const file = path.join(os.tmpdir(), `firm-${process.pid}.p12`);
      fs.writeFileSync(file, p12);
      try {
        assert.equal(loadConfig({ SIGNING_CERT_P12: file, SIGNING_CERT_PASSWORD: PASSWORD }).signingCertificate?.password, PASSWORD);
        assert.throws(() => loadConfig({ SIGNING_CERT_P12: file, SIGNING_CERT_PASSWORD: 'wrong' }), /SIGNING_CERT_P12/);
        assert.throws(() => loadConfig({ SIGNING_CERT_P12: `${file}.missing` }), /SIGNING_CERT_P12.*cannot be read/);
        assert.throws(() => loadConfig({ SIGNING_CERT_PASSWORD: PASSWORD }), /SIGNING_CERT_PASSWORD/);
        assert.equal(loadConfig({}).signingCertificate, null);
      } finally {
        fs.rmSync(file, { force: true });
      }
    });
  },
  { app: { clock }, config: { signingCertificate: { p12, password: PASSWORD } } },
);
