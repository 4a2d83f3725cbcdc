import { hasErrors } from '@ecuc/core/formats';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

const usage = [
  'Usage: ecuc parse FILE [--format dbc|oil|arxml|ldf] [-I DIR]... [--json]',
  '',
  'Reads a source file and reports its diagnostics.',
  '  --format F   the file format (default: from the extension)',
  '  -I DIR       a folder searched by #include <x> (OIL); may repeat',
  '  --json       print {format, summary, model} as one JSON object',
  '',
  'Exit: 0 read, 1 the input has errors (first stderr line: file:line:col: message), 2 usage error.',
].join('\n');

export const parseCommand: Command = {
  summary: 'read a dbc, oil, arxml or ldf file and print its summary (or model with --json)',
  usage,
  run: (args) =>
    runWithUsage('parse', usage, () => {
      const parsed = parseArguments(args, { flags: ['--json'], values: ['--format', '-I', '--include'] });
      const [file, ...extra] = parsed.positionals;
      if (file === undefined) throw new UsageError('missing FILE argument');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];
      const source = readSourceFile(file, parsed.values.get('--format')?.at(-1), includeDirs);
      const { diagnostics, model } = source.result;
      if (hasErrors(diagnostics) || model === undefined) {
        process.stderr.write(diagnosticLines(diagnostics).join('\n') + '\n');
        return 1;
      }
      const summary = source.adapter.summarize(model);
      if (diagnostics.length > 0) process.stderr.write(diagnosticLines(diagnostics).join('\n') + '\n');
      if (parsed.flags.has('--json'))
        process.stdout.write(JSON.stringify({ format: source.format, summary, model }) + '\n');
      else {
        const counts = Object.entries(summary).map(([name, count]) => `${count} ${name}`);
        process.stdout.write(`${file}: ${source.format}, ${counts.join(', ')}\n`);
      }
      return 0;
    }),
};
