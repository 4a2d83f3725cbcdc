import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_EcuM0002 } from './E_EcuM0002.js';

const COMMON = '/EcuM/EcuMConfiguration/EcuMCommonConfiguration';
const SOURCE = `${COMMON}/EcuMWakeupSource_0`;

/** What each sleep mode's mask names: the fresh wakeup source, the mode itself, a lost id. */
type Target = 'source' | 'itself' | 'lost';

describe("E_EcuM0002 a sleep mode's wakeup mask names a wakeup source", () => {
  const cases: [string, Target[][], string[]][] = [
    ['no sleep mode', [], []],
    ['a mode waking on the source', [['source']], []],
    ['a mode with an empty mask', [[]], [`${COMMON}/EcuMSleepMode_0 EcuMWakeupSourceMask`]],
    ['a mask whose source is gone', [['lost']], [`${COMMON}/EcuMSleepMode_0 EcuMWakeupSourceMask`]],
    ['a mask naming no wakeup source', [['itself']], [`${COMMON}/EcuMSleepMode_0 EcuMWakeupSourceMask`]],
    ['one real source is enough', [['lost', 'source']], []],
    ['the second of two modes', [['source'], []], [`${COMMON}/EcuMSleepMode_1 EcuMWakeupSourceMask`]],
  ];
  for (const [name, masks, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const source = fixture.get(SOURCE).id;
      for (const mask of masks) {
        const mode = fixture.add(COMMON, 'EcuMSleepMode');
        const ids = mask.map((target) =>
          target === 'source' ? source : target === 'itself' ? mode.id : 'lost-id',
        );
        fixture.replace(mode, (c) => ({ ...c, references: { ...c.references, EcuMWakeupSourceMask: ids } }));
      }
      expect(ruleRows(fixture, E_EcuM0002, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
