/**
 * Every fault goil (Trampoline's OIL compiler) reports for its AUTOSAR negative tests is one of
 * our codes: the OS checks, a generic check, or a syntax error of the OIL reader; and each of those
 * tests is refused here too, by codes of its faults. Reads goil's tests and expected outputs from
 * the corpus in place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readOil } from '../../../formats/oil/index.js';
import { verifyProject } from '../../../verify/engine.js';
import { ECUC_MODULE } from '../../ecuc/index.js';
import { osSnapshotFromOil } from '../generate/source-input.js';
import { OS_MODULE } from '../module.js';
import { osCheckTable } from './index.js';

const GOIL_TESTS = new URL('../../../../../../../shared/corpus/oil/trampoline/tests/GOIL/', import.meta.url);

/** goil message pattern → the code that reports the same fault. */
const COVERAGE: [RegExp, string][] = [
  [/OS285 - It is impossible to increment a hardware counter/, 'OS0037'],
  [/An alarm can't set an Event to a basic task/, 'OS0010'],
  [/An action can't set an Event to a basic task/, 'OS0011'],
  [/OS445 - An application should have at least one Task OR ISR2/, 'OS0028'],
  [/doesn't belong to the same application of alarm/, 'OS0029'],
  [/doesn't belong to the same application of schedule table/, 'OS0030'],
  [/OS401 - no EXPIRY_POINT found/, 'OS0038'],
  [/OS407 - no ACTION found/, 'OS0039'],
  [/OS442 - OFFSET Redefinition/, 'OS0040'],
  [/OS443 - OFFSET of first expiry point/, 'OS0041'],
  [/OS408 - Delay between expiry point/, 'OS0041'],
  [/OS444 - Final delay/, 'OS0042'],
  [/OS427 - Final delay can be equal to 0 only for single-shot/, 'OS0042'],
  [/OS438 - An explicit schedule table shall have a precision/, 'OS0043'],
  [/OS429 - An IMPLICIT schedule table should have a duration/, 'OS0044'],
  [/A synchronized schedule table shall be repeating/, 'OS0045'],
  [/OS430 - An IMPLICIT schedule table should be started in Absolute mode/, 'OS0045'],
  [/OS431 - An EXPLICIT schedule table shouldn't have a duration greater/, 'OS0045'],
  [/PRECISION attribute is missing/, 'OS0045'],
  [/OS436 - In .*MaxRetard/, 'OS0046'],
  [/OS437 - In .*MaxAdvance/, 'OS0046'],
  [/OS349 - .* autostart's offset is greater than MAXALLOWEDVALUE/, 'OS0047'],
  [/OS332 - .* autostart's offset is equal to 0/, 'OS0047'],
  [/OS276 - .* autostart's offset is greater than MAXALLOWEDVALUE .* minus the Initial Offset/, 'OS0047'],
  [/event .* MASK conflicts|with MASK of event/, 'OS0013'],
  [/Event .* uses more than 32 bits/, 'OS0014'],
  [/Event .* uses more than one bit/, 'OS0015'],
  // Faults the generic checks report: a mandatory value or reference missing.
  [/OS404 - OFFSET is missing/, 'E_0001'],
  [/OS409 - Counter is not defined/, 'E_0003'],
  // Faults of the OIL text itself, reported by the OIL reader.
  [/attribute already defined|Was previously define here|was defined here|has a wrong datatype/i, 'OIL'],
];

/** goil's expected messages of one test folder (errors only, or warnings too). */
function goilMessagesOf(folder: string, errorsOnly = false): string[] {
  const messages: string[] = [];
  for (const file of readdirSync(new URL(`${folder}/`, GOIL_TESTS))) {
    if (!file.endsWith('.goil-expected.txt')) continue;
    const text = readFileSync(new URL(`${folder}/${file}`, GOIL_TESTS), 'utf8');
    for (const line of text.split('\n')) {
      const match = /:\d+:\d+: (error|warning): (.*)$/.exec(line);
      if (match?.[2] && (!errorsOnly || match[1] === 'error')) messages.push(match[2]);
    }
  }
  return messages;
}

function goilMessages(): string[] {
  return readdirSync(GOIL_TESTS).flatMap((folder) => goilMessagesOf(folder));
}

/**
 * The error codes the verification gives the import of a goil test. (Most of them state
 * `STATUS = STANDARD` where their IMPLEMENTATION part allows only EXTENDED, which the OIL reader
 * already refuses, OIL_ENUM_VALUE; that is not the fault they test, so the reader is left out here.)
 */
function verificationErrorCodes(folder: string): string[] {
  const file = fileURLToPath(new URL(`${folder}/${folder}.oil`, GOIL_TESTS));
  const read = readOil(
    { file, bytes: readFileSync(file), includeDirs: [], fileSystem: { read: () => undefined } },
    { language: 'en_us' },
  );
  if (!read.model) return ['unreadable'];
  const { snapshot } = osSnapshotFromOil(read.model);
  const result = verifyProject(snapshot, [OS_MODULE, ECUC_MODULE], { language: 'en_us' });
  return [...new Set(result.errList.map((row) => row.code))].sort();
}

/**
 * What refuses each goil negative test here. goil_events_s1: a task with 32 events is OS0012 here,
 * where goil reports the 32nd event's mask beyond 32 bits.
 */
const REFUSED_BY: Record<string, string[]> = {
  goil_autosar_alarm_s1: ['OS0010', 'OS0037'],
  goil_autosar_app_s1: ['OS0028'],
  goil_autosar_app_s2: ['OS0029', 'OS0030'],
  goil_autosar_st_s1: ['E_0001', 'E_0003', 'OS0038', 'OS0039'],
  goil_autosar_st_s2: ['OS0041', 'OS0042'],
  goil_autosar_st_s3: ['OS0041', 'OS0042'],
  goil_autosar_st_s4: ['OS0047'],
  goil_autosar_st_s5: ['OS0011'],
  goil_autosar_sts_s1: ['OS0044', 'OS0045'],
  goil_autosar_sts_s2: ['OS0043', 'OS0045', 'OS0046'],
  goil_events_s1: ['OS0012', 'OS0013'],
};

describe('goil faults and our codes', () => {
  const messages = goilMessages();
  const codes = new Set(osCheckTable.map((r) => r.code));

  it('reads goil’s expected errors from the corpus', () => {
    expect(messages.length).toBeGreaterThan(50);
  });

  it('maps every goil error and warning to a code', () => {
    const unmapped = messages.filter((m) => !COVERAGE.some(([pattern]) => pattern.test(m)));
    expect(unmapped).toEqual([]);
  });

  it('maps to OS codes that exist, with the goil warning as a warning', () => {
    for (const [, code] of COVERAGE) if (code.startsWith('OS')) expect(codes.has(code), code).toBe(true);
    expect(osCheckTable.find((r) => r.code === 'OS0015')?.severity).toBe('warning');
  });
});

describe('goil negative tests', () => {
  it('lists every one', () => {
    expect(Object.keys(REFUSED_BY).sort()).toEqual(readdirSync(GOIL_TESTS).sort());
  });

  it.each(Object.entries(REFUSED_BY))('%s is refused for a fault goil reports', (folder, expected) => {
    expect(verificationErrorCodes(folder)).toEqual(expected);
    const goilCodes = goilMessagesOf(folder, true).flatMap((message) =>
      COVERAGE.filter(([pattern]) => pattern.test(message)).map(([, code]) => code),
    );
    expect(expected.filter((code) => goilCodes.includes(code))).not.toEqual([]);
  });
});
