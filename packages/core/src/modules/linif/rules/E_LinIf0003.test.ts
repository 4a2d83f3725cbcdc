import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { LINIF_GLOBAL, linChannels } from '../lin-channel-fixture.js';
import { E_LinIf0003, linFrameMaxBitTimes } from './E_LinIf0003.js';

const TABLE = `${LINIF_GLOBAL}/LinIfChannel_0/LinIfScheduleTable_0`;

describe('E_LinIf0003 a slot lasts as long as its frame can take', () => {
  it('takes 1.4 × (34 + 10 × (n + 1)) bit times', () => {
    expect(linFrameMaxBitTimes(2)).toBeCloseTo(89.6, 9);
    expect(linFrameMaxBitTimes(8)).toBeCloseTo(173.6, 9);
  });

  // The fixture's slots: a 2-byte frame (4.67 ms at 19,200 bit/s) and a 4-byte frame (6.13 ms).
  const cases: [string, [string, Record<string, string>][], string[]][] = [
    ['10 ms slots', [], []],
    ['5 ms is enough for 2 bytes', [[`${TABLE}/LinIfEntry_0`, { LinIfDelay: '0.005' }]], []],
    [
      '5 ms is too short for 4 bytes',
      [[`${TABLE}/LinIfEntry_1`, { LinIfDelay: '0.005' }]],
      [`${TABLE}/LinIfEntry_1 LinIfDelay`],
    ],
    [
      'at 9,600 bit/s 8 ms is too short for 2 bytes, 10 ms for 4 bytes',
      [
        ['/Lin_0/LinGlobalConfig/LinChannel_0', { LinChannelBaudRate: '9600' }],
        [`${TABLE}/LinIfEntry_0`, { LinIfDelay: '0.008' }],
      ],
      [`${TABLE}/LinIfEntry_0 LinIfDelay`, `${TABLE}/LinIfEntry_1 LinIfDelay`],
    ],
    [
      'at 9,600 bit/s 13 ms slots',
      [
        ['/Lin_0/LinGlobalConfig/LinChannel_0', { LinChannelBaudRate: '9600' }],
        [`${TABLE}/LinIfEntry_0`, { LinIfDelay: '0.013' }],
        [`${TABLE}/LinIfEntry_1`, { LinIfDelay: '0.013' }],
      ],
      [],
    ],
  ];
  for (const [name, changes, expected] of cases)
    it(name, () => {
      const fixture = linChannels(MODULE_DEFINITIONS, 1);
      for (const [path, values] of changes) fixture.set(path, values);
      expect(ruleRows(fixture, E_LinIf0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
});
