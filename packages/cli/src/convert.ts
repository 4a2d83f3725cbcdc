import { writeFileSync } from 'node:fs';
import { hasErrors, type FileFormat } from '@ecuc/core/formats';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { extensionOf, formatOfPath } from './formats.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

/** The conversions `ecuc convert` does: [from, to]. (.oil <-> .arxml comes with the OS module.) */
export const CONVERSIONS: readonly (readonly [FileFormat, FileFormat])[] = [
  ['dbc', 'dbc'],
  ['oil', 'oil'],
];

const usage = [
  'Usage: ecuc convert IN OUT [-I DIR]...',
  '',
  'Writes IN as OUT. Supported: .dbc -> .dbc and .oil -> .oil (canonical text).',
  '',
  'Exit: 0 written, 1 IN has errors (nothing written), 2 usage error or unsupported conversion.',
].join('\n');

export const convertCommand: Command = {
  summary: 'convert a file (canonical .dbc -> .dbc, .oil -> .oil)',
  usage,
  run: (args) =>
    runWithUsage('convert', usage, () => {
      const parsed = parseArguments(args, { values: ['-I', '--include'] });
      const [input, output, ...extra] = parsed.positionals;
      if (input === undefined || output === undefined) throw new UsageError('needs IN and OUT');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const from = formatOfPath(input);
      const to = formatOfPath(output);
      const pair = `${extensionOf(input) || input} -> ${extensionOf(output) || output}`;
      if (!from || !to || !CONVERSIONS.some(([source, target]) => source === from && target === to))
        throw new UsageError(`conversion ${pair} is not supported (supported: .dbc -> .dbc, .oil -> .oil)`);
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];
      const source = readSourceFile(input, from, includeDirs);
      const { write } = source.adapter;
      if (!write)
        throw new UsageError(`conversion ${pair} is not supported (the ${from} format has no writer yet)`);
      const { diagnostics, model } = source.result;
      if (hasErrors(diagnostics) || model === undefined) {
        process.stderr.write(diagnosticLines(diagnostics).join('\n') + '\n');
        return 1;
      }
      writeFileSync(output, write(model));
      return 0;
    }),
};
