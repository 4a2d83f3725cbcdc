import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addAt, dcmFixture, SECURITY, SESSION } from '../dcm-fixture.js';
import { E_Dcm0007 } from './E_Dcm0007.js';

describe('E_Dcm0007 unique session and security levels', () => {
  /** Session levels, security levels. */
  const cases: [string, number[], number[], string[]][] = [
    ['distinct', [1, 2, 3], [1, 3], []],
    ['same value in both kinds', [1], [1], []],
    ['session repeated', [1, 3, 3], [1], [`${SESSION}/DcmDspSessionRow_2 DcmDspSessionLevel`]],
    ['security repeated', [1], [1, 1], [`${SECURITY}/DcmDspSecurityRow_1 DcmDspSecurityLevel`]],
  ];
  for (const [name, sessions, security, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      for (const level of sessions)
        addAt(fixture, SESSION, 'DcmDspSessionRow', { DcmDspSessionLevel: String(level) });
      for (const level of security)
        addAt(fixture, SECURITY, 'DcmDspSecurityRow', { DcmDspSecurityLevel: String(level) });
      expect(ruleRows(fixture, E_Dcm0007, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
