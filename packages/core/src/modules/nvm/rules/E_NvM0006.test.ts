import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0006 } from './E_NvM0006.js';

const BLOCK = '/NvM/NvMBlockDescriptor_0';

describe('E_NvM0006 CRC options need the CRC', () => {
  const cases: [string, Record<string, string | boolean>, string[]][] = [
    ['CRC with type', { NvMBlockUseCrc: true, NvMBlockCrcType: 'NVM_CRC32' }, []],
    ['CRC without type', { NvMBlockUseCrc: true }, [`${BLOCK} NvMBlockCrcType`]],
    [
      'RAM CRC without CRC',
      { NvMBlockUseCrc: false, NvMCalcRamBlockCrc: true },
      [`${BLOCK} NvMCalcRamBlockCrc`],
    ],
    [
      'CRC comparison without CRC',
      { NvMBlockUseCRCCompMechanism: 'true' },
      [`${BLOCK} NvMBlockUseCRCCompMechanism`],
    ],
    [
      'everything on',
      {
        NvMBlockUseCrc: true,
        NvMBlockCrcType: 'NVM_CRC8',
        NvMCalcRamBlockCrc: true,
        NvMBlockUseCRCCompMechanism: true,
      },
      [],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(BLOCK, values);
      expect(ruleRows(fixture, E_NvM0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
