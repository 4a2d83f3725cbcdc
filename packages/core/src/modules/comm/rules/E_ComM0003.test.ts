import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_ComM0003 } from './E_ComM0003.js';

const CHANNEL = '/ComM/ComMConfigSet/ComMChannel_0';

describe('E_ComM0003 PNC NM requests only on CAN, Ethernet and FlexRay channels', () => {
  const cases: [string, string, boolean, string[]][] = [
    ['CAN, requested', 'COMM_BUS_TYPE_CAN', true, []],
    ['Ethernet, requested', 'COMM_BUS_TYPE_ETH', true, []],
    ['LIN, not requested', 'COMM_BUS_TYPE_LIN', false, []],
    ['LIN, requested', 'COMM_BUS_TYPE_LIN', true, [`${CHANNEL}/ComMNetworkManagement ComMPncNmRequest`]],
    [
      'internal, requested',
      'COMM_BUS_TYPE_INTERNAL',
      true,
      [`${CHANNEL}/ComMNetworkManagement ComMPncNmRequest`],
    ],
  ];
  for (const [name, bus, request, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/ComM/ComMConfigSet', 'ComMChannel', { ComMBusType: bus });
      fixture.set(`${CHANNEL}/ComMNetworkManagement`, { ComMPncNmRequest: request });
      expect(ruleRows(fixture, E_ComM0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
