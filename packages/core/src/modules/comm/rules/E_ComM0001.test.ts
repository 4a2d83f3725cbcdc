import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_ComM0001 } from './E_ComM0001.js';

const SET = '/ComM/ComMConfigSet';

describe('E_ComM0001 a PNC only on CAN, Ethernet and FlexRay channels', () => {
  const cases: [string, string[], string[]][] = [
    ['no channel (the reference check says so)', [], []],
    ['a CAN channel', ['COMM_BUS_TYPE_CAN'], []],
    ['Ethernet and FlexRay channels', ['COMM_BUS_TYPE_ETH', 'COMM_BUS_TYPE_FR'], []],
    ['a LIN channel', ['COMM_BUS_TYPE_LIN'], [`${SET}/ComMPnc_0 ComMChannelPerPnc`]],
    [
      'a CAN and an internal channel',
      ['COMM_BUS_TYPE_CAN', 'COMM_BUS_TYPE_INTERNAL'],
      [`${SET}/ComMPnc_0 ComMChannelPerPnc`],
    ],
  ];
  for (const [name, buses, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const channels = buses.map((bus) => fixture.add(SET, 'ComMChannel', { ComMBusType: bus }).id);
      fixture.add(SET, 'ComMPnc');
      fixture.set(`${SET}/ComMPnc_0`, {}, { ComMChannelPerPnc: channels });
      expect(ruleRows(fixture, E_ComM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
