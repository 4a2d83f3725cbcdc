import { hasErrors, type Diagnostic } from '@ecuc/core/formats';
import type { OilFile } from '@ecuc/core/formats/oil';
import { CHIP_IDS, chipById } from '@ecuc/core/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ecuc/core/i18n';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { lintOsOil } from './os-source.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

const usage = [
  'Usage: ecuc lint FILE [--format dbc|oil|arxml|ldf] [-I DIR]... [--chip CHIP] [--lang zh_cn|en_us]',
  '',
  "Reads a source file and runs its format's checks (overlapping signals, duplicates, unknown nodes...).",
  'An OIL file is also imported into the Os module and checked with the OS checks (OSxxxx codes).',
  'Prints one finding per line: file:line:col: CODE message (errors first).',
  '  -I DIR       a folder searched by #include <x> (OIL); may repeat',
  `  --chip CHIP  the chip of the OS (${CHIP_IDS.join(', ')}): chip checks such as the ISR priorities`,
  '  --lang L     language of the OS findings (default zh_cn)',
  '',
  'Exit: 0 no errors (warnings allowed), 1 errors, 2 usage error.',
].join('\n');

export const lintCommand: Command = {
  summary: 'check a source file and print its findings (file:line:col: CODE message)',
  usage,
  run: (args) =>
    runWithUsage('lint', usage, () => {
      const parsed = parseArguments(args, { values: ['--format', '-I', '--include', '--chip', '--lang'] });
      const [file, ...extra] = parsed.positionals;
      if (file === undefined) throw new UsageError('missing FILE argument');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const chip = parsed.values.get('--chip')?.at(-1) ?? '';
      if (chip !== '' && !chipById(chip))
        throw new UsageError(`unknown chip '${chip}' (known: ${CHIP_IDS.join(', ')})`);
      const lang = parsed.values.get('--lang')?.at(-1) ?? DEFAULT_LANGUAGE;
      if (!(LANGUAGES as readonly string[]).includes(lang))
        throw new UsageError(`unknown language '${lang}' (known: ${LANGUAGES.join(', ')})`);
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];
      const source = readSourceFile(file, parsed.values.get('--format')?.at(-1), includeDirs);
      if (chip !== '' && source.format !== 'oil')
        throw new UsageError('--chip applies to OIL files (use `ecuc verify --chip` for ARXML)');
      const { model } = source.result;
      // What the reader says beyond notes, then the findings of the checks.
      const findings: Diagnostic[] = source.result.diagnostics.filter((d) => d.severity !== 'info');
      if (model !== undefined && !hasErrors(findings) && source.adapter.lint)
        findings.push(...source.adapter.lint(model, file));
      const lines = diagnosticLines(findings, true);
      let osErrors = 0;
      if (source.format === 'oil' && model !== undefined && !hasErrors(findings)) {
        const os = lintOsOil(model as OilFile, file, { chip, language: lang as Language });
        osErrors = os.errors;
        // Errors first: the OS errors go before the reader's warnings.
        if (os.errors > 0) lines.unshift(...os.lines);
        else lines.push(...os.lines);
      }
      if (lines.length > 0) process.stdout.write(lines.join('\n') + '\n');
      return hasErrors(findings) || model === undefined || osErrors > 0 ? 1 : 0;
    }),
};
