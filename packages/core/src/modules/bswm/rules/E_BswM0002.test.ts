import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { verifyProject } from '../../../verify/engine.js';
import { ARBITRATION, MODE_CONTROL, addActionList, addNamed, refer, setListItems } from '../bswm-fixture.js';
import { E_BswM0002 } from './E_BswM0002.js';

describe('E_BswM0002 no action list contains itself', () => {
  /** Lists A, B, C and rule R (true list: the one named); each list's items name lists, `R` or the action. */
  const cases: [string, Record<string, string[]>, string | null, string[]][] = [
    ['nested without a cycle', { A: ['B', 'act'], B: ['C'], C: ['act'] }, null, []],
    [
      'a list names itself',
      { A: ['A'], B: [], C: [] },
      null,
      [`${MODE_CONTROL}/ListA/ListA_Item0 BswMActionListItemRef`],
    ],
    [
      'a cycle through three lists, reported once on its earliest list',
      { A: ['act', 'B'], B: ['C'], C: ['A'] },
      null,
      [`${MODE_CONTROL}/ListA/ListA_Item1 BswMActionListItemRef`],
    ],
    [
      'a cycle through a nested rule',
      { A: [], B: ['R'], C: [] },
      'B',
      [`${MODE_CONTROL}/ListB/ListB_Item0 BswMActionListItemRef`],
    ],
    [
      'two cycles through one list',
      { A: ['B', 'C'], B: ['A'], C: ['A'] },
      null,
      [
        `${MODE_CONTROL}/ListA/ListA_Item0 BswMActionListItemRef`,
        `${MODE_CONTROL}/ListA/ListA_Item1 BswMActionListItemRef`,
      ],
    ],
  ];
  const build = (lists: Record<string, string[]>, ruleList: string | null) => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const action = addNamed(fixture, MODE_CONTROL, 'BswMAction', 'Act');
    const rule = addNamed(fixture, ARBITRATION, 'BswMRule', 'RuleR');
    const ids: Record<string, string> = { act: action.id, R: rule.id };
    for (const name of Object.keys(lists)) ids[name] = addActionList(fixture, `List${name}`, []).id;
    for (const [name, targets] of Object.entries(lists))
      setListItems(
        fixture,
        `List${name}`,
        targets.map((t) => ids[t] ?? t),
      );
    if (ruleList) refer(fixture, `${ARBITRATION}/RuleR`, { BswMRuleTrueActionList: [ids[ruleList] ?? ''] });
    return fixture;
  };
  for (const [name, lists, ruleList, expected] of cases)
    it(name, () =>
      expect(ruleRows(build(lists, ruleList), E_BswM0002, MODULE_DEFINITIONS)).toEqual(expected),
    );

  it('names the cycle in order', () => {
    const fixture = build({ A: ['B'], B: ['R'], C: [] }, 'A');
    const rows = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' }).errList;
    expect(rows.filter((r) => r.code === 'E_BswM0002').map((r) => r.message)).toEqual([
      'An action list contains itself through nested lists: ListA → ListB → RuleR → ListA',
    ]);
  });
});
