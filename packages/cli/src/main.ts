import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { parseCommand } from './parse.js';
import { lintCommand } from './lint.js';
import { convertCommand } from './convert.js';
import { generateCommand } from './generate.js';
import { adminCommand } from './admin.js';
import { defsCommand } from './defs.js';
import { verifyCommand } from './verify.js';
import { deriveCommand } from './derive.js';

/** A subcommand of `ecuc`: its one-line help and what it does; it answers the exit code. */
export interface Command {
  summary: string;
  usage: string;
  run(args: string[]): Promise<number> | number;
}

/** Every subcommand, by name. Later commands register here. */
export const commands: Record<string, Command> = {
  parse: parseCommand,
  lint: lintCommand,
  convert: convertCommand,
  generate: generateCommand,
  admin: adminCommand,
  defs: defsCommand,
  verify: verifyCommand,
  derive: deriveCommand,
};

function version(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const pkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function help(): string {
  const lines = ['Usage: ecuc <command> [options]', '', 'Commands:'];
  for (const [name, command] of Object.entries(commands))
    lines.push(`  ${name.padEnd(10)} ${command.summary}`);
  lines.push('', 'Options:', '  --help     show this help', '  --version  show the version');
  return lines.join('\n');
}

/** Runs the command line; answers the process exit code (0 ok, 1 input has errors, 2 usage error). */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(help() + '\n');
    return 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(version() + '\n');
    return 0;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`ecuc: unknown command '${name}'\n\n${help()}\n`);
    return 2;
  }
  if (rest.includes('--help')) {
    process.stdout.write(`${command.usage}\n`);
    return 0;
  }
  return command.run(rest);
}
