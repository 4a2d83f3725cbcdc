import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasErrors, type Diagnostic } from '@ecuc/core/formats';
import type { ArxmlDocument } from '@ecuc/core/formats/arxml';
import type { OilFile } from '@ecuc/core/formats/oil';
import { resolveModuleTree } from '@ecuc/core/ecuc';
import { LANGUAGES, type Language } from '@ecuc/core/i18n';
import {
  definitionsWithOs,
  generateOs,
  locateRow,
  osSnapshotFromArxml,
  osSnapshotFromOil,
  type OsSnapshotImport,
  type SourcePositionOf,
} from '@ecuc/core/modules/os/generate';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { formatOfPath } from './formats.js';
import { diagnosticLines, readSourceFile } from './source.js';
import { runWithUsage } from './usage.js';

const usage = [
  'Usage: ecuc generate FILE.oil|FILE.arxml --out DIR [-I DIR]... [--lang zh_cn|en_us]',
  '',
  'Generates the OS configuration code of an OIL file or of the Os ECUC values of an ARXML file:',
  'Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c and README, the files of the download.',
  '  --out DIR    the folder to write to (created when missing)',
  '  -I DIR       a folder searched by #include <x> (OIL); may repeat',
  '  --lang L     language of the messages (default zh_cn)',
  '',
  'Exit: 0 written, 1 the configuration has errors (stderr: file:line:col: CODE message; nothing',
  'written), 2 usage error.',
].join('\n');

/** Container path → position, so that rows without a container id still point into the file. */
function pathPositions(imported: OsSnapshotImport): Map<string, SourcePositionOf> {
  const out = new Map<string, SourcePositionOf>();
  const os = definitionsWithOs().find((d) => d.name === 'Os');
  if (!os) return out;
  for (const node of resolveModuleTree(imported.snapshot.containers, os).byId.values()) {
    const position = imported.sourceMap.get(node.value.id);
    if (position) out.set(node.path, position);
  }
  return out;
}

function errorLines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnosticLines(
    diagnostics.filter((d) => d.severity !== 'info'),
    true,
  );
}

export const generateCommand: Command = {
  summary: 'generate the OS code (Os.h, Os_Types.h, Os_Cfg.h, Os_Cfg.c) of an .oil or .arxml file',
  usage,
  run: (args) =>
    runWithUsage('generate', usage, () => {
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
      const format = formatOfPath(file);
      if (format !== 'oil' && format !== 'arxml')
        throw new UsageError(`cannot generate from '${file}': give an .oil or .arxml file`);
      const includeDirs = [...(parsed.values.get('-I') ?? []), ...(parsed.values.get('--include') ?? [])];

      const source = readSourceFile(file, format, includeDirs);
      const { diagnostics, model } = source.result;
      if (hasErrors(diagnostics) || model === undefined) {
        process.stderr.write(errorLines(diagnostics).join('\n') + '\n');
        return 1;
      }
      const imported =
        format === 'oil'
          ? osSnapshotFromOil(model as OilFile)
          : osSnapshotFromArxml(model as ArxmlDocument, file);
      if (format === 'arxml' && imported.snapshot.containers.length === 0) {
        process.stderr.write(`${file}:1:1: E_OsGen015 the file holds no ECUC values of the Os module\n`);
        return 1;
      }
      const readWarnings = errorLines([...diagnostics, ...imported.diagnostics]);
      if (hasErrors(imported.diagnostics)) {
        process.stderr.write(readWarnings.join('\n') + '\n');
        return 1;
      }
      const result = generateOs(imported.snapshot, { language });
      if ('errList' in result) {
        const positions = pathPositions(imported);
        const fallback = { file, line: 1, col: 1 };
        const lines = result.errList.map((row) => locateRow(row, imported.sourceMap, fallback, positions));
        process.stderr.write(lines.join('\n') + '\n');
        return 1;
      }
      if (readWarnings.length > 0) process.stderr.write(readWarnings.join('\n') + '\n');
      mkdirSync(out, { recursive: true });
      for (const generated of result.files) writeFileSync(join(out, generated.name), generated.content);
      process.stdout.write(`${result.files.map((f) => join(out, f.name)).join('\n')}\n`);
      return 0;
    }),
};
