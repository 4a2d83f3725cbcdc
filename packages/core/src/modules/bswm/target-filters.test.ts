import { describe, expect, it } from 'vitest';
import { referenceTargetContext, targetFilterOf } from '../../ecuc/reference-targets.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { ARBITRATION, MODE_CONTROL, addActionList, addNamed, refer, setListItems } from './bswm-fixture.js';
import { BSWM_PATHS } from './definition.js';

/** Short names of the `destinations` containers a picker of `reference` offers the holder at `holderPath`. */
function offered(
  fixture: ProjectFixture,
  holderPath: string,
  reference: string,
  destinations: string[],
): string[] {
  const snapshot = fixture.snapshot();
  const filter = targetFilterOf(fixture.definitions, reference);
  expect(filter, reference).toBeDefined();
  const context = referenceTargetContext(snapshot, fixture.definitions, fixture.get(holderPath));
  return snapshot.containers
    .filter((c) => destinations.includes(c.definitionPath) && filter!(c, context))
    .map((c) => c.shortName)
    .sort();
}

describe('BswM reference pickers', () => {
  it('offer as operands the conditions and the expressions that do not contain the expression', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    const cond = addNamed(fixture, ARBITRATION, 'BswMModeCondition', 'Cond');
    const a = addNamed(fixture, ARBITRATION, 'BswMLogicalExpression', 'ExprA');
    const b = addNamed(fixture, ARBITRATION, 'BswMLogicalExpression', 'ExprB');
    addNamed(fixture, ARBITRATION, 'BswMLogicalExpression', 'ExprC');
    refer(fixture, `${ARBITRATION}/ExprB`, { BswMArgumentRef: [a.id, cond.id] });
    refer(fixture, `${ARBITRATION}/ExprC`, { BswMArgumentRef: [b.id] });
    // ExprA is inside ExprB and ExprC: neither may become its operand, nor itself.
    expect(
      offered(fixture, `${ARBITRATION}/ExprA`, `${BSWM_PATHS.logicalExpression}/BswMArgumentRef`, [
        BSWM_PATHS.logicalExpression,
        BSWM_PATHS.modeCondition,
      ]),
    ).toEqual(['Cond']);
  });

  it('offer an item the actions, and the lists and rules that do not lead back to its list', () => {
    // ListB runs ListA, RuleR's true list is ListA: only the action and ListC are safe for an item of ListA.
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    addNamed(fixture, MODE_CONTROL, 'BswMAction', 'Act');
    const a = addActionList(fixture, 'ListA', []);
    addActionList(fixture, 'ListB', [a.id]);
    addActionList(fixture, 'ListC', []);
    addNamed(fixture, ARBITRATION, 'BswMRule', 'RuleR');
    refer(fixture, `${ARBITRATION}/RuleR`, { BswMRuleTrueActionList: [a.id] });
    setListItems(fixture, 'ListA', ['']);
    expect(
      offered(
        fixture,
        `${MODE_CONTROL}/ListA/ListA_Item0`,
        `${BSWM_PATHS.actionListItem}/BswMActionListItemRef`,
        [BSWM_PATHS.action, BSWM_PATHS.actionList, BSWM_PATHS.rule],
      ),
    ).toEqual(['Act', 'ListC']);
  });
});
