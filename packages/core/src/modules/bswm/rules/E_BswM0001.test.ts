import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { ARBITRATION, addActionList, addNamed, refer } from '../bswm-fixture.js';
import { E_BswM0001 } from './E_BswM0001.js';

describe('E_BswM0001 a rule names an action list', () => {
  const cases: [string, { true?: boolean; false?: boolean }, string[]][] = [
    ['true and false lists', { true: true, false: true }, []],
    ['a true list only', { true: true }, []],
    ['a false list only', { false: true }, []],
    ['neither', {}, [`${ARBITRATION}/RuleA BswMRuleTrueActionList`]],
  ];
  for (const [name, lists, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const list = addActionList(fixture, 'ListA', []);
      addNamed(fixture, ARBITRATION, 'BswMRule', 'RuleA');
      refer(fixture, `${ARBITRATION}/RuleA`, {
        ...(lists.true ? { BswMRuleTrueActionList: [list.id] } : {}),
        ...(lists.false ? { BswMRuleFalseActionList: [list.id] } : {}),
      });
      expect(ruleRows(fixture, E_BswM0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
