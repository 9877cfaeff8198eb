import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

describeApi('problem details in the reader\'s language', (t) => {
  test('title and detail follow Accept-Language; the code stays the same', async () => {
    const token = await t.token('staff');
    const english = await t.api('GET', '/api/client/999999', { token });
    assertProblem(english, 404, { code: 'not_found' });
    assert.equal(english.data.title, 'Not found');
    assert.equal(english.data.detail, 'This record does not exist or was deleted.');
    const korean = await t.api('GET', '/api/client/999999', { token, headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8' } });
    assertProblem(korean, 404, { code: 'not_found' });
    assert.equal(korean.data.title, '찾을 수 없음');
    assert.equal(korean.data.detail, '이 항목이 없거나 삭제되었습니다.');
    const french = await t.api('GET', '/api/client/999999', { token, headers: { 'accept-language': 'fr-FR' } });
    assert.equal(french.data.title, 'Not found', 'a language we lack falls back to DEFAULT_LOCALE');
    const noToken = await t.api('GET', '/api/client/1', { headers: { 'accept-language': 'ko' } });
    assertProblem(noToken, 401, { code: 'unauthorized' });
    assert.equal(noToken.data.detail, '계속하려면 로그인해 주세요.');
  });

  test('validation: a sentence per field in the reader\'s language, the field and a code machine-readable', async () => {
    const token = await t.token('staff');
    const client = (await t.api('POST', '/api/client', { token, body: { name: 'Lee', clientType: 'individual' } })).data;
    const body = { clientId: client.id, description: 'Filing', amount: 1.005, invoiceDate: '2026-13-01', surprise: 1 };
    const korean = await t.api('POST', '/api/revenue-tracking', { token, body, headers: { 'accept-language': 'ko' } });
    assertProblem(korean, 400, { code: 'validation_failed', fields: ['amount', 'invoiceDate', 'surprise'] });
    const byField = Object.fromEntries(korean.data.fieldErrors.map((entry: { field: string }) => [entry.field, entry]));
    assert.deepEqual(byField.amount, { field: 'amount', code: 'money', detail: '금액을 입력해 주세요. 예: 1234.50' });
    assert.deepEqual(byField.invoiceDate, { field: 'invoiceDate', code: 'date', detail: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요. 예: 2026-05-31' });
    assert.deepEqual(byField.surprise, { field: 'surprise', code: 'unknown_field', detail: '이 항목은 받을 수 없습니다.' });
    assert.equal(korean.data.title, '입력 오류');
    // The contract's map keeps its English messages.
    assert.deepEqual(korean.data.errors.amount, ['must be an amount with at most two decimals']);

    const english = await t.api('POST', '/api/client', { token, body: { clientType: 'company', name: 'x'.repeat(300) } });
    assertProblem(english, 400, { fields: ['clientType', 'name'] });
    const name = english.data.fieldErrors.find((entry: { field: string }) => entry.field === 'name');
    assert.match(name.detail, /^Enter at most \d+ characters\.$/);
    const type = english.data.fieldErrors.find((entry: { field: string }) => entry.field === 'clientType');
    assert.deepEqual(type, { field: 'clientType', code: 'enum', detail: 'Choose one of: individual, business.' });
  });

  test('a rule of the domain: the field named with the problem\'s own code and sentence', async () => {
    const token = await t.token('staff');
    const res = await t.api('POST', '/api/client', { token, body: { name: 'X', clientType: 'business', companyId: 987654 }, headers: { 'accept-language': 'ko' } });
    assertProblem(res, 400, { code: 'company_not_found', fields: ['companyId'] });
    assert.deepEqual(res.data.fieldErrors, [{ field: 'companyId', code: 'company_not_found', detail: '회사가 없습니다.' }]);
    assert.equal(res.data.detail, '회사가 없습니다.');
  });

  test('a refused password says why with its own code (too short, too easy, the same), not the generic weak_password', async () => {
    const token = await t.token('admin');
    const body = { email: 'pw-rules@example.com', role: 'staff', displayName: 'Kim' };
    const short = await t.api('POST', '/api/users', { token, body: { ...body, password: 'short-one' }, headers: { 'accept-language': 'ko' } });
    assertProblem(short, 400, { code: 'weak_password', fields: ['password'] });
    assert.deepEqual(short.data.fieldErrors, [{ field: 'password', code: 'min_length', detail: '12자 이상 입력해 주세요.' }]);
    const easy = await t.api('POST', '/api/users', { token, body: { ...body, password: 'password1234' } });
    assertProblem(easy, 400, { code: 'weak_password', fields: ['password'] });
    assert.deepEqual(easy.data.fieldErrors, [{ field: 'password', code: 'guessable', detail: 'This password is too easy to guess: add a few more unrelated words.' }]);
  });
});

describeApi(
  'problem details in the firm\'s language',
  (t) => {
    test('without Accept-Language the firm\'s DEFAULT_LOCALE answers, and the amount example is in its currency', async () => {
      const token = await t.token('staff');
      const missing = await t.api('GET', '/api/client/999999', { token });
      assert.equal(missing.data.title, '찾을 수 없음');
      const english = await t.api('GET', '/api/client/999999', { token, headers: { 'accept-language': 'en-GB' } });
      assert.equal(english.data.title, 'Not found');
      const client = (await t.api('POST', '/api/client', { token, body: { name: 'Lee', clientType: 'individual' } })).data;
      const res = await t.api('POST', '/api/revenue-tracking', { token, body: { clientId: client.id, description: 'Filing', amount: 5.005, invoiceDate: '2026-01-01' } });
      assertProblem(res, 400, { fields: ['amount'] });
      assert.equal(res.data.fieldErrors.find((entry: { field: string }) => entry.field === 'amount').detail, '금액을 입력해 주세요. 예: 300000');
    });
  },
  { config: { defaultLocale: 'ko', currency: 'KRW' } },
);
