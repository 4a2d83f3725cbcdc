import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addAt, dcmFixture, SESSION } from '../dcm-fixture.js';
import { E_Dcm0004 } from './E_Dcm0004.js';

describe('E_Dcm0004 P2*Server not shorter than P2Server', () => {
  /** [P2ServerMax, P2StarServerMax] per session row. */
  const cases: [string, [string, string][], string[]][] = [
    ['longer', [['0.05', '5']], []],
    ['equal', [['0.05', '0.05']], []],
    [
      'second row shorter',
      [
        ['0.05', '5'],
        ['0.05', '0.01'],
      ],
      [`${SESSION}/DcmDspSessionRow_1 DcmDspSessionP2StarServerMax`],
    ],
  ];
  for (const [name, rows, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      rows.forEach(([p2, p2Star], index) =>
        addAt(fixture, SESSION, 'DcmDspSessionRow', {
          DcmDspSessionLevel: String(index + 1),
          DcmDspSessionP2ServerMax: p2,
          DcmDspSessionP2StarServerMax: p2Star,
        }),
      );
      expect(ruleRows(fixture, E_Dcm0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
