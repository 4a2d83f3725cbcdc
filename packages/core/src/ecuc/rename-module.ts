/**
 * A module definition moved under another module name: a vendor definition (BSWMD) read as
 * `AcmeSensorCdd` configures the catalogue module `CDD`. Definition paths become `/CDD/...`
 * (references inside the module and UI hints follow); `autosarPath` keeps where the vendor put it, so
 * that values written against the vendor's paths still import and exports refer to them.
 */
import type { ContainerDef, ModuleDef, ModuleUi, ReferenceDef } from './types.js';

/** A definition path of the module `from` moved under the module `to`; other paths stay. */
function movedPath(path: string, from: string, to: string): string {
  if (path === `/${from}`) return `/${to}`;
  return path.startsWith(`/${from}/`) ? `/${to}${path.slice(from.length + 1)}` : path;
}

function movedReference(reference: ReferenceDef, from: string, to: string): ReferenceDef {
  switch (reference.kind) {
    case 'reference':
    case 'symbolicNameReference':
      return { ...reference, destination: movedPath(reference.destination, from, to) };
    case 'choiceReference':
      return { ...reference, destinations: reference.destinations.map((d) => movedPath(d, from, to)) };
    default:
      return reference;
  }
}

function movedContainer(container: ContainerDef, from: string, to: string): ContainerDef {
  return {
    ...container,
    ...(container.references
      ? { references: container.references.map((r) => movedReference(r, from, to)) }
      : {}),
    ...(container.subContainers
      ? { subContainers: container.subContainers.map((c) => movedContainer(c, from, to)) }
      : {}),
    ...(container.choices ? { choices: container.choices.map((c) => movedContainer(c, from, to)) } : {}),
  };
}

/**
 * A vendor definition given the catalogue module's name and id, so that its definition paths are
 * `/<module>/...` (references inside the module and UI hints follow).
 */
export function moduleDefUnderName(
  definition: ModuleDef,
  ui: ModuleUi,
  target: { name: string; moduleId: number; instanceBased?: boolean },
): { definition: ModuleDef; ui: ModuleUi } {
  const from = definition.name;
  const to = target.name;
  return {
    definition: {
      ...definition,
      name: to,
      moduleId: target.moduleId,
      autosarPath: definition.autosarPath ?? `/AUTOSAR/EcucDefs/${from}`,
      ...(target.instanceBased ? { instanceBased: true } : {}),
      containers: definition.containers.map((c) => movedContainer(c, from, to)),
    },
    ui: Object.fromEntries(Object.entries(ui).map(([path, hint]) => [movedPath(path, from, to), hint])),
  };
}
