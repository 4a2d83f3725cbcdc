import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_PduR0002 } from './E_PduR0002.js';
import { PATHS, routingFixture } from './routing-fixture.js';

const route = (i: number) => `${PATHS}/PduRRoutingPath_${i}`;

describe('E_PduR0002 unique PduR handle ids', () => {
  // [name, source handle id per path, destination handle ids per path, expected rows]
  const cases: [string, string[], string[][], string[]][] = [
    ['distinct ids', ['0', '1'], [['0'], ['1', '2']], []],
    ['same id for a source and a destination', ['0', '1'], [['1'], ['0']], []],
    ['two sources with one id', ['3', '3'], [['0'], ['1']], [`${route(1)}/PduRSrcPdu PduRSourcePduHandleId`]],
    [
      'two destinations of one path with one id',
      ['0', '1'],
      [['5', '5'], ['6']],
      [`${route(0)}/PduRDestPdu_1 PduRDestPduHandleId`],
    ],
    [
      'destinations of two paths with one id',
      ['0', '1'],
      [['7'], ['7']],
      [`${route(1)}/PduRDestPdu_0 PduRDestPduHandleId`],
    ],
    ['ids left empty', ['', ''], [[''], ['']], []],
  ];
  for (const [name, sources, destinations, expected] of cases) {
    it(name, () => {
      const { fixture } = routingFixture(
        ['8', '8', '8', '8'],
        destinations.map((ids, i) => ({ source: i, destinations: ids.map((_, d) => 2 + d) })),
      );
      sources.forEach((id, i) => {
        if (id !== '') fixture.set(`${route(i)}/PduRSrcPdu`, { PduRSourcePduHandleId: id });
      });
      destinations.forEach((ids, i) =>
        ids.forEach((id, d) => {
          if (id !== '') fixture.set(`${route(i)}/PduRDestPdu_${d}`, { PduRDestPduHandleId: id });
        }),
      );
      expect(ruleRows(fixture, E_PduR0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
