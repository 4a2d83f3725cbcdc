import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_PduR0003 } from './E_PduR0003.js';
import { PATHS, routingFixture, type RouteSketch } from './routing-fixture.js';

describe('E_PduR0003 a routing path does not route a PDU to itself', () => {
  const cases: [string, RouteSketch[], string[]][] = [
    ['source to another PDU', [{ source: 0, destinations: [1, 2] }], []],
    [
      'second destination is the source',
      [{ source: 0, destinations: [1, 0] }],
      [`${PATHS}/PduRRoutingPath_0/PduRDestPdu_1 PduRDestPduRef`],
    ],
    [
      'only the path that loops',
      [
        { source: 0, destinations: [1] },
        { source: 2, destinations: [2] },
      ],
      [`${PATHS}/PduRRoutingPath_1/PduRDestPdu_0 PduRDestPduRef`],
    ],
  ];
  for (const [name, routes, expected] of cases) {
    it(name, () => {
      const { fixture } = routingFixture(['8', '8', '8'], routes);
      expect(ruleRows(fixture, E_PduR0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
