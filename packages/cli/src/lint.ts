import { hasErrors, type Diagnostic } from '@ecuc/core/formats';
import { CHIP_IDS, chipById } from '@ecuc/core/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ecuc/core/i18n';
import { importersForFile, locateRow, MODULE_DEFINITIONS, importedExtensions } from '@ecuc/core/modules';
import { verifyProject } from '@ecuc/core/verify';
import { parseArguments, UsageError } from './commandLine.js';
import { fallbackPosition, pathPositions, readConfiguration } from './configuration.js';
import type { Command } from './main.js';
import { formatOfPath } from './formats.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

const usage = (): string =>
  [
    'Usage: ecuc lint FILE [--format dbc|oil|arxml|ldf] [-I DIR]... [--chip CHIP] [--lang zh_cn|en_us]',
    '',
    "Reads a source file and runs its format's checks (overlapping signals, duplicates, unknown nodes...).",
    `A file a module imports (${importedExtensions().join(', ')}; an OIL file configures the Os) is also`,
    "imported and checked with the modules' checks (OSxxxx codes for the Os).",
    'Prints one finding per line: file:line:col: CODE message (errors first).',
    '  -I DIR       a folder searched by #include <x> (OIL); may repeat',
    `  --chip CHIP  the project's chip (${CHIP_IDS.join(', ')}): chip checks such as the ISR priorities`,
    "  --lang L     language of the modules' findings (default zh_cn)",
    '',
    'Exit: 0 no errors (warnings allowed), 1 errors, 2 usage error.',
  ].join('\n');

/** Identity of a diagnostic, so that what the reader said is not printed again by the import. */
const keyOf = (d: Diagnostic): string => `${d.file}:${d.line}:${d.col}:${d.code}:${d.message}`;

/**
 * The modules' checks of a file some module imports: the import's own findings, then verification of
 * the imported configuration, each located in the file. Errors first.
 */
function moduleFindings(
  file: string,
  options: {
    includeDirs: readonly string[];
    chip: string;
    language: Language;
    readerSaid: readonly Diagnostic[];
  },
): { lines: string[]; errors: number } {
  const read = readConfiguration(file, options);
  if (!read.ok) return { lines: [], errors: 0 };
  const { configuration } = read;
  const said = new Set(options.readerSaid.map(keyOf));
  const notes = configuration.diagnostics.filter((d) => d.severity !== 'info' && !said.has(keyOf(d)));
  const importLine = (d: Diagnostic): string => `${d.file}:${d.line}:${d.col}: ${d.code} ${d.message}`;
  const importErrors = notes.filter((d) => d.severity === 'error');
  const importWarnings = notes.filter((d) => d.severity !== 'error');
  if (importErrors.length > 0)
    return { lines: [...importErrors, ...importWarnings].map(importLine), errors: importErrors.length };
  const result = verifyProject(configuration.snapshot, MODULE_DEFINITIONS, { language: options.language });
  const positions = pathPositions(configuration);
  const fallback = fallbackPosition(configuration, file);
  const locate = (row: (typeof result.errList)[number]): string =>
    locateRow(row, configuration.sourceMap, fallback, positions);
  return {
    lines: [
      ...result.errList.map(locate),
      ...importWarnings.map(importLine),
      ...result.warningList.map(locate),
    ],
    errors: result.errList.length,
  };
}

export const lintCommand: Command = {
  summary: 'check a source file and print its findings (file:line:col: CODE message)',
  get usage() {
    return usage();
  },
  run: (args) =>
    runWithUsage('lint', usage(), () => {
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
      const explicitFormat = parsed.values.get('--format')?.at(-1);
      // An .arxml file is checked as ECUC values (`ecuc verify`): a system description derives only with --ecu.
      const imported = formatOfPath(file) !== 'arxml' && importersForFile(file).length > 0;
      if (chip !== '' && !imported)
        throw new UsageError(
          `--chip applies to files a module imports (${importedExtensions().join(', ')}; use \`ecuc verify --chip\` for ARXML)`,
        );
      // A file only a module reads (no format of its own) goes straight to the module's checks.
      const source =
        explicitFormat === undefined && formatOfPath(file) === undefined && imported
          ? undefined
          : readSourceFile(file, explicitFormat, includeDirs);
      const model = source?.result.model;
      // What the reader says beyond notes, then the findings of the checks.
      const findings: Diagnostic[] = (source?.result.diagnostics ?? []).filter((d) => d.severity !== 'info');
      if (source && model !== undefined && !hasErrors(findings) && source.adapter.lint)
        findings.push(...source.adapter.lint(model, file));
      const lines = diagnosticLines(findings, true);
      let moduleErrors = 0;
      if (imported && (!source || model !== undefined) && !hasErrors(findings)) {
        const modules = moduleFindings(file, {
          includeDirs,
          chip,
          language: lang as Language,
          readerSaid: source?.result.diagnostics ?? [],
        });
        moduleErrors = modules.errors;
        // Errors first: the modules' errors go before the reader's warnings.
        if (modules.errors > 0) lines.unshift(...modules.lines);
        else lines.push(...modules.lines);
      }
      if (lines.length > 0) process.stdout.write(lines.join('\n') + '\n');
      return hasErrors(findings) || (source && model === undefined) || moduleErrors > 0 ? 1 : 0;
    }),
};
