import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { ARBITRATION, MODE_CONTROL, addActionList, addNamed, choose, refer } from './bswm-fixture.js';
import { bswmRuleTableOfSnapshot } from './rule-table.js';

/** A mode port with a source, a condition on it comparing with `mode`; answers the condition's id. */
function condition(
  fixture: ProjectFixture,
  port: string,
  source: string,
  name: string,
  mode: string,
  type = 'BSWM_EQUALS',
) {
  const portValue = addNamed(fixture, ARBITRATION, 'BswMModeRequestPort', port);
  choose(fixture, `${ARBITRATION}/${port}`, 'BswMModeRequestSource', source);
  const cond = addNamed(fixture, ARBITRATION, 'BswMModeCondition', name, { BswMConditionType: type });
  refer(fixture, `${ARBITRATION}/${name}`, { BswMConditionMode: [portValue.id] });
  const value = choose(fixture, `${ARBITRATION}/${name}`, 'BswMConditionValue', 'BswMBswMode');
  fixture.replace(value, (v) => ({ ...v, values: { BswMBswRequestedMode: mode } }));
  return cond.id;
}

function expression(fixture: ProjectFixture, name: string, operator: string | undefined, args: string[]) {
  const expr = addNamed(fixture, ARBITRATION, 'BswMLogicalExpression', name);
  fixture.set(`${ARBITRATION}/${name}`, { BswMLogicalOperator: operator }, { BswMArgumentRef: args });
  return expr.id;
}

function action(fixture: ProjectFixture, name: string, kind: string) {
  const a = addNamed(fixture, MODE_CONTROL, 'BswMAction', name);
  choose(fixture, `${MODE_CONTROL}/${name}`, 'BswMAvailableActions', kind);
  return a.id;
}

describe('bswmRuleTable', () => {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const comm = condition(
    fixture,
    'ComM_Channel0',
    'BswMComMIndication',
    'Ch0Full',
    'COMM_FULL_COMMUNICATION',
  );
  const ecum = condition(fixture, 'EcuM_State', 'BswMEcuMIndication', 'EcuMRun', 'RUN');
  const nvm = condition(
    fixture,
    'NvM_Job',
    'BswMNvMJobModeIndication',
    'NvMPending',
    'NVM_REQ_PENDING',
    'BSWM_EQUALS_NOT',
  );
  const running = expression(fixture, 'Running', 'BSWM_AND', [comm, ecum]);
  const notRunning = expression(fixture, 'NotRunning', 'BSWM_NOT', [running]);
  expression(fixture, 'Either', 'BSWM_OR', [notRunning, nvm]);
  const either = fixture.get(`${ARBITRATION}/Either`).id;
  const fullCom = action(fixture, 'RequestFullCom', 'BswMComMModeSwitch');
  const callout = action(fixture, 'Notify', 'BswMUserCallout');
  const nested = addActionList(fixture, 'NotifyList', [callout]);
  const onTrue = addActionList(fixture, 'OnRunning', [fullCom, nested.id]);
  const onFalse = addActionList(fixture, 'OnStopped', [callout]);
  addNamed(fixture, ARBITRATION, 'BswMRule', 'RuleRunning');
  refer(fixture, `${ARBITRATION}/RuleRunning`, {
    BswMRuleExpressionRef: [running],
    BswMRuleTrueActionList: [onTrue.id],
    BswMRuleFalseActionList: [onFalse.id],
  });
  addNamed(fixture, ARBITRATION, 'BswMRule', 'RuleEither');
  refer(fixture, `${ARBITRATION}/RuleEither`, { BswMRuleExpressionRef: [either] });
  // Item indexes put the nested list first although it was added second.
  fixture.set(`${MODE_CONTROL}/OnRunning/OnRunning_Item0`, { BswMActionListItemIndex: '1' });
  fixture.set(`${MODE_CONTROL}/OnRunning/OnRunning_Item1`, { BswMActionListItemIndex: '0' });

  const table = bswmRuleTableOfSnapshot(fixture.snapshot(), MODULE_DEFINITIONS);

  it('writes each rule expression as text', () => {
    expect(table.map((row) => [row.rule, row.expression])).toEqual([
      ['RuleRunning', '(ComM_Channel0 == COMM_FULL_COMMUNICATION) AND (EcuM_State == RUN)'],
      [
        'RuleEither',
        'NOT ((ComM_Channel0 == COMM_FULL_COMMUNICATION) AND (EcuM_State == RUN)) OR (NvM_Job != NVM_REQ_PENDING)',
      ],
    ]);
  });

  it('lists the true and false lists with their items inline, by index', () => {
    const [running] = table;
    expect(running?.trueList?.name).toBe('OnRunning');
    expect(running?.trueList?.items.map((i) => [i.index, i.target, i.kind, i.actionKind])).toEqual([
      [0, 'NotifyList', 'actionList', undefined],
      [1, 'RequestFullCom', 'action', 'BswMComMModeSwitch'],
    ]);
    expect(running?.falseList?.items.map((i) => [i.target, i.kind, i.actionKind])).toEqual([
      ['Notify', 'action', 'BswMUserCallout'],
    ]);
    expect(table[1]?.trueList).toBeUndefined();
    expect(table[1]?.falseList).toBeUndefined();
  });
});
