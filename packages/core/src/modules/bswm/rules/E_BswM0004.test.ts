import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { verifyProject } from '../../../verify/engine.js';
import { ruleRows } from '../../rule-harness.js';
import { ARBITRATION, addNamed, refer } from '../bswm-fixture.js';
import { E_BswM0004 } from './E_BswM0004.js';

describe('E_BswM0004 no logical expression contains itself', () => {
  /** Expressions A, B, C and their operands: other expressions or the condition `cond`. */
  const build = (operands: Record<string, string[]>) => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const ids: Record<string, string> = {
      cond: addNamed(fixture, ARBITRATION, 'BswMModeCondition', 'Cond').id,
    };
    for (const name of Object.keys(operands))
      ids[name] = addNamed(fixture, ARBITRATION, 'BswMLogicalExpression', `Expr${name}`, {
        BswMLogicalOperator: 'BSWM_AND',
      }).id;
    for (const [name, args] of Object.entries(operands))
      refer(fixture, `${ARBITRATION}/Expr${name}`, { BswMArgumentRef: args.map((a) => ids[a] ?? a) });
    return fixture;
  };
  const cases: [string, Record<string, string[]>, string[]][] = [
    ['nested without a cycle', { A: ['B', 'cond'], B: ['C', 'cond'], C: ['cond'] }, []],
    [
      'an expression is its own operand',
      { A: ['A', 'cond'], B: ['cond'] },
      [`${ARBITRATION}/ExprA BswMArgumentRef`],
    ],
    [
      'a cycle through three, reported once',
      { A: ['cond'], B: ['C'], C: ['D'], D: ['B'] },
      [`${ARBITRATION}/ExprB BswMArgumentRef`],
    ],
  ];
  for (const [name, operands, expected] of cases)
    it(name, () => expect(ruleRows(build(operands), E_BswM0004, MODULE_DEFINITIONS)).toEqual(expected));

  it('names the cycle in order', () => {
    const rows = verifyProject(build({ A: ['B'], B: ['C'], C: ['A'] }).snapshot(), MODULE_DEFINITIONS, {
      language: 'en_us',
    }).errList;
    expect(rows.filter((r) => r.code === 'E_BswM0004').map((r) => r.message)).toEqual([
      'A logical expression contains itself through nested expressions: ExprA → ExprB → ExprC → ExprA',
    ]);
  });
});
