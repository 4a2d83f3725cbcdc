import { describe, expect, it } from 'vitest';
import type { ContainerValue } from '../../../ecuc/store-types.js';
import { verifyProject } from '../../../verify/engine.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { at, CONFIG_SET, demProject, link } from '../dem-fixture.js';
import { E_Dem0010 } from './E_Dem0010.js';

const REF = 'DemImmediateChildComponentRef';

/** Components 0..n-1 with their children by index. */
function components(children: readonly (readonly number[])[]) {
  const fixture = demProject();
  const added: ContainerValue[] = children.map(() => fixture.add(CONFIG_SET, 'DemComponent'));
  children.forEach((of, index) => {
    if (of.length > 0)
      link(fixture, at(CONFIG_SET, added[index]!), { [REF]: of.map((child) => added[child]!) });
  });
  return fixture;
}

describe('E_Dem0010 component dependencies have no cycle', () => {
  const cases: [string, number[][], string[]][] = [
    ['a tree', [[1, 2], [3], [], []], []],
    ['a shared child (a DAG)', [[1, 2], [3], [3], []], []],
    ['no dependency', [[], []], []],
    ['a component its own child', [[0]], [`${CONFIG_SET}/DemComponent_0 ${REF}`]],
    ['three in a ring', [[1], [2], [0]], [`${CONFIG_SET}/DemComponent_2 ${REF}`]],
    [
      'two separate rings',
      [[1], [0], [3], [2]],
      [`${CONFIG_SET}/DemComponent_1 ${REF}`, `${CONFIG_SET}/DemComponent_3 ${REF}`],
    ],
  ];
  for (const [name, children, expected] of cases) {
    it(name, () => {
      expect(ruleRows(components(children), E_Dem0010, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }

  it('names the ring in its message', () => {
    const rows = verifyProject(components([[1], [2], [0]]).snapshot(), MODULE_DEFINITIONS, {
      language: 'en_us',
    }).errList.filter((row) => row.code === 'E_Dem0010');
    expect(rows.map((row) => row.message)).toEqual([
      'A component depends on itself through its child components: DemComponent_0 → DemComponent_1 → DemComponent_2 → DemComponent_0',
    ]);
  });
});
