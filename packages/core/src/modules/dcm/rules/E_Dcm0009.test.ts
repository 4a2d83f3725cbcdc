import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { addAt, dcmFixture, DSP } from '../dcm-fixture.js';
import { E_Dcm0009 } from './E_Dcm0009.js';

/** The OBD containers of the cases: definition, identifying parameter. */
const KINDS = {
  pid: ['DcmDspPid', 'DcmDspPidIdentifier'],
  infoType: ['DcmDspVehInfo', 'DcmDspVehInfoInfoType'],
  testId: ['DcmDspRequestControl', 'DcmDspRequestControlTestId'],
} as const;

describe('E_Dcm0009 unique OBD PIDs, INFOTYPEs and test ids', () => {
  const cases: [string, [keyof typeof KINDS, number][], string[]][] = [
    [
      'distinct PIDs, INFOTYPEs and test ids',
      [
        ['pid', 0x0c],
        ['pid', 0x0d],
        ['infoType', 0x02],
        ['testId', 1],
      ],
      [],
    ],
    [
      'one number in different services',
      [
        ['pid', 2],
        ['infoType', 2],
        ['testId', 2],
      ],
      [],
    ],
    [
      'a PID twice',
      [
        ['pid', 0x0c],
        ['pid', 0x0d],
        ['pid', 0x0c],
      ],
      [`${DSP}/DcmDspPid_2 DcmDspPidIdentifier`],
    ],
    [
      'an INFOTYPE twice',
      [
        ['infoType', 0x02],
        ['infoType', 0x02],
      ],
      [`${DSP}/DcmDspVehInfo_1 DcmDspVehInfoInfoType`],
    ],
    [
      'a test id twice',
      [
        ['testId', 5],
        ['testId', 5],
      ],
      [`${DSP}/DcmDspRequestControl_1 DcmDspRequestControlTestId`],
    ],
    ['nothing configured', [], []],
  ];
  for (const [name, entries, expected] of cases) {
    it(name, () => {
      const fixture = dcmFixture();
      for (const [kind, value] of entries) {
        const [definition, param] = KINDS[kind];
        addAt(fixture, DSP, definition, { [param]: String(value) });
      }
      expect(ruleRows(fixture, E_Dcm0009, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
