import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addDid, dcmFixture, DSP } from '../dcm-fixture.js';
import { E_Dcm0001 } from './E_Dcm0001.js';

describe('E_Dcm0001 unique DID identifiers', () => {
  const cases: [string, number[], string[]][] = [
    ['distinct identifiers', [0xf190, 0xf18c, 0x0100], []],
    ['third repeats the first', [0xf190, 0xf18c, 0xf190], [`${DSP}/DcmDspDid_2 DcmDspDidIdentifier`]],
    ['no DID', [], []],
  ];
  for (const [name, identifiers, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      for (const identifier of identifiers) addDid(fixture, identifier);
      expect(ruleRows(fixture, E_Dcm0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
