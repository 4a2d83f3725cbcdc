/**
 * A small BswM project for the tests of this folder: a mode request port with a condition, a logical
 * expression, two actions and two action lists, built on core's ProjectFixture.
 */
import type { ContainerValue } from '@ecuc/core/ecuc';
import { BSWM_MODULE, ProjectFixture } from '@ecuc/core/modules';

export const ARBITRATION = '/BswM/BswMConfig/BswMArbitration';
export const MODE_CONTROL = '/BswM/BswMConfig/BswMModeControl';

/** Adds a container under `parent` named `name`. */
function named(fixture: ProjectFixture, parent: string, definition: string, name: string): ContainerValue {
  const added = fixture.add(parent, definition);
  return fixture.replace(added, (c) => ({ ...c, shortName: name }));
}

/** Chooses `option` of the choice container `choice` under `owner`. */
function choose(fixture: ProjectFixture, owner: string, choice: string, option: string): ContainerValue {
  const holder =
    fixture.containers.find((c) => c.parentId === fixture.get(owner).id && c.shortName === choice) ??
    fixture.add(owner, choice);
  for (const c of fixture.containers.filter((x) => x.parentId === holder.id))
    fixture.remove(`${owner}/${choice}/${c.shortName}`);
  return fixture.add(`${owner}/${choice}`, option);
}

export interface BswmProject {
  fixture: ProjectFixture;
  expression: string;
  start: string;
  stop: string;
  listA: string;
  listB: string;
}

/** Empties a list's items and gives it items naming `targets`, with indexes 0, 1, … */
export function setItems(fixture: ProjectFixture, list: string, targets: string[]): void {
  const path = `${MODE_CONTROL}/${list}`;
  for (const item of fixture.containers.filter((c) => c.parentId === fixture.get(path).id))
    fixture.remove(`${path}/${item.shortName}`);
  targets.forEach((target, index) => {
    const item = named(fixture, path, 'BswMActionListItem', `${list}_Item${index}`);
    fixture.set(
      `${path}/${item.shortName}`,
      { BswMActionListItemIndex: String(index) },
      {
        BswMActionListItemRef: [target],
      },
    );
  });
}

/** A port, a condition on it, an expression, actions Start (ComM mode switch) and Stop (user callout), lists A and B. */
export function bswmProject(): BswmProject {
  const fixture = new ProjectFixture([BSWM_MODULE]);
  const port = named(fixture, ARBITRATION, 'BswMModeRequestPort', 'EcuMState');
  choose(fixture, `${ARBITRATION}/EcuMState`, 'BswMModeRequestSource', 'BswMEcuMIndication');
  const condition = named(fixture, ARBITRATION, 'BswMModeCondition', 'IsRun');
  fixture.set(`${ARBITRATION}/IsRun`, {}, { BswMConditionMode: [port.id] });
  const value = choose(fixture, `${ARBITRATION}/IsRun`, 'BswMConditionValue', 'BswMBswMode');
  fixture.replace(value, (v) => ({ ...v, values: { BswMBswRequestedMode: 'RUN' } }));
  const expression = named(fixture, ARBITRATION, 'BswMLogicalExpression', 'Running');
  fixture.set(
    `${ARBITRATION}/Running`,
    { BswMLogicalOperator: 'BSWM_AND' },
    { BswMArgumentRef: [condition.id] },
  );
  const start = named(fixture, MODE_CONTROL, 'BswMAction', 'CanSM_Start');
  choose(fixture, `${MODE_CONTROL}/CanSM_Start`, 'BswMAvailableActions', 'BswMComMModeSwitch');
  const stop = named(fixture, MODE_CONTROL, 'BswMAction', 'Notify');
  choose(fixture, `${MODE_CONTROL}/Notify`, 'BswMAvailableActions', 'BswMUserCallout');
  named(fixture, MODE_CONTROL, 'BswMActionList', 'ListA');
  named(fixture, MODE_CONTROL, 'BswMActionList', 'ListB');
  setItems(fixture, 'ListA', [start.id]);
  setItems(fixture, 'ListB', [stop.id]);
  return {
    fixture,
    expression: expression.id,
    start: start.id,
    stop: stop.id,
    listA: fixture.get(`${MODE_CONTROL}/ListA`).id,
    listB: fixture.get(`${MODE_CONTROL}/ListB`).id,
  };
}
