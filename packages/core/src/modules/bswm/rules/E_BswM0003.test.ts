import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { ARBITRATION, addNamed, refer } from '../bswm-fixture.js';
import { E_BswM0003 } from './E_BswM0003.js';

describe('E_BswM0003 operands and operator of a logical expression', () => {
  const EXPR = `${ARBITRATION}/ExprA`;
  const cases: [string, string | undefined, number, string[]][] = [
    ['AND of two conditions', 'BSWM_AND', 2, []],
    ['a single condition without operator', undefined, 1, []],
    ['NOT of one condition', 'BSWM_NOT', 1, []],
    ['NAND of one condition negates it', 'BSWM_NAND', 1, []],
    ['no operand', 'BSWM_OR', 0, [`${EXPR} BswMArgumentRef`]],
    ['NOT of two conditions', 'BSWM_NOT', 2, [`${EXPR} BswMLogicalOperator`]],
    ['two conditions without operator', undefined, 2, [`${EXPR} BswMLogicalOperator`]],
  ];
  for (const [name, operator, operands, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const conditions = [0, 1].map((i) => addNamed(fixture, ARBITRATION, 'BswMModeCondition', `Cond${i}`));
      addNamed(fixture, ARBITRATION, 'BswMLogicalExpression', 'ExprA');
      fixture.set(EXPR, { BswMLogicalOperator: operator });
      refer(fixture, EXPR, { BswMArgumentRef: conditions.slice(0, operands).map((c) => c.id) });
      expect(ruleRows(fixture, E_BswM0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
