import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from './main.js';

const USAGE = `Usage: ecuc admin create-backoffice --email ADDRESS [--password TEXT] [--name NAME]

Creates a back-office account (or makes an existing account back-office staff) in the database of
DATA_DIR, or of DATABASE_URL when it is set. Without --password a random one is made and printed.`;

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** `ecuc admin ...`: operator tasks that need the database. */
export const adminCommand: Command = {
  summary: 'operator tasks: create-backoffice --email ADDRESS',
  usage: USAGE,
  async run(args) {
    const [task, ...rest] = args;
    if (task !== 'create-backoffice') {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    const email = option(rest, '--email');
    if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      process.stderr.write(`ecuc admin: --email ADDRESS is required\n${USAGE}\n`);
      return 2;
    }
    const typed = option(rest, '--password') ?? randomBytes(9).toString('base64url');
    const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    // The server and its database load only here, so that `ecuc --help` stays quick.
    const { configFromEnvironment, createBackofficeAccount, openDatabase } = await import('@ecuc/server');
    const config = configFromEnvironment(process.env, repoRoot);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const result = await createBackofficeAccount(database.db, email, typed, option(rest, '--name'));
      process.stdout.write(
        `${result.created ? 'created' : 'updated'} back-office account ${email} (user ${result.userId})\n` +
          (option(rest, '--password') ? '' : `password: ${typed}\n`),
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
