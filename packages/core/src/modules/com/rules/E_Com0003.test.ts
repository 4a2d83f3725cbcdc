import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Com0003 } from './E_Com0003.js';

const CONFIG = '/Com/ComConfig';

/** Two signals, two signal groups and one I-PDU per entry, each naming signals and groups by index. */
function ipdus(claims: { signals: number[]; groups: number[] }[]): ProjectFixture {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const signals = [fixture.add(CONFIG, 'ComSignal').id, fixture.add(CONFIG, 'ComSignal').id];
  const groups = [fixture.add(CONFIG, 'ComSignalGroup').id, fixture.add(CONFIG, 'ComSignalGroup').id];
  claims.forEach((claim, index) => {
    fixture.add(CONFIG, 'ComIPdu');
    fixture.set(
      `${CONFIG}/ComIPdu_${index}`,
      {},
      {
        ComIPduSignalRef: claim.signals.map((i) => signals[i] ?? ''),
        ComIPduSignalGroupRef: claim.groups.map((i) => groups[i] ?? ''),
      },
    );
  });
  return fixture;
}

describe('E_Com0003 a signal belongs to one I-PDU', () => {
  const cases: [string, { signals: number[]; groups: number[] }[], string[]][] = [
    [
      'each in its own I-PDU',
      [
        { signals: [0], groups: [0] },
        { signals: [1], groups: [1] },
      ],
      [],
    ],
    [
      'a signal in two I-PDUs',
      [
        { signals: [0, 1], groups: [] },
        { signals: [1], groups: [] },
      ],
      [`${CONFIG}/ComIPdu_1 ComIPduSignalRef`],
    ],
    [
      'a signal group in three I-PDUs',
      [
        { signals: [], groups: [0] },
        { signals: [], groups: [0] },
        { signals: [], groups: [0, 1] },
      ],
      [`${CONFIG}/ComIPdu_1 ComIPduSignalGroupRef`, `${CONFIG}/ComIPdu_2 ComIPduSignalGroupRef`],
    ],
  ];
  for (const [name, claims, expected] of cases) {
    it(name, () => {
      expect(ruleRows(ipdus(claims), E_Com0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
