import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** A subcommand of `ecuc`: its one-line help and what it does; it answers the exit code. */
export interface Command {
  summary: string;
  usage: string;
  run(args: string[]): Promise<number> | number;
}

/**
 * Every subcommand by name, each loaded on first use: `ecuc --version` loads none and `ecuc parse`
 * only the readers, while `admin` brings the server and its database along. Later commands register here.
 */
export const commands: Record<string, () => Promise<Command>> = {
  parse: async () => (await import('./parse.js')).parseCommand,
  lint: async () => (await import('./lint.js')).lintCommand,
  convert: async () => (await import('./convert.js')).convertCommand,
  generate: async () => (await import('./generate.js')).generateCommand,
  admin: async () => (await import('./admin.js')).adminCommand,
  defs: async () => (await import('./defs.js')).defsCommand,
  verify: async () => (await import('./verify.js')).verifyCommand,
  derive: async () => (await import('./derive.js')).deriveCommand,
};

function version(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The command list with each one-line summary (loads every command). */
async function help(): Promise<string> {
  const lines = ['Usage: ecuc <command> [options]', '', 'Commands:'];
  const loaded = await Promise.all(
    Object.entries(commands).map(async ([name, load]) => [name, await load()] as const),
  );
  for (const [name, command] of loaded) lines.push(`  ${name.padEnd(10)} ${command.summary}`);
  lines.push('', 'Options:', '  --help     show this help', '  --version  show the version');
  return lines.join('\n');
}

/** Runs the command line; answers the process exit code (0 ok, 1 input has errors, 2 usage error). */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write((await help()) + '\n');
    return 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(version() + '\n');
    return 0;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`ecuc: unknown command '${name}'\n\n${await help()}\n`);
    return 2;
  }
  const command = await load();
  if (rest.includes('--help')) {
    process.stdout.write(`${command.usage}\n`);
    return 0;
  }
  return command.run(rest);
}
