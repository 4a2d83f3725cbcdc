import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { exportEcucValues } from '@ecuc/core/ecuc';
import { hasErrors } from '@ecuc/core/formats';
import { writeEcucValues } from '@ecuc/core/formats/arxml';
import { LANGUAGES, type Language } from '@ecuc/core/i18n';
import {
  emptySnapshot,
  importersForFile,
  importFile,
  MODULE_DEFINITIONS,
  importedExtensions,
} from '@ecuc/core/modules';
import { parseArguments, UsageError } from './commandLine.js';
import { readConfiguration, type ReadConfiguration } from './configuration.js';
import type { Command } from './main.js';
import { formatOfPath } from './formats.js';
import { diagnosticLines, readFileBytes, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

/**
 * An .arxml file derived from is a system description: the importers that read .arxml files (the Com
 * system-description importer) take it when it holds CAN clusters. A file none takes is refused with the
 * ARXML reader's located errors, or as a usage error when it reads well but holds no CAN cluster.
 */
function readSystemDescription(
  file: string,
  language: Language,
  options: Readonly<Record<string, string>>,
): ReadConfiguration {
  let next = 0;
  const configuration = importFile(
    { file, bytes: readFileBytes(file) },
    {
      language,
      snapshot: emptySnapshot(basename(file)),
      definitions: MODULE_DEFINITIONS,
      newId: () => `arxml-${(next += 1)}`,
      options,
    },
    importersForFile(file),
  );
  const taken =
    configuration !== undefined &&
    (hasErrors(configuration.diagnostics) ||
      configuration.reports.some((r) => r.report.created > 0 || Object.keys(r.report.facts).length > 0));
  if (configuration && taken) return { ok: true, configuration, readerDiagnostics: [] };
  const read = readSourceFile(file, 'arxml', []);
  if (hasErrors(read.result.diagnostics)) return { ok: false, diagnostics: read.result.diagnostics };
  throw new UsageError(
    `'${file}' holds no CAN cluster: from an .arxml file, derive reads a system description (--ecu ECU_INSTANCE)`,
  );
}

const usage = (): string =>
  [
    `Usage: ecuc derive FILE(${importedExtensions().join('|')}) [--out OUT.arxml] [--ecu NODE] [--option NAME=VALUE]... [-I DIR]... [--json] [--lang zh_cn|en_us]`,
    '',
    'Derives a configuration from a source file through the importers of every module that reads it (an OIL',
    'file → the Os and the EcuC cores its applications run on) and prints, per module and importer, what',
    'was created, changed and removed, and what was not understood (file:line:col: message).',
    '  --out FILE     also write the derived configuration as ECUC values (.arxml)',
    '  --ecu NODE     the node of a bus database that is this ECU (short for --option ecu=NODE); for an',
    '                 AUTOSAR system description (.arxml with CAN clusters), the ECU instance (required;',
    '                 --option cluster=NAME picks the CAN cluster, by default the one the ECU is on)',
    '  --option N=V   an option the importers read; may repeat',
    '  -I DIR         a folder searched by #include <x> (OIL); may repeat',
    '  --json         print {modules: [{module, importer, created, changed, removed, facts}], notUnderstood}',
    '  --lang L       language of the messages (default zh_cn)',
    '',
    'Exit: 0 derived, 1 the file has errors (nothing written), 2 usage error.',
  ].join('\n');

export const deriveCommand: Command = {
  summary: 'derive a configuration from a source file through the modules that import it',
  get usage() {
    return usage();
  },
  run: (args) =>
    runWithUsage('derive', usage(), () => {
      const parsed = parseArguments(args, {
        values: ['--out', '-o', '--ecu', '--option', '-I', '--include', '--lang'],
        flags: ['--json'],
      });
      const [file, ...extra] = parsed.positionals;
      if (file === undefined) throw new UsageError('missing FILE argument');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      if (importersForFile(file).length === 0)
        throw new UsageError(
          `no module derives a configuration from '${file}' (${importedExtensions().join(', ')})`,
        );
      const out = parsed.values.get('--out')?.at(-1) ?? parsed.values.get('-o')?.at(-1);
      if (out !== undefined && formatOfPath(out) !== 'arxml')
        throw new UsageError('--out writes an .arxml file');
      const lang = parsed.values.get('--lang')?.at(-1) ?? 'zh_cn';
      if (!(LANGUAGES as readonly string[]).includes(lang))
        throw new UsageError(`unknown language '${lang}' (known: ${LANGUAGES.join(', ')})`);
      const options: Record<string, string> = {};
      for (const option of parsed.values.get('--option') ?? []) {
        const at = option.indexOf('=');
        if (at <= 0) throw new UsageError(`--option takes NAME=VALUE, not '${option}'`);
        options[option.slice(0, at)] = option.slice(at + 1);
      }
      const ecu = parsed.values.get('--ecu')?.at(-1);
      if (ecu !== undefined) options['ecu'] = ecu;
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];
      const systemDescription = formatOfPath(file) === 'arxml';
      if (systemDescription && options['ecu'] === undefined)
        throw new UsageError(
          'from an .arxml file, derive reads a system description: give the ECU instance with --ecu',
        );
      const read = systemDescription
        ? readSystemDescription(file, lang as Language, options)
        : readConfiguration(file, { includeDirs, language: lang as Language, options });
      if (!read.ok) {
        process.stderr.write(diagnosticLines(read.diagnostics, true).join('\n') + '\n');
        return 1;
      }
      const { configuration } = read;
      const said = configuration.diagnostics.filter((d) => d.severity !== 'info');
      if (hasErrors(configuration.diagnostics)) {
        process.stderr.write(diagnosticLines(said, true).join('\n') + '\n');
        return 1;
      }
      const modules = configuration.reports.map(({ module, importer, report }) => ({
        module,
        importer,
        created: report.created,
        changed: report.changed,
        removed: report.removed,
        facts: report.facts,
      }));
      const notUnderstood = configuration.reports.flatMap((r) =>
        diagnosticLines(
          r.report.notUnderstood.filter((d) => d.severity !== 'info'),
          true,
        ),
      );
      if (out !== undefined) {
        const exported = exportEcucValues(configuration.snapshot, MODULE_DEFINITIONS);
        writeFileSync(out, writeEcucValues(exported.modules));
      }
      if (parsed.flags.has('--json')) {
        process.stdout.write(JSON.stringify({ modules, notUnderstood }) + '\n');
        return 0;
      }
      for (const m of modules) {
        // A list fact (the OS type's reasons) in brackets, left out when empty.
        const facts = Object.entries(m.facts)
          .filter(([, value]) => !Array.isArray(value) || value.length > 0)
          .map(([name, value]) => `${name} ${Array.isArray(value) ? `[${value.join('; ')}]` : String(value)}`)
          .join(', ');
        process.stdout.write(
          `${m.module} (${m.importer}): ${m.created} created, ${m.changed} changed, ${m.removed} removed${facts ? `; ${facts}` : ''}\n`,
        );
      }
      if (notUnderstood.length > 0) process.stderr.write(notUnderstood.join('\n') + '\n');
      return 0;
    }),
};
