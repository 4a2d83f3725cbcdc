import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  containersFromArxml,
  moduleDefFromArxml,
  type ModuleDef,
  type ProjectSnapshot,
} from '@ecuc/core/ecuc';
import { diagnostic, formatDiagnostic, type Diagnostic } from '@ecuc/core/formats';
import { readArxml } from '@ecuc/core/formats/arxml';
import { LANGUAGES, type Language } from '@ecuc/core/i18n';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import { verifyProject, type VerifyResult, type VerifyRow } from '@ecuc/core/verify';
import { parseArguments, UsageError } from './commandLine.js';
import type { Command } from './main.js';
import { diagnosticLines } from './source.js';
import { runWithUsage } from './usage.js';

const usage = [
  'Usage: ecuc verify FILE.arxml [--definitions BSWMD.arxml]... [--json] [--language zh_cn|en_us] [--chip CHIP]',
  '',
  'Verifies the ECUC values in an ARXML file against the shipped module definitions.',
  '  --definitions F    also verify against the ECUC-MODULE-DEFs of a vendor file (BSWMD), e.g. a CDD',
  '                     (repeatable; a shipped definition is never replaced)',
  '  --json             print {errList, warningList} as one JSON object',
  '  --language L       language of the messages (default zh_cn)',
  '  --chip CHIP        chip target for chip-dependent rules (e.g. TC275)',
  '',
  'Values the definitions do not know are reported on stderr as file:line:col: message.',
  'Exit: 0 no errors, 1 errors found, 2 unreadable input (first stderr line file:line:col: message)',
  'or usage error.',
].join('\n');

/** The ECUC values of an ARXML text verified against the shipped definitions (pure but for reading). */
export interface ArxmlVerification {
  /** Read errors, or the reason there was nothing to verify: the input is unusable. */
  failures: Diagnostic[];
  /** Values that were not taken over (unknown modules or definitions, unresolved references...). */
  notes: Diagnostic[];
  result: VerifyResult;
}

/** The module definitions (ECUC-MODULE-DEF) of a vendor file, or the read errors. */
export function vendorDefinitionsOf(
  content: string | Uint8Array,
  file: string,
): { definitions: ModuleDef[]; failures: Diagnostic[]; notes: Diagnostic[] } {
  const read = readArxml(content, file);
  const errors = read.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !read.model) return { definitions: [], failures: errors, notes: [] };
  if (read.model.ecucDefinitions.length === 0) {
    const failure = diagnostic(
      'error',
      'ECUC_VERIFY_NO_DEFINITION',
      'no ECUC-MODULE-DEF in the file',
      file,
      1,
      1,
    );
    return { definitions: [], failures: [failure], notes: [] };
  }
  const imports = read.model.ecucDefinitions.map((source) => moduleDefFromArxml(source, { file }));
  return {
    definitions: imports.map((i) => i.definition),
    failures: [],
    notes: imports.flatMap((i) => i.diagnostics),
  };
}

export function verifyArxmlText(
  content: string | Uint8Array,
  file: string,
  options: { language: Language; chip: string; vendorDefinitions?: readonly ModuleDef[] },
): ArxmlVerification {
  const empty: VerifyResult = { errList: [], warningList: [] };
  const read = readArxml(content, file);
  const errors = read.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !read.model) {
    return { failures: errors.length > 0 ? errors : read.diagnostics, notes: [], result: empty };
  }
  const shipped = new Set(MODULE_DEFINITIONS.map((d) => d.name));
  const definitions = [
    ...MODULE_DEFINITIONS,
    ...(options.vendorDefinitions ?? []).filter((d) => !shipped.has(d.name)),
  ];
  const imported = containersFromArxml(read.model.ecucValues, definitions, { file });
  if (imported.modules.length === 0) {
    const names = definitions.map((d) => d.name).join(', ');
    const failure = diagnostic(
      'error',
      'ECUC_VERIFY_NOTHING',
      `no ECUC module configuration values of a shipped module (${names})`,
      file,
      1,
      1,
    );
    return { failures: [failure], notes: imported.diagnostics, result: empty };
  }
  const snapshot: ProjectSnapshot = {
    project: { id: file, name: basename(file).replace(/\.arxml$/i, ''), chip: options.chip },
    modules: imported.modules,
    containers: imported.containers,
  };
  const result = verifyProject(snapshot, definitions, { language: options.language });
  return { failures: [], notes: imported.diagnostics, result };
}

/** A file's bytes, or undefined after reporting `file:1:1: cannot read the file` on stderr. */
function readOrReport(file: string): Uint8Array | undefined {
  try {
    return readFileSync(file);
  } catch (failure) {
    const reason = failure instanceof Error && 'code' in failure ? String(failure.code) : String(failure);
    process.stderr.write(`${file}:1:1: cannot read the file (${reason})\n`);
    return undefined;
  }
}

function rowLine(row: VerifyRow): string {
  const param = row.param ? ` ${row.param}` : '';
  return `${row.type} ${row.code} ${row.path}${param}: ${row.message}`;
}

export const verifyCommand: Command = {
  summary: 'verify the ECUC values of an .arxml file against the shipped module definitions',
  usage,
  run: (args) =>
    runWithUsage('verify', usage, () => {
      const parsed = parseArguments(args, {
        flags: ['--json'],
        values: ['--language', '--chip', '--definitions'],
      });
      const [file, ...extra] = parsed.positionals;
      if (file === undefined) throw new UsageError('missing FILE argument');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const languageText = parsed.values.get('--language')?.at(-1) ?? 'zh_cn';
      if (!(LANGUAGES as readonly string[]).includes(languageText)) {
        throw new UsageError(`unknown language '${languageText}' (known: ${LANGUAGES.join(', ')})`);
      }
      const language = languageText as Language;
      const chip = parsed.values.get('--chip')?.at(-1) ?? '';
      const vendorDefinitions: ModuleDef[] = [];
      for (const definitionFile of parsed.values.get('--definitions') ?? []) {
        const definitionBytes = readOrReport(definitionFile);
        if (!definitionBytes) return 2;
        const vendor = vendorDefinitionsOf(definitionBytes, definitionFile);
        if (vendor.failures.length > 0) {
          process.stderr.write(diagnosticLines(vendor.failures).join('\n') + '\n');
          return 2;
        }
        if (vendor.notes.length > 0)
          process.stderr.write(vendor.notes.map(formatDiagnostic).join('\n') + '\n');
        vendorDefinitions.push(...vendor.definitions);
      }
      const bytes = readOrReport(file);
      if (!bytes) return 2;
      const verification = verifyArxmlText(bytes, file, { language, chip, vendorDefinitions });
      if (verification.failures.length > 0) {
        process.stderr.write(
          diagnosticLines([...verification.failures, ...verification.notes]).join('\n') + '\n',
        );
        return 2;
      }
      if (verification.notes.length > 0) {
        process.stderr.write(verification.notes.map(formatDiagnostic).join('\n') + '\n');
      }
      const { errList, warningList } = verification.result;
      if (parsed.flags.has('--json')) {
        process.stdout.write(JSON.stringify({ errList, warningList }) + '\n');
      } else {
        const lines = [...errList, ...warningList].map(rowLine);
        lines.push(`${file}: ${errList.length} errors, ${warningList.length} warnings`);
        process.stdout.write(lines.join('\n') + '\n');
      }
      return errList.length > 0 ? 1 : 0;
    }),
};
