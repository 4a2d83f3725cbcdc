import { ContainerBuilder } from './container-builder.js';
import { indexModuleDef } from './definition-index.js';
import { IdSpaces } from './id-spaces.js';
import type { ContainerValue } from './store-types.js';
import type { SiblingValues } from './default-values.js';
import type { ContainerDef, ModuleDef } from './types.js';

export { defaultValueOf, defaultValuesFor, type SiblingValues } from './default-values.js';
export { IdSpaces, idSpaceParams, needsIdSpaces, type IdSpaceParam } from './id-spaces.js';

export interface NewContainerOptions {
  module: string;
  instanceId: number;
  parentId: string | null;
  /** Short names of the siblings already there (for a unique name). */
  siblingNames?: Iterable<string>;
  /** The siblings already there with their values (for unique initial values, e.g. the next free block id). */
  siblings?: readonly SiblingValues[];
  position?: number;
  newId?: () => string;
  /** The module instance's id spaces, when the new container (or a mandatory descendant) has id-space parameters. */
  idSpaces?: IdSpaces;
}

/**
 * A new container following `def`, with default values and, below it, its own mandatory
 * sub-containers (a mandatory choice container gets its first choice). A container that may
 * occur once is named after its definition; the others get the next unique numbered name.
 * Returns the container first, then its descendants. (`ContainerBuilder.addWithDefaults`.)
 */
export function newContainerWithDefaults(
  def: ContainerDef,
  definitionPath: string,
  options: NewContainerOptions,
): ContainerValue[] {
  const builder = new ContainerBuilder({
    module: options.module,
    instanceId: options.instanceId,
    ...(options.newId ? { newId: options.newId } : {}),
    ...(options.idSpaces ? { idSpaces: options.idSpaces } : {}),
  });
  builder.knowSiblings(
    { parentId: options.parentId },
    options.siblingNames ?? [],
    options.position ?? 0,
    options.siblings ?? [],
  );
  builder.addWithDefaults(def, definitionPath, { parentId: options.parentId });
  return builder.containers;
}

/**
 * What a freshly enabled module holds: its mandatory containers (lower multiplicity ≥ 1, as many as
 * the lower multiplicity asks), each with default values and mandatory sub-containers.
 */
export function defaultContainersFor(
  module: ModuleDef,
  options: { instanceId?: number; newId?: () => string } = {},
): ContainerValue[] {
  const index = indexModuleDef(module);
  const builder = new ContainerBuilder({
    module: module.name,
    instanceId: options.instanceId ?? 0,
    ...(options.newId ? { newId: options.newId } : {}),
    idSpaces: new IdSpaces(module),
  });
  for (const def of module.containers) {
    for (let i = 0; i < def.lower; i += 1) builder.addWithDefaults(def, `${index.path}/${def.name}`);
  }
  return builder.containers;
}
