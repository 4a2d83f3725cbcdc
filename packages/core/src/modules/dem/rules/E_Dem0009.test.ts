import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { GENERAL, PRIMARY, at, demProject, dtcWithAttributes, link } from '../dem-fixture.js';
import { ENTRY_FIXED_BYTES } from '../memory-size.js';
import { E_Dem0009 } from './E_Dem0009.js';

const NVM_BLOCK = '/NvM/NvMBlockDescriptor_0';
const ENTRIES = 8;

/** The primary memory on one Dem block → the project's NvM block of `length` bytes. */
function primaryOnBlock(fixture: ProjectFixture, length: string, withNvm = true): void {
  fixture.set(NVM_BLOCK, { NvMNvBlockLength: length });
  const block = at(GENERAL, fixture.add(GENERAL, 'DemNvRamBlockId'));
  if (withNvm) link(fixture, block, { DemNvRamBlockIdRef: [fixture.get(NVM_BLOCK)] });
  link(fixture, PRIMARY, { DemMemoryNvRamBlockIdRef: [fixture.get(block)] });
}

/** A DTC stored in the primary memory with an extended data record of one 4-byte internal element. */
function extendedData(fixture: ProjectFixture): void {
  const element = at(GENERAL, fixture.add(GENERAL, 'DemDataElementClass'));
  fixture.add(element, 'DemInternalDataElementClass', { DemDataElementDataSize: '4' });
  const record = at(GENERAL, fixture.add(GENERAL, 'DemExtendedDataRecordClass'));
  link(fixture, record, { DemDataElementClassRef: [fixture.get(element)] });
  const data = at(GENERAL, fixture.add(GENERAL, 'DemExtendedDataClass'));
  link(fixture, data, { DemExtendedDataRecordClassRef: [fixture.get(record)] });
  const { attributes } = dtcWithAttributes(fixture, '0x010203');
  link(fixture, `/Dem/DemConfigSet/${attributes.shortName}`, {
    DemExtendedDataClassRef: [fixture.get(data)],
  });
}

describe('E_Dem0009 the NvM blocks of a Dem memory exist and are long enough', () => {
  const fixed = String(ENTRIES * ENTRY_FIXED_BYTES);
  const withRecord = ENTRIES * (ENTRY_FIXED_BYTES + 1 + 4);
  const cases: [string, (f: ProjectFixture) => void, string[]][] = [
    ['a memory without blocks', () => undefined, []],
    ['a block just long enough', (f) => primaryOnBlock(f, fixed), []],
    [
      'a block one byte short',
      (f) => primaryOnBlock(f, String(Number(fixed) - 1)),
      [`${PRIMARY} DemMemoryNvRamBlockIdRef`],
    ],
    [
      'a Dem block without NvM block',
      (f) => primaryOnBlock(f, fixed, false),
      [`${PRIMARY} DemMemoryNvRamBlockIdRef`],
    ],
    [
      'extended data makes the entries longer',
      (f) => {
        extendedData(f);
        primaryOnBlock(f, fixed);
      },
      [`${PRIMARY} DemMemoryNvRamBlockIdRef`],
    ],
    [
      'a block long enough for the extended data',
      (f) => {
        extendedData(f);
        primaryOnBlock(f, String(withRecord));
      },
      [],
    ],
  ];
  for (const [name, build, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      build(fixture);
      expect(ruleRows(fixture, E_Dem0009, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names the block and both lengths', () => {
    const fixture = demProject();
    primaryOnBlock(fixture, '20');
    const rows = ruleRows(fixture, E_Dem0009, MODULE_DEFINITIONS);
    expect(rows).toHaveLength(1);
    const messages = verifyMessages(fixture);
    expect(messages).toEqual([
      `The NvM blocks NvMBlockDescriptor_0 hold 20 bytes, less than the ${fixed} bytes the memory needs`,
    ]);
  });
});

function verifyMessages(fixture: ProjectFixture): string[] {
  return verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' })
    .errList.filter((row) => row.code === 'E_Dem0009')
    .map((row) => row.message);
}
