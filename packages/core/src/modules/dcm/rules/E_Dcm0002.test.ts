import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addAt, dcmFixture, DSP } from '../dcm-fixture.js';
import { E_Dcm0002 } from './E_Dcm0002.js';

describe('E_Dcm0002 unique routine identifiers', () => {
  const cases: [string, number[], string[]][] = [
    ['distinct identifiers', [0xff00, 0xff01], []],
    ['second repeats the first', [0x0203, 0x0203], [`${DSP}/DcmDspRoutine_1 DcmDspRoutineIdentifier`]],
    ['one routine', [0xff00], []],
  ];
  for (const [name, identifiers, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      for (const identifier of identifiers)
        addAt(fixture, DSP, 'DcmDspRoutine', { DcmDspRoutineIdentifier: String(identifier) });
      expect(ruleRows(fixture, E_Dcm0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
