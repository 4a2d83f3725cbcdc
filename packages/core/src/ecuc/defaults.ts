import { indexModuleDef, isMultiValued } from './definition-index.js';
import { nextUniqueName } from './naming.js';
import type { ContainerValue, ParamValue } from './store-types.js';
import type { ContainerDef, ModuleDef, ParamDef } from './types.js';

/** The value a parameter takes when nothing is stored, or undefined when it has no default. */
export function defaultValueOf(param: ParamDef): ParamValue | undefined {
  if (param.default === undefined) return undefined;
  if (param.kind === 'boolean') return param.default;
  return isMultiValued(param) ? [param.default] : param.default;
}

/** Values of a new container: every mandatory parameter that has a default gets it. */
export function defaultValuesFor(def: ContainerDef): Record<string, ParamValue> {
  const values: Record<string, ParamValue> = {};
  for (const param of def.parameters ?? []) {
    if (param.lower < 1) continue;
    const value = defaultValueOf(param);
    if (value !== undefined) values[param.name] = value;
  }
  return values;
}

export interface NewContainerOptions {
  module: string;
  instanceId: number;
  parentId: string | null;
  /** Short names of the siblings already there (for a unique name). */
  siblingNames?: Iterable<string>;
  position?: number;
  newId?: () => string;
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A new container following `def`, with default values and, below it, its own mandatory
 * sub-containers (a mandatory choice container gets its first choice). A container that may
 * occur once is named after its definition; the others get the next unique numbered name.
 * Returns the container first, then its descendants.
 */
export function newContainerWithDefaults(
  def: ContainerDef,
  definitionPath: string,
  options: NewContainerOptions,
): ContainerValue[] {
  const newId = options.newId ?? randomId;
  const shortName = def.upper === 1 ? def.name : nextUniqueName(def.name, options.siblingNames ?? []);
  const container: ContainerValue = {
    id: newId(),
    module: options.module,
    instanceId: options.instanceId,
    definitionPath,
    parentId: options.parentId,
    shortName,
    position: options.position ?? 0,
    values: defaultValuesFor(def),
    references: {},
    version: 1,
  };
  const out: ContainerValue[] = [container];
  const childDefs = def.choices ? def.choices.slice(0, def.lower >= 1 ? 1 : 0) : (def.subContainers ?? []);
  let position = 0;
  for (const child of childDefs) {
    const count = def.choices ? 1 : child.lower;
    const names: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const created = newContainerWithDefaults(child, `${definitionPath}/${child.name}`, {
        module: options.module,
        instanceId: options.instanceId,
        parentId: container.id,
        siblingNames: names,
        position,
        newId,
      });
      position += 1;
      if (created[0]) names.push(created[0].shortName);
      out.push(...created);
    }
  }
  return out;
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
  const out: ContainerValue[] = [];
  let position = 0;
  for (const def of module.containers) {
    const names: string[] = [];
    for (let i = 0; i < def.lower; i += 1) {
      const created = newContainerWithDefaults(def, `${index.path}/${def.name}`, {
        module: module.name,
        instanceId: options.instanceId ?? 0,
        parentId: null,
        siblingNames: names,
        position,
        ...(options.newId ? { newId: options.newId } : {}),
      });
      position += 1;
      if (created[0]) names.push(created[0].shortName);
      out.push(...created);
    }
  }
  return out;
}
