import { writeFileSync } from 'node:fs';
import { exportEcucValues } from '@ecuc/core/ecuc';
import { hasErrors } from '@ecuc/core/formats';
import { writeEcucValues } from '@ecuc/core/formats/arxml';
import { LANGUAGES, type Language } from '@ecuc/core/i18n';
import { importersForFile, MODULE_DEFINITIONS, importedExtensions } from '@ecuc/core/modules';
import { parseArguments, UsageError } from './commandLine.js';
import { readConfiguration } from './configuration.js';
import type { Command } from './main.js';
import { formatOfPath } from './formats.js';
import { diagnosticLines } from './source.js';
import { runWithUsage } from './usage.js';

const usage = (): string =>
  [
    `Usage: ecuc derive FILE(${importedExtensions().join('|')}) [--out OUT.arxml] [--ecu NODE] [--option NAME=VALUE]... [-I DIR]... [--json] [--lang zh_cn|en_us]`,
    '',
    'Derives a configuration from a source file through the importers of every module that reads it (an OIL',
    'file → the Os and the EcuC cores its applications run on) and prints, per module and importer, what',
    'was created, changed and removed, and what was not understood (file:line:col: message).',
    '  --out FILE     also write the derived configuration as ECUC values (.arxml)',
    '  --ecu NODE     the node of a bus database that is this ECU (short for --option ecu=NODE)',
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
      const read = readConfiguration(file, { includeDirs, language: lang as Language, options });
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
