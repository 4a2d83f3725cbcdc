import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_Com0001 } from './W_Com0001.js';

const CONFIG = '/Com/ComConfig';

describe('W_Com0001 a signal in no I-PDU', () => {
  const cases: [string, { signals: number[]; groups: number[] }, string[]][] = [
    ['all in the I-PDU', { signals: [0, 1], groups: [0] }, []],
    ['one signal left out', { signals: [0], groups: [0] }, [`${CONFIG}/ComSignal_1`]],
    [
      'nothing in the I-PDU',
      { signals: [], groups: [] },
      [`${CONFIG}/ComSignal_0`, `${CONFIG}/ComSignal_1`, `${CONFIG}/ComSignalGroup_0`],
    ],
  ];
  for (const [name, claim, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const signals = [fixture.add(CONFIG, 'ComSignal').id, fixture.add(CONFIG, 'ComSignal').id];
      const groups = [fixture.add(CONFIG, 'ComSignalGroup').id];
      fixture.add(CONFIG, 'ComIPdu');
      fixture.set(
        `${CONFIG}/ComIPdu_0`,
        {},
        {
          ComIPduSignalRef: claim.signals.map((i) => signals[i] ?? ''),
          ComIPduSignalGroupRef: claim.groups.map((i) => groups[i] ?? ''),
        },
      );
      expect(ruleRows(fixture, W_Com0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('says nothing without signals', () => {
    expect(ruleRows(new ProjectFixture(MODULE_DEFINITIONS), W_Com0001, MODULE_DEFINITIONS)).toEqual([]);
  });
});
