import { writeFileSync } from 'node:fs';
import { exportEcucValues } from '@ecuc/core/ecuc';
import { diagnostic, hasErrors, type Diagnostic } from '@ecuc/core/formats';
import { writeEcucValues } from '@ecuc/core/formats/arxml';
import { DEFAULT_LANGUAGE } from '@ecuc/core/i18n';
import {
  exportersForFile,
  MODULE_DEFINITIONS,
  modulePlugins,
  nothingForModule,
  type FileConfiguration,
  importedExtensions,
} from '@ecuc/core/modules';
import { parseArguments, UsageError } from './commandLine.js';
import { readConfiguration, readsConfiguration } from './configuration.js';
import type { Command } from './main.js';
import { extensionOf, formatAdapters, formatOfPath } from './formats.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

/** Extensions a configuration can be written to: ECUC values, and every module exporter's. */
function writtenExtensions(): string[] {
  const extensions = new Set(['.arxml']);
  for (const plugin of modulePlugins())
    for (const exporter of plugin.exporters ?? []) extensions.add(exporter.extension);
  return [...extensions];
}

/** The pairs `ecuc convert` does, as text for the usage and the refusal. */
function supported(): string {
  const rewrites = Object.values(formatAdapters)
    .filter((adapter) => adapter?.write !== undefined)
    .map((adapter) => `${adapter!.extensions[0]} -> ${adapter!.extensions[0]}`);
  const sources = ['.arxml', ...importedExtensions()];
  const pairs = sources.flatMap((from) =>
    writtenExtensions()
      .filter((to) => to !== from)
      .map((to) => `${from} -> ${to}`),
  );
  return [...rewrites, ...pairs].join(', ');
}

const usage = (): string =>
  [
    'Usage: ecuc convert IN OUT [-I DIR]...',
    '',
    'Writes IN as OUT. Supported:',
    `  ${supported()}`,
    '  A file in its own format is written as canonical text. Otherwise IN is read as a configuration',
    "  (ECUC values of an .arxml file, or what a module's importer makes of the file: .oil → the Os and",
    '  the EcuC cores its applications run on) and written as ECUC values (.arxml) or by the exporter',
    '  of the module that writes OUT (.oil ← the Os).',
    '  -I DIR   a folder searched by #include <x> (OIL); may repeat',
    '',
    'Problems are printed on stderr as file:line:col: message (errors first).',
    'Exit: 0 written, 1 IN has errors (nothing written), 2 usage error or unsupported conversion.',
  ].join('\n');

function report(diagnostics: readonly Diagnostic[], all: boolean): void {
  const shown = all ? diagnostics : diagnostics.filter((d) => d.severity !== 'info');
  if (shown.length > 0) process.stderr.write(diagnosticLines(shown).join('\n') + '\n');
}

/** A configuration as text of OUT's kind, or the diagnostics that stop it. */
function writeConfiguration(
  configuration: FileConfiguration,
  input: string,
  output: string,
): { text?: string; diagnostics: Diagnostic[] } {
  if (formatOfPath(output) === 'arxml') {
    const exported = exportEcucValues(configuration.snapshot, MODULE_DEFINITIONS);
    const diagnostics = exported.omitted.map((omitted) =>
      diagnostic(
        'warning',
        'ECUC_EXPORT_OMITTED',
        `${omitted.path}${omitted.name === undefined ? '' : ` ${omitted.name}`} is not written (${omitted.reason})`,
        input,
        1,
        1,
      ),
    );
    return { text: writeEcucValues(exported.modules), diagnostics };
  }
  const registered = exportersForFile(output)[0];
  if (!registered) return { diagnostics: [] };
  if (!configuration.snapshot.containers.some((c) => c.module === registered.module))
    return { diagnostics: [nothingForModule(input, registered.module)] };
  return registered.exporter.export({
    snapshot: configuration.snapshot,
    definitions: MODULE_DEFINITIONS,
    language: DEFAULT_LANGUAGE,
  });
}

export const convertCommand: Command = {
  get summary() {
    return `convert a file (${supported()})`;
  },
  get usage() {
    return usage();
  },
  run: (args) =>
    runWithUsage('convert', usage(), () => {
      const parsed = parseArguments(args, { values: ['-I', '--include'] });
      const [input, output, ...extra] = parsed.positionals;
      if (input === undefined || output === undefined) throw new UsageError('needs IN and OUT');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const pair = `${extensionOf(input) || input} -> ${extensionOf(output) || output}`;
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];
      const from = formatOfPath(input);
      const sameFormat = from !== undefined && from === formatOfPath(output);
      const throughConfiguration =
        !sameFormat && readsConfiguration(input) && writtenExtensions().includes(extensionOf(output));
      if (!sameFormat && !throughConfiguration)
        throw new UsageError(`conversion ${pair} is not supported (supported: ${supported()})`);

      if (sameFormat) {
        const source = readSourceFile(input, from, includeDirs);
        const write = source.adapter.write;
        if (!write)
          throw new UsageError(`conversion ${pair} is not supported (the ${from} format has no writer yet)`);
        const { diagnostics, model } = source.result;
        if (hasErrors(diagnostics) || model === undefined) {
          report(diagnostics, true);
          return 1;
        }
        writeFileSync(output, write(model));
        return 0;
      }

      const read = readConfiguration(input, { includeDirs, language: DEFAULT_LANGUAGE });
      if (!read.ok) {
        report(read.diagnostics, true);
        return 1;
      }
      const said = [...read.readerDiagnostics, ...read.configuration.diagnostics];
      if (hasErrors(read.configuration.diagnostics)) {
        report(said, false);
        return 1;
      }
      const written = writeConfiguration(read.configuration, input, output);
      const all = [...said, ...written.diagnostics];
      if (written.text === undefined || hasErrors(written.diagnostics)) {
        report(all, false);
        return 1;
      }
      report(all, false);
      writeFileSync(output, written.text);
      return 0;
    }),
};
