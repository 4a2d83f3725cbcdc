import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_ComM0002 } from './E_ComM0002.js';

const CHANNEL = '/ComM/ComMConfigSet/ComMChannel_0';

describe('E_ComM0002 a PNC gateway type only on CAN, Ethernet and FlexRay channels', () => {
  const cases: [string, string, string | undefined, string[]][] = [
    ['CAN, active gateway', 'COMM_BUS_TYPE_CAN', 'COMM_GATEWAY_TYPE_ACTIVE', []],
    ['FlexRay, passive gateway', 'COMM_BUS_TYPE_FR', 'COMM_GATEWAY_TYPE_PASSIVE', []],
    ['LIN, no gateway type', 'COMM_BUS_TYPE_LIN', undefined, []],
    ['LIN, gateway type NONE', 'COMM_BUS_TYPE_LIN', 'COMM_GATEWAY_TYPE_NONE', []],
    [
      'LIN, active gateway',
      'COMM_BUS_TYPE_LIN',
      'COMM_GATEWAY_TYPE_ACTIVE',
      [`${CHANNEL} ComMPncGatewayType`],
    ],
    [
      'CDD, passive gateway',
      'COMM_BUS_TYPE_CDD',
      'COMM_GATEWAY_TYPE_PASSIVE',
      [`${CHANNEL} ComMPncGatewayType`],
    ],
  ];
  for (const [name, bus, gateway, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.add('/ComM/ComMConfigSet', 'ComMChannel', {
        ComMBusType: bus,
        ...(gateway ? { ComMPncGatewayType: gateway } : {}),
      });
      expect(ruleRows(fixture, E_ComM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
