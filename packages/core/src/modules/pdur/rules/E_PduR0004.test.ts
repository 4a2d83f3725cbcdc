import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_PduR0004 } from './E_PduR0004.js';
import { PATHS, routingFixture, type RouteSketch } from './routing-fixture.js';

describe('E_PduR0004 a route is configured once', () => {
  const cases: [string, RouteSketch[], string[]][] = [
    [
      'one source fanned out, another source to the same destination',
      [
        { source: 0, destinations: [1, 2] },
        { source: 3, destinations: [1] },
      ],
      [],
    ],
    [
      'the same route in two paths',
      [
        { source: 0, destinations: [1] },
        { source: 0, destinations: [2, 1] },
      ],
      [`${PATHS}/PduRRoutingPath_1/PduRDestPdu_1 PduRDestPduRef`],
    ],
    [
      'the same destination twice in one path',
      [{ source: 0, destinations: [1, 1] }],
      [`${PATHS}/PduRRoutingPath_0/PduRDestPdu_1 PduRDestPduRef`],
    ],
  ];
  for (const [name, routes, expected] of cases) {
    it(name, () => {
      const { fixture } = routingFixture(['8', '8', '8', '8'], routes);
      expect(ruleRows(fixture, E_PduR0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names both ends and the first destination', () => {
    const { fixture } = routingFixture(
      ['8', '8'],
      [
        { source: 0, destinations: [1] },
        { source: 0, destinations: [1] },
      ],
    );
    const rows = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList;
    expect(rows.filter((row) => row.code === 'E_PduR0004').map((row) => row.message)).toEqual([
      `The route from Pdu_0 to Pdu_1 is already configured by ${PATHS}/PduRRoutingPath_0/PduRDestPdu_0`,
    ]);
  });
});
