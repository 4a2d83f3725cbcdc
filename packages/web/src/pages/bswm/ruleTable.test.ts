import { describe, expect, it } from 'vitest';
import { BSWM_MODULE } from '@ecuc/core/modules';
import { createProjectVerifier, type VerifyRow } from '@ecuc/core/verify';
import { ARBITRATION, bswmProject, setItems } from './bswmFixture.js';
import { itemText, ruleViews } from './ruleTable.js';

function withRule() {
  const project = bswmProject();
  const { fixture } = project;
  const rule = fixture.add(ARBITRATION, 'BswMRule');
  fixture.set(
    `${ARBITRATION}/${rule.shortName}`,
    {},
    {
      BswMRuleExpressionRef: [project.expression],
      BswMRuleTrueActionList: [project.listA],
      BswMRuleFalseActionList: [project.listB],
    },
  );
  return { ...project, rule: fixture.get(`${ARBITRATION}/${rule.shortName}`) };
}

describe('ruleViews', () => {
  it('joins each rule with its containers: expression text, lists and items with their ids', () => {
    const { fixture, rule, listA, listB } = withRule();
    const [view] = ruleViews(fixture.snapshot(), [BSWM_MODULE], []);
    expect(view?.id).toBe(rule.id);
    expect(view?.name).toBe(rule.shortName);
    expect(view?.expression).toBe('(EcuMState == RUN)');
    expect(view?.expressionName).toBe('Running');
    expect(view?.trueList?.id).toBe(listA);
    expect(view?.trueList?.items.map((i) => [i.index, i.target, i.kind, i.actionKind])).toEqual([
      [0, 'CanSM_Start', 'action', 'BswMComMModeSwitch'],
    ]);
    expect(view?.falseList?.id).toBe(listB);
    const item = view?.falseList?.items[0];
    expect(fixture.containers.find((c) => c.id === item?.id)?.shortName).toBe('ListB_Item0');
  });

  it('counts the findings of the rule, its lists and their items only', () => {
    const { fixture, rule, listA, expression } = withRule();
    const itemId = fixture.containers.find((c) => c.shortName === 'ListA_Item0')!.id;
    const row = (containerId: string): VerifyRow => ({
      type: 'error',
      code: 'E_X',
      message: 'm',
      path: '/BswM',
      containerId,
    });
    const [view] = ruleViews(
      fixture.snapshot(),
      [BSWM_MODULE],
      [
        row(rule.id),
        row(listA),
        row(itemId),
        row(expression),
        { type: 'warning', code: 'W', message: '', path: '' },
      ],
    );
    expect(view?.findings).toHaveLength(3);
  });

  it('shows the nested-list cycle that verification names on both lists', () => {
    const { fixture, listA, listB, start, stop } = withRule();
    setItems(fixture, 'ListA', [start, listB]);
    setItems(fixture, 'ListB', [stop, listA]);
    const snapshot = fixture.snapshot();
    const result = createProjectVerifier([BSWM_MODULE], { language: 'en_us' }).verify(snapshot);
    const cycles = result.errList.filter((r) => r.code === 'E_BswM0002');
    expect(cycles.map((r) => r.message)).toEqual([
      'An action list contains itself through nested lists: ListA → ListB → ListA',
    ]);
    const [view] = ruleViews(snapshot, [BSWM_MODULE], result.errList);
    expect(view?.findings.map((f) => f.code)).toContain('E_BswM0002');
    expect(view?.trueList?.items.map((i) => i.findings.length)).toEqual([0, 1]);
    expect(view?.trueList?.items.map((i) => [i.target, i.kind])).toEqual([
      ['CanSM_Start', 'action'],
      ['ListB', 'actionList'],
    ]);
  });

  it('is empty without the BswM definition, and a rule without lists has none', () => {
    const { fixture } = bswmProject();
    expect(ruleViews(fixture.snapshot(), [], [])).toEqual([]);
    fixture.add(ARBITRATION, 'BswMRule');
    const [view] = ruleViews(fixture.snapshot(), [BSWM_MODULE], []);
    expect(view?.expression).toBe('?');
    expect(view?.trueList).toBeUndefined();
    expect(view?.falseList).toBeUndefined();
  });
});

describe('itemText', () => {
  it('reads index · target (kind)', () => {
    const item = {
      id: 'i',
      name: 'I',
      index: 1,
      target: 'CanSM_Start',
      kind: 'action' as const,
      actionKind: 'BswMComMModeSwitch',
      findings: [],
    };
    expect(itemText(item, 'ComM mode switch')).toBe('1 · CanSM_Start (ComM mode switch)');
    expect(itemText({ ...item, index: undefined, target: '' }, 'x')).toBe('– · ? (x)');
  });
});
