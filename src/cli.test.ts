import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { openDatabase } from './db/database.js';
import { createPasswordHasher } from './shared/auth/passwords.js';
import { findUserByEmail } from './shared/auth/user-store.js';
import { runScript } from './testing/processes.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-cli-test-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const env = { DATABASE_URL: `sqlite:${path.join(dir, 'cli.db')}`, DATA_DIR: dir };

async function cli(args: string[], stdin?: string) {
  const run = runScript('src/cli.ts', args, env, stdin);
  const code = await run.exited;
  return { code, ...run.output() };
}

async function verify(email: string, password: string): Promise<boolean> {
  const handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'cli.db') });
  try {
    const user = await findUserByEmail(handle.db, email);
    return user !== null && (await createPasswordHasher({ concurrency: 1, queueLimit: 1 }).verify(user.passwordHash, password));
  } finally {
    await handle.close();
  }
}

describe('npm run cli', () => {
  test('create-user generates a password and prints it once', async () => {
    const result = await cli(['create-user', '--email', 'Clerk@Firm.example', '--role', 'staff', '--name', 'Clerk']);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Created staff user #\d+ clerk@firm\.example/);
    const password = /Password \(shown once\): (\S+)/.exec(result.stdout)?.[1];
    assert.ok(password);
    assert.equal(await verify('clerk@firm.example', password), true);
  });

  test('create-user takes a password from stdin, exactly as typed', async () => {
    const result = await cli(['create-user', '--email', 'boss@firm.example', '--role', 'admin', '--password-stdin'], '  piano-lesson-thursday  \n');
    assert.equal(result.code, 0, result.stderr);
    assert.doesNotMatch(result.stdout, /shown once/);
    assert.equal(await verify('boss@firm.example', '  piano-lesson-thursday  '), true);
  });

  test('outbox prints the development outbox, without expired secrets; production refuses', async () => {
    const handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'cli.db') });
    try {
      const mail = { recipient: 'clerk@firm.example', created_at: '2026-11-23T12:00:00.000Z', attempts: 0 };
      // Live for a day, not a minute: the CLI below starts a process, which a loaded machine may take a minute to do.
      await handle.db
        .insertInto('outbox_emails')
        .values([
          { ...mail, subject: 'Live link', body_text: 'https://admin.example/reset-password#token=live', discard_at: new Date(Date.now() + 86_400_000).toISOString() },
          { ...mail, subject: 'Dead link', body_text: 'https://admin.example/reset-password#token=dead', discard_at: new Date(Date.now() - 1).toISOString() },
        ])
        .execute();
    } finally {
      await handle.close();
    }
    const result = await cli(['outbox']);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /to clerk@firm\.example\nSubject: Live link\n\nhttps:\/\/admin\.example\/reset-password#token=live/);
    assert.doesNotMatch(result.stdout, /Dead link/);
    const production = runScript('src/cli.ts', ['outbox'], {
      ...env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64'),
      SITE_URL: 'https://www.example-tax.com',
      ADMIN_URL: 'https://www.example-tax.com/admin',
    });
    assert.equal(await production.exited, 2);
    assert.match(production.output().stderr, /^taxdesk: production keeps no mail to show/);
  });

  test('list-users lists them', async () => {
    const result = await cli(['list-users']);
    assert.equal(result.code, 0);
    assert.match(result.stdout, /clerk@firm\.example\tstaff/);
    assert.match(result.stdout, /boss@firm\.example\tadmin/);
  });

  test('set-password changes a password; the policy applies', async () => {
    const weak = await cli(['set-password', '--email', 'clerk@firm.example', '--password-stdin'], 'short\n');
    assert.equal(weak.code, 1);
    assert.match(weak.stderr, /^taxdesk: The password must be at least 12 characters\.\n$/);
    const guessable = await cli(['set-password', '--email', 'clerk@firm.example', '--password-stdin'], 'iloveyou1234\n');
    assert.equal(guessable.code, 1);
    assert.match(guessable.stderr, /^taxdesk: The password is too easy to guess: This is similar to a commonly used password; Add more words that are less common\.\n$/);
    const ok = await cli(['set-password', '--email', 'clerk@firm.example', '--password-stdin'], 'violet-canyon-morning\n');
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(await verify('clerk@firm.example', 'violet-canyon-morning'), true);
  });

  test('reset-mfa removes a locked-out admin’s factors, ends their sessions and is audited', async () => {
    const handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'cli.db') });
    const now = new Date().toISOString();
    try {
      const boss = (await findUserByEmail(handle.db, 'boss@firm.example'))!;
      const clerk = (await findUserByEmail(handle.db, 'clerk@firm.example'))!;
      for (const id of [boss.id, clerk.id]) {
        await handle.db.insertInto('mfa_totp').values({ user_id: id, secret_sealed: 'totp:v1:x', confirmed_at: now, last_step: 1 }).execute();
        await handle.db.insertInto('mfa_recovery_codes').values({ user_id: id, code_hash: `hash-${id}`, created_at: now }).execute();
        await handle.db.updateTable('users').set({ second_factor_at: now }).where('id', '=', id).execute();
      }
      await handle.db
        .insertInto('sessions')
        .values({ principal: 'staff', user_id: boss.id, family_id: 'cli-test-family', method: 'password', created_at: now, last_used_at: now, expires_at: '2999-01-01T00:00:00.000Z', user_agent: null, ip: null })
        .execute();

      const result = await cli(['reset-mfa', 'Boss@Firm.example']);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /reset-mfa: removed the second factors of admin #\d+ boss@firm\.example/);
      const factorsOf = async (id: number) => ({
        totp: (await handle.db.selectFrom('mfa_totp').select('user_id').where('user_id', '=', id).execute()).length,
        codes: (await handle.db.selectFrom('mfa_recovery_codes').select('id').where('user_id', '=', id).execute()).length,
        since: (await handle.db.selectFrom('users').select('second_factor_at').where('id', '=', id).executeTakeFirstOrThrow()).second_factor_at,
      });
      assert.deepEqual(await factorsOf(boss.id), { totp: 0, codes: 0, since: null });
      assert.deepEqual(await factorsOf(clerk.id), { totp: 1, codes: 1, since: now }, 'nobody else is touched');
      const session = await handle.db.selectFrom('sessions').select('revoked_at').where('family_id', '=', 'cli-test-family').executeTakeFirstOrThrow();
      assert.notEqual(session.revoked_at, null);
      const audit = await handle.db.selectFrom('audit_log').select(['operation', 'user_id', 'request_id']).where('record_type', '=', 'user').where('record_id', '=', String(boss.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
      assert.deepEqual(audit, { operation: 'mfa.reset', user_id: null, request_id: 'cli' });

      const flag = await cli(['reset-mfa', '--email', 'clerk@firm.example']);
      assert.equal(flag.code, 0, flag.stderr);
      assert.deepEqual(await factorsOf(clerk.id), { totp: 0, codes: 0, since: null });
    } finally {
      await handle.close();
    }
    const unknown = await cli(['reset-mfa', 'ghost@firm.example']);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /not found/);
    assert.equal((await cli(['reset-mfa'])).code, 2);
  });

  test('mistakes are reported plainly', async () => {
    const duplicate = await cli(['create-user', '--email', 'clerk@firm.example']);
    assert.equal(duplicate.code, 1);
    assert.match(duplicate.stderr, /already exists/);
    const missing = await cli(['set-password', '--email', 'ghost@firm.example']);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /not found/);
    const badRole = await cli(['create-user', '--email', 'x@firm.example', '--role', 'owner']);
    assert.equal(badRole.code, 2);
    const unknown = await cli(['frobnicate']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command "frobnicate"/);
  });
});
