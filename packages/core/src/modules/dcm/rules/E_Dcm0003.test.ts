import { describe, expect, it } from 'vitest';
import type { ParamValue } from '../../../ecuc/store-types.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addAt, dcmFixture, SECURITY } from '../dcm-fixture.js';
import { E_Dcm0003 } from './E_Dcm0003.js';

const ROW = `${SECURITY}/DcmDspSecurityRow_0`;

describe('E_Dcm0003 security rows: delay attempts, seed and key sizes', () => {
  const cases: [string, Record<string, ParamValue>, string[]][] = [
    ['defaults', {}, []],
    ['delay below lock', { DcmDspSecurityNumAttDelay: '3', DcmDspSecurityNumAttLock: '5' }, []],
    ['delay equal to lock', { DcmDspSecurityNumAttDelay: '5', DcmDspSecurityNumAttLock: '5' }, []],
    [
      'delay above lock',
      { DcmDspSecurityNumAttDelay: '6', DcmDspSecurityNumAttLock: '5' },
      [`${ROW} DcmDspSecurityNumAttDelay`],
    ],
    ['seed size 0', { DcmDspSecuritySeedSize: '0' }, [`${ROW} DcmDspSecuritySeedSize`]],
    [
      'seed and key size 0',
      { DcmDspSecuritySeedSize: '0', DcmDspSecurityKeySize: '0' },
      [`${ROW} DcmDspSecuritySeedSize`, `${ROW} DcmDspSecurityKeySize`],
    ],
  ];
  for (const [name, values, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      addAt(fixture, SECURITY, 'DcmDspSecurityRow', values);
      expect(ruleRows(fixture, E_Dcm0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
