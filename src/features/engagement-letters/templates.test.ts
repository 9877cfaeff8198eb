import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { newClient, newContract } from '../../testing/records.js';

const clock = manualClock('2027-01-15T03:00:00.000Z');

const BODY_EN = '# Engagement letter\n\nDear {{client.name}},\n\n{{firm.name}} will provide **{{contract.title}}** for a fee of {{contract.fee}} ({{contract.feeType}}), from {{contract.startDate}}.\n\n{{letter.date}}';
const BODY_KO = '# 업무 약정서\n\n{{client.name}} 귀하,\n\n{{firm.name}}은(는) {{contract.title}} 업무를 {{contract.fee}}에 수행합니다.';

async function newTemplate(t: TestContext, body: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/api/engagement-letter-templates', {
    token: await t.token('admin'),
    body: { name: `Template ${Math.random().toString(36).slice(2)}`, bodies: { en: BODY_EN, ko: BODY_KO }, ...body },
  });
  assertStatus(res, 201);
  return res.data;
}

describeApi('engagement-letter templates', (t) => {
  test('create answers 201 with both bodies; get and list read it back', async () => {
    const res = await t.api('POST', '/api/engagement-letter-templates', {
      token: await t.token('admin'),
      body: { name: 'Standard letter', bodies: { en: BODY_EN, ko: BODY_KO } },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/engagement-letter-templates/${res.data.id}`);
    assert.deepEqual(res.data.bodies, { en: BODY_EN, ko: BODY_KO });
    const read = await t.api('GET', `/api/engagement-letter-templates/${res.data.id}`, { token: await t.token('staff') });
    assertStatus(read, 200);
    assert.deepEqual(read.data, res.data);
    const list = await t.api('GET', '/api/engagement-letter-templates', { token: await t.token('staff'), query: { search: 'standard' } });
    assertStatus(list, 200);
    assert.deepEqual(list.data.items.map((item: { id: number }) => item.id), [res.data.id]);
  });

  test('one language is enough; none is 400 invalid_template; bad fields are 400 per field', async () => {
    const token = await t.token('admin');
    const only = await newTemplate(t, { bodies: { ko: BODY_KO } });
    assert.deepEqual(only.bodies, { en: null, ko: BODY_KO });
    assertProblem(await t.api('POST', '/api/engagement-letter-templates', { token, body: { name: 'Empty', bodies: {} } }), 400, { code: 'invalid_template', fields: ['bodies'] });
    assertProblem(await t.api('POST', '/api/engagement-letter-templates', { token, body: { name: 'Nulls', bodies: { en: null, ko: null } } }), 400, { code: 'invalid_template' });
    assertProblem(await t.api('POST', '/api/engagement-letter-templates', { token, body: { name: '', bodies: { en: '' , fr: 'x' }, extra: 1 } }), 400, {
      fields: ['name', 'bodies.en', 'bodies.fr', 'extra'],
    });
    assertProblem(await t.api('POST', '/api/engagement-letter-templates', { token, body: { name: 'Long', bodies: { en: 'x'.repeat(50_001) } } }), 400, { fields: ['bodies.en'] });
  });

  test('a body that does not render is refused at save, naming it: syntax, unknown field, unknown filter, include', async () => {
    const token = await t.token('admin');
    const count = await auditCount(t);
    for (const en of ['{{ client.name', '{{client.nmae}}', '{{client.name | shout}}', "{% include 'secret' %}", '{% render "../../etc/passwd" %}']) {
      assertProblem(await t.api('POST', '/api/engagement-letter-templates', { token, body: { name: 'Broken', bodies: { en, ko: BODY_KO } } }), 400, {
        code: 'invalid_template',
        fields: ['bodies.en'],
      });
    }
    assert.equal(await auditCount(t), count);
    const list = await t.api('GET', '/api/engagement-letter-templates', { token, query: { search: 'Broken' } });
    assert.equal(list.data.totalCount, 0);
  });

  test('a taken name is 409 name_taken on create and update', async () => {
    const token = await t.token('admin');
    const first = await newTemplate(t, { name: 'Taken name' });
    const again = await t.api('POST', '/api/engagement-letter-templates', { token, body: { name: 'Taken name', bodies: { en: 'x' } } });
    assertProblem(again, 409, { code: 'name_taken', fields: ['name'] });
    assert.equal(again.data.existingTemplateId, first.id);
    const other = await newTemplate(t);
    assertProblem(await t.api('PUT', `/api/engagement-letter-templates/${other.id}`, { token, body: { name: 'Taken name', bodies: { en: 'x' } } }), 409, { code: 'name_taken' });
  });

  test('update replaces; PUT takes back what GET answered; delete is 204 then 404; each audited', async () => {
    const token = await t.token('admin');
    const template = await newTemplate(t);
    clock.advance(60_000);
    const res = await t.api('PUT', `/api/engagement-letter-templates/${template.id}`, { token, body: { ...template, name: 'Renamed', bodies: { en: 'Hello {{client.name}}' }, id: 999 } });
    assertStatus(res, 200);
    assert.equal(res.data.id, template.id);
    assert.deepEqual(res.data.bodies, { en: 'Hello {{client.name}}', ko: null });
    assert.equal(res.data.createdAt, template.createdAt);
    assert.notEqual(res.data.updatedAt, template.updatedAt);
    assertProblem(await t.api('PUT', '/api/engagement-letter-templates/987654', { token, body: { name: 'X', bodies: { en: 'x' } } }), 404);
    assertStatus(await t.api('DELETE', `/api/engagement-letter-templates/${template.id}`, { token }), 204);
    assertProblem(await t.api('GET', `/api/engagement-letter-templates/${template.id}`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/engagement-letter-templates/${template.id}`, { token }), 404);
    const entries = await auditOf(t, 'engagement_letter_template', template.id);
    assert.deepEqual(entries.map((entry) => entry.operation), ['engagement_letter_template.create', 'engagement_letter_template.update', 'engagement_letter_template.delete']);
    assert.deepEqual(entries[1]!.changes, { name: { before: template.name, after: 'Renamed' }, bodyEn: { before: BODY_EN, after: 'Hello {{client.name}}' }, bodyKo: { before: BODY_KO, after: null } });
  });

  test('preview merges the contract, its client and the firm in the client’s language, escaped for Markdown; audited on the contract', async () => {
    const token = await t.token('staff');
    const template = await newTemplate(t);
    const clientId = await newClient(t, '*Kim* [click](https://evil.example) <b>x</b>');
    const contractId = await newContract(t, clientId, { title: 'Bookkeeping 2027', feeAmount: 1500000, startDate: '2027-02-01' });
    const res = await t.api('POST', `/api/engagement-letter-templates/${template.id}/preview`, { token, body: { contractId, language: 'en' } });
    assertStatus(res, 200);
    assert.equal(res.data.language, 'en');
    assert.match(res.data.markdown, /Dear \\\*Kim\\\* \\\[click\\\]\\\(https\\:\/\/evil\\\.example\\\) \\<b\\>x\\<\/b\\>,/);
    assert.match(res.data.markdown, /for a fee of .*1,500,000/);
    assert.match(res.data.markdown, /February 1, 2027|1 February 2027/);
    assert.match(res.data.html, /<h1>Engagement letter<\/h1>/);
    assert.match(res.data.html, /Dear \*Kim\* \[click\]\(https:\/\/evil\.example\) &lt;b&gt;x&lt;\/b&gt;,/);
    assert.doesNotMatch(res.data.html, /<a |<b>/);
    assert.match(res.data.html, /<strong>Bookkeeping 2027<\/strong>/);
    const ko = await t.api('POST', `/api/engagement-letter-templates/${template.id}/preview`, { token, body: { contractId, language: 'ko' } });
    assertStatus(ko, 200);
    assert.equal(ko.data.language, 'ko');
    assert.match(ko.data.markdown, /^# 업무 약정서/);
    const entries = (await auditOf(t, 'contract', contractId)).filter((entry) => entry.operation === 'engagement_letter_template.preview');
    assert.equal(entries.length, 2);
  });

  test('preview falls back to the language that has a body; 400 for a missing contract; 404 for a missing template', async () => {
    const token = await t.token('staff');
    const koOnly = await newTemplate(t, { bodies: { ko: BODY_KO } });
    const contractId = await newContract(t, await newClient(t));
    const res = await t.api('POST', `/api/engagement-letter-templates/${koOnly.id}/preview`, { token, body: { contractId, language: 'en' } });
    assertStatus(res, 200);
    assert.equal(res.data.language, 'ko');
    assertProblem(await t.api('POST', `/api/engagement-letter-templates/${koOnly.id}/preview`, { token, body: { contractId: 987654 } }), 400, { code: 'contract_not_found', fields: ['contractId'] });
    assertProblem(await t.api('POST', '/api/engagement-letter-templates/987654/preview', { token, body: { contractId } }), 404);
    assertProblem(await t.api('POST', `/api/engagement-letter-templates/${koOnly.id}/preview`, { token, body: { contractId, language: 'fr' } }), 400, { fields: ['language'] });
  });

  test('writes are admin-only; every operation needs a token', async () => {
    const staff = await t.token('staff');
    const template = await newTemplate(t);
    assertProblem(await t.api('POST', '/api/engagement-letter-templates', { token: staff, body: { name: 'Staff', bodies: { en: 'x' } } }), 403);
    assertProblem(await t.api('PUT', `/api/engagement-letter-templates/${template.id}`, { token: staff, body: { name: 'Staff', bodies: { en: 'x' } } }), 403);
    assertProblem(await t.api('DELETE', `/api/engagement-letter-templates/${template.id}`, { token: staff }), 403);
    for (const [method, url] of [
      ['GET', '/api/engagement-letter-templates'],
      ['GET', `/api/engagement-letter-templates/${template.id}`],
      ['POST', '/api/engagement-letter-templates'],
      ['PUT', `/api/engagement-letter-templates/${template.id}`],
      ['DELETE', `/api/engagement-letter-templates/${template.id}`],
      ['POST', `/api/engagement-letter-templates/${template.id}/preview`],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? { name: 'x', bodies: { en: 'x' } } : undefined }), 401);
    }
    assertProblem(await t.api('GET', '/api/engagement-letter-templates/abc', { token: staff }), 400, { fields: ['id'] });
  });
}, { app: { clock } });
