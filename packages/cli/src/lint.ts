import { hasErrors, type Diagnostic } from '@ecuc/core/formats';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

const usage = [
  'Usage: ecuc lint FILE [--format dbc|oil|arxml|ldf] [-I DIR]...',
  '',
  "Reads a source file and runs its format's checks (overlapping signals, duplicates, unknown nodes...).",
  'Prints one finding per line: file:line:col: CODE message (errors first).',
  '',
  'Exit: 0 no errors (warnings allowed), 1 errors, 2 usage error.',
].join('\n');

export const lintCommand: Command = {
  summary: 'check a source file and print its findings (file:line:col: CODE message)',
  usage,
  run: (args) =>
    runWithUsage('lint', usage, () => {
      const parsed = parseArguments(args, { values: ['--format', '-I', '--include'] });
      const [file, ...extra] = parsed.positionals;
      if (file === undefined) throw new UsageError('missing FILE argument');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];
      const source = readSourceFile(file, parsed.values.get('--format')?.at(-1), includeDirs);
      const { model } = source.result;
      // What the reader says beyond notes, then the findings of the checks.
      const findings: Diagnostic[] = source.result.diagnostics.filter((d) => d.severity !== 'info');
      if (model !== undefined && !hasErrors(findings) && source.adapter.lint)
        findings.push(...source.adapter.lint(model, file));
      if (findings.length > 0) process.stdout.write(diagnosticLines(findings, true).join('\n') + '\n');
      return hasErrors(findings) || model === undefined ? 1 : 0;
    }),
};
