import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@ecuc/core/i18n';
import {
  locateRow,
  MODULE_DEFINITIONS,
  modulePlugins,
  type GeneratedFile,
  type ModuleGenerator,
  importedExtensions,
} from '@ecuc/core/modules';
import type { VerifyRow } from '@ecuc/core/verify';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { fallbackPosition, pathPositions, readConfiguration, readsConfiguration } from './configuration.js';
import { diagnosticLines } from './source.js';
import { runWithUsage } from './usage.js';

/** The generators of the registered modules, with their module, for the usage text. */
function generatorList(): string {
  return modulePlugins()
    .flatMap((p) =>
      (p.generators ?? []).map((g) => `  ${p.definition.name.padEnd(8)} ${g.fileNames.join(', ')}`),
    )
    .join('\n');
}

const usage = (): string =>
  [
    `Usage: ecuc generate FILE.arxml|FILE(${importedExtensions().join('|')}) --out DIR [-I DIR]... [--lang zh_cn|en_us]`,
    '',
    'Generates the code of every module the file configures that has a generator: from the ECUC values of',
    "an ARXML file, or from a file a module's importer reads (an OIL file configures the Os). The files of",
    'the download:',
    generatorList(),
    '  --out DIR    the folder to write to (created when missing); with several modules, one folder each',
    '  -I DIR       a folder searched by #include <x> (OIL); may repeat',
    '  --lang L     language of the messages (default zh_cn)',
    '',
    'Exit: 0 written, 1 the configuration has errors (stderr: file:line:col: CODE message; nothing',
    'written), 2 usage error.',
  ].join('\n');

export const generateCommand: Command = {
  summary:
    'generate the code of the modules a file configures (the OS: Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c)',
  get usage() {
    return usage();
  },
  run: (args) =>
    runWithUsage('generate', usage(), () => {
      const parsed = parseArguments(args, { values: ['-I', '--include', '--out', '-o', '--lang'] });
      const [file, ...extra] = parsed.positionals;
      if (file === undefined) throw new UsageError('missing FILE argument');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const out = parsed.values.get('--out')?.at(-1) ?? parsed.values.get('-o')?.at(-1);
      if (out === undefined || out === '') throw new UsageError('missing --out DIR');
      const lang = parsed.values.get('--lang')?.at(-1) ?? 'zh_cn';
      if (!(LANGUAGES as readonly string[]).includes(lang))
        throw new UsageError(`unknown language '${lang}' (known: ${LANGUAGES.join(', ')})`);
      const language = lang as Language;
      if (!readsConfiguration(file))
        throw new UsageError(
          `cannot generate from '${file}': give an .arxml file or one of ${importedExtensions().join(', ')}`,
        );
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];

      const read = readConfiguration(file, { includeDirs, language });
      if (!read.ok) {
        process.stderr.write(
          diagnosticLines(
            read.diagnostics.filter((d) => d.severity !== 'info'),
            true,
          ).join('\n') + '\n',
        );
        return 1;
      }
      const { configuration } = read;
      const notes = diagnosticLines(
        [...read.readerDiagnostics, ...configuration.diagnostics].filter((d) => d.severity !== 'info'),
        true,
      );
      if (configuration.diagnostics.some((d) => d.severity === 'error')) {
        process.stderr.write(notes.join('\n') + '\n');
        return 1;
      }
      const configured = new Set(configuration.snapshot.modules.map((m) => m.module));
      const jobs: { module: string; generator: ModuleGenerator }[] = modulePlugins().flatMap((p) =>
        configured.has(p.definition.name)
          ? (p.generators ?? []).map((generator) => ({ module: p.definition.name, generator }))
          : [],
      );
      if (jobs.length === 0) {
        const withGenerators = modulePlugins()
          .filter((p) => (p.generators ?? []).length > 0)
          .map((p) => p.definition.name);
        process.stderr.write(
          `${file}:1:1: the file holds no configuration of a module with a generator (${withGenerators.join(', ')})\n`,
        );
        return 1;
      }
      const errors: VerifyRow[] = [];
      const written: { module: string; files: GeneratedFile[] }[] = [];
      for (const { module, generator } of jobs) {
        const result = generator.generate({
          snapshot: configuration.snapshot,
          definitions: MODULE_DEFINITIONS,
          language,
        });
        if ('errList' in result) errors.push(...result.errList);
        else written.push({ module, files: result.files });
      }
      if (errors.length > 0) {
        const positions = pathPositions(configuration);
        const fallback = fallbackPosition(configuration, file);
        const lines = errors.map((row) => locateRow(row, configuration.sourceMap, fallback, positions));
        process.stderr.write(lines.join('\n') + '\n');
        return 1;
      }
      if (notes.length > 0) process.stderr.write(notes.join('\n') + '\n');
      // One module's files go straight into --out (as the download's module folder); several, one folder each.
      const paths: string[] = [];
      for (const { module, files } of written) {
        const folder = written.length === 1 ? out : join(out, module);
        mkdirSync(folder, { recursive: true });
        for (const generated of files) {
          const path = join(folder, generated.name);
          writeFileSync(path, generated.content);
          paths.push(path);
        }
      }
      process.stdout.write(`${paths.join('\n')}\n`);
      return 0;
    }),
};
