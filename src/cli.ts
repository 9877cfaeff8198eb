import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { PORTFOLIO_USAGE, portfolioCli } from './features/portfolio/cli.js';
import { createPasswordHasher } from './shared/auth/passwords.js';
import { createUser, generatePassword, listUsers, setUserPassword } from './shared/auth/user-store.js';
import { AppError } from './shared/errors.js';

const USAGE = `taxdesk command line (uses the same settings as the server: DATABASE_URL, DATA_DIR, ...)

Usage: npm run cli -- <command> [options]

  create-user --email <email> [--role admin|staff] [--name <display name>] [--password-stdin]
      Creates a user. Without --password-stdin a strong password is generated and printed once.
  set-password --email <email> [--password-stdin]
      Sets a user's password (generated and printed when not given) and signs out their sessions.
  list-users
      Lists users: id, email, role.
  migrate
      Applies pending database migrations (the server also does this at start).
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
    const password = async () => (values['password-stdin'] ? readStdin() : null);

    switch (command) {
      case 'migrate':
        out('Database is up to date.');
        return 0;
      case 'list-users':
        for (const user of await listUsers(database.db)) out(`${user.id}\t${user.email}\t${user.role}`);
        return 0;
      case 'create-user': {
        if (!values.email) throw new UsageError('create-user needs --email');
        if (values.role !== 'admin' && values.role !== 'staff') throw new UsageError('--role must be admin or staff');
        const given = await password();
        const chosen = given ?? generatePassword();
        const id = await createUser(database.db, passwords, {
          email: values.email,
          password: chosen,
          role: values.role,
          displayName: values.name ?? null,
        });
        out(`Created ${values.role} user #${id} ${values.email.toLowerCase()}`);
        if (given === null) out(`Password (shown once): ${chosen}`);
        return 0;
      }
      case 'set-password': {
        if (!values.email) throw new UsageError('set-password needs --email');
        const given = await password();
        const chosen = given ?? generatePassword();
        await setUserPassword(database.db, passwords, values.email, chosen);
        out(`Password set for ${values.email.toLowerCase()}; their sessions were signed out.`);
        if (given === null) out(`Password (shown once): ${chosen}`);
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
