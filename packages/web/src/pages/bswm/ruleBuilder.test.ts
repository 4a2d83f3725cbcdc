import { describe, expect, it } from 'vitest';
import { BSWM_PATHS } from '@ecuc/core/modules';
import { ARBITRATION, bswmProject, setItems } from './bswmFixture.js';
import {
  arbitrationOf,
  checkRuleDraft,
  cycleIfAdded,
  itemAddBody,
  itemTargets,
  nextItemIndex,
  ruleAddBody,
  ruleChoices,
  siblingNames,
} from './ruleBuilder.js';

describe('rule choices and item targets', () => {
  it('offers the expressions and lists for a rule, and actions, lists and rules for an item', () => {
    const { fixture } = bswmProject();
    fixture.add(ARBITRATION, 'BswMRule');
    const snapshot = fixture.snapshot();
    const choices = ruleChoices(snapshot);
    expect(choices.expressions.map((c) => c.name)).toEqual(['Running']);
    expect(choices.lists.map((c) => c.name)).toEqual(['ListA', 'ListB']);
    expect(itemTargets(snapshot).map((t) => [t.name, t.kind])).toEqual([
      ['CanSM_Start', 'action'],
      ['Notify', 'action'],
      ['ListA', 'actionList'],
      ['ListB', 'actionList'],
      ['BswMRule_0', 'rule'],
    ]);
    expect(arbitrationOf(snapshot)?.definitionPath).toBe(BSWM_PATHS.arbitration);
  });
});

describe('nextItemIndex', () => {
  it('is one above the highest index, 0 for an empty list', () => {
    const { fixture, listA, start, stop } = bswmProject();
    expect(nextItemIndex(fixture.snapshot(), listA)).toBe(1);
    setItems(fixture, 'ListA', [start, stop, start]);
    expect(nextItemIndex(fixture.snapshot(), listA)).toBe(3);
    setItems(fixture, 'ListA', []);
    expect(nextItemIndex(fixture.snapshot(), listA)).toBe(0);
  });
});

describe('cycleIfAdded', () => {
  it('names the cycle an item would close, through lists and rules', () => {
    const { fixture, listA, listB, start } = bswmProject();
    expect(cycleIfAdded(fixture.snapshot(), listA, listB)).toBeNull();
    expect(cycleIfAdded(fixture.snapshot(), listA, start)).toBeNull();
    expect(cycleIfAdded(fixture.snapshot(), listA, listA)).toEqual(['ListA', 'ListA']);
    setItems(fixture, 'ListB', [listA]);
    expect(cycleIfAdded(fixture.snapshot(), listA, listB)).toEqual(['ListA', 'ListB', 'ListA']);
    // Through a rule whose false list is A.
    const rule = fixture.add(ARBITRATION, 'BswMRule');
    fixture.set(`${ARBITRATION}/${rule.shortName}`, {}, { BswMRuleFalseActionList: [listA] });
    setItems(fixture, 'ListB', []);
    expect(cycleIfAdded(fixture.snapshot(), listA, rule.id)).toEqual(['ListA', 'BswMRule_0', 'ListA']);
  });
});

describe('checkRuleDraft', () => {
  const draft = { name: 'RuleRun', expressionId: 'e', trueListId: 'a', falseListId: undefined };

  it('accepts a named rule with an expression and one list', () => {
    expect(checkRuleDraft(draft, ['Other'])).toEqual({});
  });

  it('refuses a missing, bad or taken name, a missing expression and no list', () => {
    expect(checkRuleDraft({ ...draft, name: '' }, []).name?.key).toBe('validator.required');
    expect(checkRuleDraft({ ...draft, name: '1Rule' }, []).name).toBeDefined();
    expect(checkRuleDraft(draft, ['RuleRun']).name).toBeDefined();
    expect(checkRuleDraft({ ...draft, expressionId: undefined }, []).expressionId?.key).toBe(
      'bswm.add.expressionRequired',
    );
    expect(checkRuleDraft({ ...draft, trueListId: undefined }, []).lists?.key).toBe('bswm.add.listRequired');
  });
});

describe('call bodies', () => {
  it('creates a rule under the arbitration with its references', () => {
    expect(
      ruleAddBody({ name: ' RuleRun ', expressionId: 'e', trueListId: undefined, falseListId: 'b' }, 'arb'),
    ).toEqual({
      definitionPath: BSWM_PATHS.rule,
      parentId: 'arb',
      instanceId: 0,
      shortName: 'RuleRun',
      references: { BswMRuleExpressionRef: ['e'], BswMRuleFalseActionList: ['b'] },
    });
  });

  it('appends an item with its index and target', () => {
    expect(itemAddBody('list', 'target', 2)).toEqual({
      definitionPath: BSWM_PATHS.actionListItem,
      parentId: 'list',
      instanceId: 0,
      values: { BswMActionListItemIndex: '2' },
      references: { BswMActionListItemRef: ['target'] },
    });
  });

  it('lists the names beside a new rule', () => {
    const { fixture } = bswmProject();
    const arbitration = arbitrationOf(fixture.snapshot())!;
    expect(siblingNames(fixture.snapshot(), arbitration.id)).toEqual(['EcuMState', 'IsRun', 'Running']);
  });
});
