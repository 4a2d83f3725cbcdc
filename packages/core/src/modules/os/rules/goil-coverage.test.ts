/**
 * Every fault goil (Trampoline's OIL compiler) reports for its AUTOSAR negative tests is one of
 * our codes (`GOIL_FAULTS`): the OS checks, a generic check, or the OIL reader's; and each of those
 * tests is refused here too, by codes of its faults. Reads goil's tests and expected outputs from
 * the corpus in place. The OIL corpus test holds each of goil's errors against our findings one by one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readOil } from '../../../formats/oil/index.js';
import { GOIL_FAULTS, goilFaultCode, oilFileFindings } from './goil-faults.js';
import { osCheckTable } from './index.js';

const GOIL_TESTS = new URL('../../../../../../../shared/corpus/oil/trampoline/tests/GOIL/', import.meta.url);

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

/** The error codes of reading a goil test, importing it into the Os and verifying the result. */
function errorCodes(folder: string): string[] {
  const file = fileURLToPath(new URL(`${folder}/${folder}.oil`, GOIL_TESTS));
  const read = readOil(
    { file, bytes: readFileSync(file), includeDirs: [], fileSystem: { read: () => undefined } },
    { language: 'en_us' },
  );
  if (!read.model) return ['unreadable'];
  const errors = oilFileFindings(read).filter((f) => f.severity === 'error');
  return [...new Set(errors.map((f) => f.code))].sort();
}

/**
 * What refuses each goil negative test here: the error codes of reading, importing and verifying it.
 * The reader refuses none of them (their `STATUS = STANDARD`, which their own IMPLEMENTATION part
 * leaves out, is the standard's value: a warning). goil_events_s1: a task with 32 events is OS0012
 * here, where goil reports the 32nd event's mask beyond 32 bits.
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
    const unmapped = messages.filter((m) => goilFaultCode(m) === undefined);
    expect(unmapped).toEqual([]);
  });

  it('maps to OS codes that exist, with the goil warning as a warning', () => {
    for (const { code } of GOIL_FAULTS) if (code.startsWith('OS')) expect(codes.has(code), code).toBe(true);
    expect(osCheckTable.find((r) => r.code === 'OS0015')?.severity).toBe('warning');
  });
});

describe('goil negative tests', () => {
  it('lists every one', () => {
    expect(Object.keys(REFUSED_BY).sort()).toEqual(readdirSync(GOIL_TESTS).sort());
  });

  it.each(Object.entries(REFUSED_BY))('%s is refused for a fault goil reports', (folder, expected) => {
    expect(errorCodes(folder)).toEqual(expected);
    const goilCodes = goilMessagesOf(folder, true).map(goilFaultCode);
    expect(expected.filter((code) => goilCodes.includes(code))).not.toEqual([]);
  });
});
