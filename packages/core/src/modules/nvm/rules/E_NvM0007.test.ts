import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_NvM0007 } from './E_NvM0007.js';

const BLOCK = '/NvM/NvMBlockDescriptor_0';

describe('E_NvM0007 write verification size', () => {
  const cases: [string, Record<string, string | boolean>, string[]][] = [
    ['off', { NvMWriteVerification: false }, []],
    ['on without size', { NvMWriteVerification: true }, [`${BLOCK} NvMWriteVerificationDataSize`]],
    [
      'size within length',
      { NvMWriteVerification: true, NvMWriteVerificationDataSize: '8', NvMNvBlockLength: '8' },
      [],
    ],
    [
      'size above length',
      { NvMWriteVerification: true, NvMWriteVerificationDataSize: '9', NvMNvBlockLength: '8' },
      [`${BLOCK} NvMWriteVerificationDataSize`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set(BLOCK, values);
      expect(ruleRows(fixture, E_NvM0007, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
