import { writeFileSync } from 'node:fs';
import { hasErrors, type Diagnostic, type FileFormat } from '@ecuc/core/formats';
import type { ArxmlDocument } from '@ecuc/core/formats/arxml';
import type { OilFile } from '@ecuc/core/formats/oil';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { extensionOf, formatOfPath } from './formats.js';
import { osArxmlFromOil, osOilFromArxml, type OsConversion } from './os-source.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

/** The conversions `ecuc convert` does: [from, to]. */
export const CONVERSIONS: readonly (readonly [FileFormat, FileFormat])[] = [
  ['dbc', 'dbc'],
  ['oil', 'oil'],
  ['oil', 'arxml'],
  ['arxml', 'oil'],
];

const SUPPORTED = '.dbc -> .dbc, .oil -> .oil, .oil -> .arxml, .arxml -> .oil';

/** Conversions between formats, through the Os module; the others use the adapter's own writer. */
const OS_CONVERSIONS: Partial<Record<string, (model: unknown, file: string) => OsConversion>> = {
  'oil>arxml': (model, file) => osArxmlFromOil(model as OilFile, file),
  'arxml>oil': (model, file) => osOilFromArxml(model as ArxmlDocument, file),
};

const usage = [
  'Usage: ecuc convert IN OUT [-I DIR]...',
  '',
  'Writes IN as OUT. Supported:',
  '  .dbc -> .dbc, .oil -> .oil    canonical text',
  '  .oil -> .arxml                the OS objects as ECUC values of the Os module',
  '                                (ECUC-MODULE-CONFIGURATION-VALUES; EcuC cores of OS applications)',
  '  .arxml -> .oil                the ECUC values of the Os module as OIL',
  '  -I DIR   a folder searched by #include <x> (OIL); may repeat',
  '',
  'Problems are printed on stderr as file:line:col: message (errors first).',
  'Exit: 0 written, 1 IN has errors (nothing written), 2 usage error or unsupported conversion.',
].join('\n');

function report(diagnostics: readonly Diagnostic[], all: boolean): void {
  const shown = all ? diagnostics : diagnostics.filter((d) => d.severity !== 'info');
  if (shown.length > 0) process.stderr.write(diagnosticLines(shown).join('\n') + '\n');
}

export const convertCommand: Command = {
  summary: `convert a file (${SUPPORTED})`,
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
        throw new UsageError(`conversion ${pair} is not supported (supported: ${SUPPORTED})`);
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];
      const source = readSourceFile(input, from, includeDirs);
      const { diagnostics, model } = source.result;
      const convertOs = OS_CONVERSIONS[`${from}>${to}`];
      const write = convertOs ? undefined : source.adapter.write;
      if (!convertOs && !write)
        throw new UsageError(`conversion ${pair} is not supported (the ${from} format has no writer yet)`);
      if (hasErrors(diagnostics) || model === undefined) {
        report(diagnostics, true);
        return 1;
      }
      if (convertOs) {
        const converted = convertOs(model, input);
        const all = [...diagnostics, ...converted.diagnostics];
        if (converted.text === undefined || hasErrors(converted.diagnostics)) {
          report(all, false);
          return 1;
        }
        report(all, false);
        writeFileSync(output, converted.text);
        return 0;
      }
      writeFileSync(output, write!(model));
      return 0;
    }),
};
