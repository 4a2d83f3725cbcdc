import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { ENTITY, internalGraph } from '../graph-fixture.js';
import { WDGM_REFS } from '../definition.js';
import { E_WdgM0006 } from './E_WdgM0006.js';

const SE0 = `${ENTITY}_0`;
const SE1 = `${ENTITY}_1`;

describe('E_WdgM0006 internal graphs on their own checkpoints', () => {
  /** Edits of entity 1's graph, given entity 0's checkpoint ids [a0, a1] and entity 1's [b0, b1]. */
  const cases: [string, (fixture: ProjectFixture, a: string[], b: string[]) => void, string[]][] = [
    ['own checkpoints', () => undefined, []],
    [
      'initial checkpoint of another entity',
      (fixture, a) => fixture.set(SE1, {}, { [WDGM_REFS.internalInitial]: [a[0] ?? ''] }),
      [`${SE1} ${WDGM_REFS.internalInitial}`],
    ],
    [
      'final checkpoint of another entity',
      (fixture, a, b) => fixture.set(SE1, {}, { [WDGM_REFS.internalFinal]: [b[1] ?? '', a[1] ?? ''] }),
      [`${SE1} ${WDGM_REFS.internalFinal}`],
    ],
    [
      'transition into another entity',
      (fixture, a) =>
        fixture.set(`${SE1}/WdgMInternalTransition_0`, {}, { [WDGM_REFS.internalDest]: [a[0] ?? ''] }),
      [`${SE1}/WdgMInternalTransition_0 ${WDGM_REFS.internalDest}`],
    ],
    [
      'transition out of another entity',
      (fixture, a) =>
        fixture.set(`${SE1}/WdgMInternalTransition_0`, {}, { [WDGM_REFS.internalSource]: [a[1] ?? ''] }),
      [`${SE1}/WdgMInternalTransition_0 ${WDGM_REFS.internalSource}`],
    ],
  ];
  for (const [name, edit, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const spec = { checkpoints: 2, transitions: [[0, 1]] as const, initial: [0], final: [1] };
      const a = internalGraph(fixture, 0, spec);
      const b = internalGraph(fixture, 1, spec);
      expect(fixture.get(SE0).id).not.toBe(fixture.get(SE1).id);
      edit(fixture, a, b);
      expect(ruleRows(fixture, E_WdgM0006, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
