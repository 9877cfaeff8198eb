// First: an unsupported Node stops here, before a native module can crash it.
import './supported-node.js';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { BACKUP_USAGE, backupCli } from './db/backup-cli.js';
import { DOCUMENTS_USAGE, documentsCli } from './features/documents/lib/documents-cli.js';
import { PORTFOLIO_USAGE, portfolioCli } from '@taxdesk/portfolio';
import { createPasswordHasher } from './shared/auth/passwords.js';
import { listAllUsers } from './features/users/repository.js';
import { createUser, generatePassword, resetUserSecondFactors, setUserPassword, systemActor } from './features/users/service.js';
import { findUserByEmail } from './shared/auth/user-store.js';
import { systemClock } from './shared/clock.js';
import { AppError, NotFoundError } from './shared/errors.js';
import { resolveJwtSecret } from './shared/auth/dev-secret.js';
import { readOutbox } from './shared/mail/mailer.js';
import { outboxSeal } from './shared/mail/seal.js';

const USAGE = `taxdesk command line (uses the same settings as the server: DATABASE_URL, DATA_DIR, ...)

Usage: npm run cli -- <command> [options]

  create-user --email <email> [--role admin|staff] [--name <display name>] [--password-stdin]
      Creates a user. Without --password-stdin a strong password is generated and printed once.
  set-password --email <email> [--password-stdin]
      Sets a user's password (generated and printed when not given) and signs out their sessions.
  reset-mfa <email>   (or --email <email>)
      Removes a user's second factors (authenticator app, recovery codes, passkeys) and signs out
      their sessions: for an admin locked out of every factor. Audited (mfa.reset); the user signs
      in with their password next and sets up a new factor (docs/operations.md, "Second factors").
  list-users
      Lists users: id, email, role.
  outbox
      Development only: prints the newest mails kept because SMTP_URL is not set (reset links
      included until they expire). Production keeps no such mail.
  migrate
      Applies pending database migrations (the server also does this at start).
${BACKUP_USAGE}
${DOCUMENTS_USAGE}
${PORTFOLIO_USAGE}`;

function out(text: string): void {
  process.stdout.write(`${text}\n`);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // Only the line ending is removed: passwords are never trimmed.
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 2;
  }
  if (command === 'portfolio') return portfolioCli(rest);
  if (command === 'backup' || command === 'restore') return backupCli(command, rest, loadConfig());
  if (command === 'documents') return documentsCli(rest, loadConfig());
  // reset-mfa takes the email as its one positional argument, too.
  const positionalEmail = command === 'reset-mfa' && rest[0] !== undefined && !rest[0].startsWith('-') ? rest.shift() : undefined;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'staff' },
      name: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });

  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const passwords = createPasswordHasher({ concurrency: 1, queueLimit: 1 });
    const users = { db: database.db, clock: systemClock, passwords, actor: systemActor('cli') };
    const password = async () => (values['password-stdin'] ? readStdin() : null);

    switch (command) {
      case 'migrate':
        out('Database is up to date.');
        return 0;
      case 'outbox': {
        if (config.env === 'production') throw new UsageError('production keeps no mail to show (set SMTP_URL to send mail)');
        // Reset links are sealed with the secret the server uses (in development, the one it generated).
        const seal = outboxSeal(resolveJwtSecret(config).jwtSecret!);
        for (const mail of (await readOutbox(database.db, seal, systemClock.now())).reverse()) {
          out(`#${mail.id} ${mail.created_at} to ${mail.recipient}${mail.sent_at ? ' (sent)' : ''}\nSubject: ${mail.subject}\n\n${mail.body_text}\n`);
        }
        return 0;
      }
      case 'list-users':
        for (const user of await listAllUsers(database.db)) out(`${user.id}\t${user.email}\t${user.role}`);
        return 0;
      case 'create-user': {
        if (!values.email) throw new UsageError('create-user needs --email');
        if (values.role !== 'admin' && values.role !== 'staff') throw new UsageError('--role must be admin or staff');
        const given = await password();
        const chosen = given ?? generatePassword();
        const id = await createUser(users, {
          email: values.email,
          password: chosen,
          role: values.role,
          displayName: values.name ?? null,
          siteName: config.siteName,
        });
        out(`Created ${values.role} user #${id} ${values.email.toLowerCase()}`);
        if (given === null) out(`Password (shown once): ${chosen}`);
        return 0;
      }
      case 'set-password': {
        if (!values.email) throw new UsageError('set-password needs --email');
        const given = await password();
        const chosen = given ?? generatePassword();
        await setUserPassword(users, values.email, chosen, config.siteName);
        out(`Password set for ${values.email.toLowerCase()}; their sessions were signed out.`);
        if (given === null) out(`Password (shown once): ${chosen}`);
        return 0;
      }
      case 'reset-mfa': {
        const email = positionalEmail ?? values.email;
        if (!email) throw new UsageError('reset-mfa needs an email: reset-mfa <email>');
        const user = await findUserByEmail(database.db, email);
        if (!user) throw new NotFoundError('User', email.toLowerCase());
        await resetUserSecondFactors({ db: database.db, clock: systemClock, actor: systemActor('cli'), config, mailer: null }, user.id);
        // One line for the operator and the journal: who, when (the audit trail has the same).
        out(`${systemClock.now().toISOString()} reset-mfa: removed the second factors of ${user.role} #${user.id} ${user.email} and signed out their sessions (audited as mfa.reset).`);
        out('They sign in with their password next and set up a new factor.');
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`taxdesk: ${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof AppError) process.stderr.write(`taxdesk: ${error.message}\n`);
    else process.stderr.write(`taxdesk: ${(error as Error).message}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
