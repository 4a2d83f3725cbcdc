/**
 * BswM projects for rule and rule-table tests: arbitration and mode control containers added by name.
 */
import type { ContainerValue, ParamValue } from '../../ecuc/store-types.js';
import type { ProjectFixture } from '../project-fixture.js';

export const ARBITRATION = '/BswM/BswMConfig/BswMArbitration';
export const MODE_CONTROL = '/BswM/BswMConfig/BswMModeControl';

/** Adds a container under `parent` and gives it a short name; answers it (its path is `parent/name`). */
export function addNamed(
  fixture: ProjectFixture,
  parent: string,
  definition: string,
  name: string,
  values: Record<string, ParamValue> = {},
): ContainerValue {
  const added = fixture.add(parent, definition, values);
  return fixture.replace(added, (c) => ({ ...c, shortName: name }));
}

/** Sets references of the container at `path`. */
export function refer(fixture: ProjectFixture, path: string, references: Record<string, string[]>): void {
  fixture.set(path, {}, references);
}

/** Chooses an option of the choice container `choice` under `owner` (replacing any chosen one). */
export function choose(
  fixture: ProjectFixture,
  ownerPath: string,
  choice: string,
  option: string,
  values: Record<string, ParamValue> = {},
): ContainerValue {
  const owner = fixture.get(ownerPath);
  const holder =
    fixture.containers.find((c) => c.parentId === owner.id && c.shortName === choice) ??
    fixture.add(ownerPath, choice);
  for (const c of fixture.containers.filter((x) => x.parentId === holder.id))
    fixture.remove(`${ownerPath}/${choice}/${c.shortName}`);
  return fixture.add(`${ownerPath}/${choice}`, option, values);
}

/** An action list named `name` whose items name `targets` (container ids), in order. */
export function addActionList(fixture: ProjectFixture, name: string, targets: string[]): ContainerValue {
  addNamed(fixture, MODE_CONTROL, 'BswMActionList', name);
  setListItems(fixture, name, targets);
  return fixture.get(`${MODE_CONTROL}/${name}`);
}

/** Makes the items of action list `name` name `targets` (container ids), in order; items are `<name>_Item<i>`. */
export function setListItems(fixture: ProjectFixture, name: string, targets: string[]): void {
  const path = `${MODE_CONTROL}/${name}`;
  const list = fixture.get(path);
  const existing = fixture.containers.filter((c) => c.parentId === list.id);
  targets.forEach((target, index) => {
    const item = existing[index] ?? fixture.add(path, 'BswMActionListItem');
    const named = fixture.replace(item, (c) => ({ ...c, shortName: `${name}_Item${index}` }));
    refer(fixture, `${path}/${named.shortName}`, { BswMActionListItemRef: [target] });
  });
}
