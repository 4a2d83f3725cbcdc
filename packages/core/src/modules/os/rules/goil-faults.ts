/**
 * goil's faults and our codes, for the tests that hold our checks against goil (Trampoline's OIL
 * compiler) on its negative tests: each `tests/GOIL/<name>/<name>.oil` comes with goil's expected
 * output `<name>.goil-expected.txt`, one `file:line:col: error: message` line per fault.
 *
 * `GOIL_FAULTS` matches such a message and names the code that reports the same fault here: an OS
 * check (OSnnnn), a generic check of the verification (E_nnnn) or the OIL reader (OIL_*). goil prints
 * the second place of a fault as an error line of its own ("Was previously define here", "with MASK
 * of event ..."): those rows name the code of the fault they belong to.
 *
 * `oilFileFindings` is what we say about an OIL file: the reader's findings, the Os import's, and the
 * verification of the Os containers the import makes, each located in the file.
 *
 * Read by `goil-coverage.test.ts` (every goil message maps to a code; each negative test is refused
 * by codes of its faults) and the OIL corpus test (each of goil's errors is among our errors, where
 * goil says).
 */
import type { Diagnostic, ReadResult, Severity } from '../../../formats/diagnostic.js';
import type { OilFile } from '../../../formats/oil/model.js';
import type { Language } from '../../../i18n/index.js';
import { verifyProject } from '../../../verify/engine.js';
import type { VerifyRow } from '../../../verify/types.js';
import { ECUC_MODULE } from '../../ecuc/index.js';
import { osSnapshotFromOil } from '../generate/source-input.js';
import { OS_MODULE } from '../module.js';

/** A goil message (pattern) and the code reporting the same fault here. */
export interface GoilFault {
  pattern: RegExp;
  code: string;
}

/** goil's messages → our codes. The first matching row counts. */
export const GOIL_FAULTS: readonly GoilFault[] = [
  { pattern: /OS285 - It is impossible to increment a hardware counter/, code: 'OS0037' },
  { pattern: /An alarm can't set an Event to a basic task/, code: 'OS0010' },
  { pattern: /An action can't set an Event to a basic task/, code: 'OS0011' },
  { pattern: /OS445 - An application should have at least one Task OR ISR2/, code: 'OS0028' },
  { pattern: /doesn't belong to the same application of alarm/, code: 'OS0029' },
  { pattern: /doesn't belong to the same application of schedule table/, code: 'OS0030' },
  { pattern: /OS401 - no EXPIRY_POINT found/, code: 'OS0038' },
  { pattern: /OS407 - no ACTION found/, code: 'OS0039' },
  // goil's second line of OS442 names the first offset.
  { pattern: /OS442 - OFFSET Redefinition|^was defined here/, code: 'OS0040' },
  { pattern: /OS443 - OFFSET of first expiry point/, code: 'OS0041' },
  { pattern: /OS408 - Delay between expiry point/, code: 'OS0041' },
  { pattern: /OS444 - Final delay/, code: 'OS0042' },
  { pattern: /OS427 - Final delay can be equal to 0 only for single-shot/, code: 'OS0042' },
  { pattern: /OS438 - An explicit schedule table shall have a precision/, code: 'OS0043' },
  { pattern: /OS429 - An IMPLICIT schedule table should have a duration/, code: 'OS0044' },
  { pattern: /A synchronized schedule table shall be repeating/, code: 'OS0045' },
  { pattern: /OS430 - An IMPLICIT schedule table should be started in Absolute mode/, code: 'OS0045' },
  { pattern: /OS431 - An EXPLICIT schedule table shouldn't have a duration greater/, code: 'OS0045' },
  { pattern: /PRECISION attribute is missing/, code: 'OS0045' },
  // goil's template then reads the missing PRECISION of an explicit table: the same fault.
  { pattern: /PRECISION has a wrong datatype/, code: 'OS0045' },
  { pattern: /OS436 - In .*MaxRetard/, code: 'OS0046' },
  { pattern: /OS437 - In .*MaxAdvance/, code: 'OS0046' },
  { pattern: /OS349 - .* autostart's offset is greater than MAXALLOWEDVALUE/, code: 'OS0047' },
  { pattern: /OS332 - .* autostart's offset is equal to 0/, code: 'OS0047' },
  {
    pattern: /OS276 - .* autostart's offset is greater than MAXALLOWEDVALUE .* minus the Initial Offset/,
    code: 'OS0047',
  },
  { pattern: /event .* MASK conflicts|with MASK of event/, code: 'OS0013' },
  { pattern: /Event .* uses more than 32 bits/, code: 'OS0014' },
  { pattern: /Event .* uses more than one bit/, code: 'OS0015' },
  // Faults the generic checks report: a mandatory value or reference missing.
  { pattern: /OS404 - OFFSET is missing/, code: 'E_0001' },
  { pattern: /OS409 - Counter is not defined/, code: 'E_0003' },
  // Faults of the OIL text itself, reported by the OIL reader.
  { pattern: /attribute already defined|^Was previously define here/, code: 'OIL_DUPLICATE_ATTRIBUTE' },
];

/** The code reporting the fault of a goil message, or undefined when no row matches it. */
export function goilFaultCode(message: string): string | undefined {
  return GOIL_FAULTS.find((fault) => fault.pattern.test(message))?.code;
}

/** One finding about an OIL file, located in it (or in a file it includes). */
export interface OilFileFinding {
  /** The OIL reader, the Os import, or the verification of the imported Os containers. */
  stage: 'read' | 'import' | 'verify';
  severity: Severity;
  code: string;
  message: string;
  file: string;
  line: number;
  col: number;
  /** Short-name path of the container concerned (verification rows). */
  path?: string;
}

const fromDiagnostic = (stage: 'read' | 'import', d: Diagnostic): OilFileFinding => ({
  stage,
  severity: d.severity,
  code: d.code,
  message: d.message,
  file: d.file,
  line: d.line,
  col: d.col,
});

/**
 * What we say about an OIL file read with `readOil`: the reader's findings, then (when it gave a
 * model) the Os import's and the verification's of the Os and EcuC containers the import makes
 * (`osSnapshotFromOil`), each row at the position of its container or of the closest located
 * ancestor, else of the CPU block. Notes (`info`) are left out.
 */
export function oilFileFindings(read: ReadResult<OilFile>, language: Language = 'en_us'): OilFileFinding[] {
  const findings = read.diagnostics
    .filter((d) => d.severity !== 'info')
    .map((d) => fromDiagnostic('read', d));
  const model = read.model;
  if (!model?.application) return findings;
  const imported = osSnapshotFromOil(model);
  findings.push(
    ...imported.diagnostics.filter((d) => d.severity !== 'info').map((d) => fromDiagnostic('import', d)),
  );
  const parentOf = new Map(imported.snapshot.containers.map((c) => [c.id, c.parentId]));
  const fallback = model.application.position;
  const positionOf = (row: VerifyRow) => {
    let id: string | null | undefined = row.containerId;
    while (id) {
      const position = imported.sourceMap.get(id);
      if (position) return position;
      id = parentOf.get(id);
    }
    return fallback;
  };
  const result = verifyProject(imported.snapshot, [OS_MODULE, ECUC_MODULE], { language });
  const rows = [
    ...result.errList.map((row) => ({ row, severity: 'error' as const })),
    ...result.warningList.map((row) => ({ row, severity: 'warning' as const })),
  ];
  for (const { row, severity } of rows) {
    const at = positionOf(row);
    findings.push({
      stage: 'verify',
      severity,
      code: row.code,
      message: row.message,
      file: at.file,
      line: at.line,
      col: at.col,
      path: row.path,
    });
  }
  return findings;
}
