import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, type ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CONFIG_SET, demProject, dtcWithAttributes, event, link } from '../dem-fixture.js';
import { E_Dem0006 } from './E_Dem0006.js';

const EVENT = `${CONFIG_SET}/DemEventParameter_0`;

describe('E_Dem0006 events name an operation cycle, their DTC attributes a memory', () => {
  const cases: [string, (f: ProjectFixture) => void, string[]][] = [
    ['no event', () => undefined, []],
    ['an event without DTC on a cycle', (f) => void event(f), []],
    ['an event with a stored DTC', (f) => void event(f, { dtc: dtcWithAttributes(f, '0x010203').dtc }), []],
    [
      'an event without cycle',
      (f) => {
        event(f);
        link(f, EVENT, { DemOperationCycleRef: [] });
      },
      [`${EVENT} DemOperationCycleRef`],
    ],
    [
      'a DTC without attributes',
      (f) => void event(f, { dtc: f.add(CONFIG_SET, 'DemDTC', { DemDtcValue: '1' }) }),
      [`${EVENT} DemDTCRef`],
    ],
    [
      'attributes without memory destination',
      (f) => {
        const { dtc, attributes } = dtcWithAttributes(f, '0x010203');
        link(f, `${CONFIG_SET}/${attributes.shortName}`, { DemMemoryDestinationRef: [] });
        event(f, { dtc });
      },
      [`${EVENT} DemDTCRef`],
    ],
  ];
  for (const [name, build, expected] of cases) {
    it(name, () => {
      const fixture = demProject();
      build(fixture);
      expect(ruleRows(fixture, E_Dem0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
