import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Can0004 } from './E_Can0004.js';

const SET = '/Can_0/CanConfigSet';
const object = (n: number) => `${SET}/CanHardwareObject_${n} CanObjectId`;

describe('E_Can0004 receive objects before transmit objects', () => {
  const cases: [string, [type: string, id: string][], string[]][] = [
    ['no hardware object', [], []],
    [
      'only transmit objects',
      [
        ['TRANSMIT', '0'],
        ['TRANSMIT', '1'],
      ],
      [],
    ],
    [
      'receive then transmit',
      [
        ['RECEIVE', '0'],
        ['RECEIVE', '1'],
        ['TRANSMIT', '2'],
      ],
      [],
    ],
    [
      'listed in another order, ids still in order',
      [
        ['TRANSMIT', '2'],
        ['RECEIVE', '0'],
        ['RECEIVE', '1'],
      ],
      [],
    ],
    [
      'a transmit id below a receive id',
      [
        ['RECEIVE', '0'],
        ['TRANSMIT', '1'],
        ['RECEIVE', '2'],
      ],
      [object(1)],
    ],
    [
      'a transmit id equal to a receive id',
      [
        ['RECEIVE', '4'],
        ['TRANSMIT', '4'],
      ],
      [object(1)],
    ],
  ];
  for (const [name, objects, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      for (const [type, id] of objects)
        fixture.add(SET, 'CanHardwareObject', { CanObjectType: type, CanObjectId: id });
      expect(ruleRows(fixture, E_Can0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
