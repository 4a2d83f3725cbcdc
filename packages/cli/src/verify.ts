import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { containersFromArxml, type ProjectSnapshot } from '@ecuc/core/ecuc';
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
  'Usage: ecuc verify FILE.arxml [--json] [--language zh_cn|en_us] [--chip CHIP]',
  '',
  'Verifies the ECUC values in an ARXML file against the shipped module definitions.',
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

export function verifyArxmlText(
  content: string | Uint8Array,
  file: string,
  options: { language: Language; chip: string },
): ArxmlVerification {
  const empty: VerifyResult = { errList: [], warningList: [] };
  const read = readArxml(content, file);
  const errors = read.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !read.model) {
    return { failures: errors.length > 0 ? errors : read.diagnostics, notes: [], result: empty };
  }
  const imported = containersFromArxml(read.model.ecucValues, MODULE_DEFINITIONS, { file });
  if (imported.modules.length === 0) {
    const names = MODULE_DEFINITIONS.map((d) => d.name).join(', ');
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
  const result = verifyProject(snapshot, MODULE_DEFINITIONS, { language: options.language });
  return { failures: [], notes: imported.diagnostics, result };
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
      const parsed = parseArguments(args, { flags: ['--json'], values: ['--language', '--chip'] });
      const [file, ...extra] = parsed.positionals;
      if (file === undefined) throw new UsageError('missing FILE argument');
      if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}'`);
      const languageText = parsed.values.get('--language')?.at(-1) ?? 'zh_cn';
      if (!(LANGUAGES as readonly string[]).includes(languageText)) {
        throw new UsageError(`unknown language '${languageText}' (known: ${LANGUAGES.join(', ')})`);
      }
      const language = languageText as Language;
      const chip = parsed.values.get('--chip')?.at(-1) ?? '';
      let bytes: Uint8Array;
      try {
        bytes = readFileSync(file);
      } catch (failure) {
        const reason = failure instanceof Error && 'code' in failure ? String(failure.code) : String(failure);
        process.stderr.write(`${file}:1:1: cannot read the file (${reason})\n`);
        return 2;
      }
      const verification = verifyArxmlText(bytes, file, { language, chip });
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
