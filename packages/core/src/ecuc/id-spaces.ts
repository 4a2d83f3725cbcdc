/**
 * Id spaces of a module instance: integer parameters whose initial values (`initial: { unique: true, space }`)
 * are unique over the whole instance rather than among siblings — CanTp's N-SDU ids over all channels, its
 * received N-PDU ids over data and flow-control N-PDUs. A new container starts with the smallest value no
 * container of the instance holds in any parameter of its space.
 */
import { integerOf, type SiblingValues } from './default-values.js';
import { indexModuleDef } from './definition-index.js';
import type { ModuleDef } from './types.js';

/** One parameter of an id space on a container definition. */
export interface IdSpaceParam {
  param: string;
  space: string;
}

const spaceParamsCache = new WeakMap<ModuleDef, ReadonlyMap<string, readonly IdSpaceParam[]>>();

/** The id-space parameters of a module, by container definition path (empty for most modules). */
export function idSpaceParams(module: ModuleDef): ReadonlyMap<string, readonly IdSpaceParam[]> {
  const cached = spaceParamsCache.get(module);
  if (cached) return cached;
  const byPath = new Map<string, IdSpaceParam[]>();
  for (const [path, info] of indexModuleDef(module).containers) {
    for (const param of info.parameters) {
      if (param.kind !== 'integer' || typeof param.initial !== 'object' || param.initial.space === undefined)
        continue;
      const list = byPath.get(path) ?? [];
      list.push({ param: param.name, space: param.initial.space });
      byPath.set(path, list);
    }
  }
  spaceParamsCache.set(module, byPath);
  return byPath;
}

/** Whether adding a container at `definitionPath` (with its mandatory descendants) may need the id spaces. */
export function needsIdSpaces(module: ModuleDef, definitionPath: string): boolean {
  for (const path of idSpaceParams(module).keys())
    if (path === definitionPath || path.startsWith(`${definitionPath}/`)) return true;
  return false;
}

/** The values held in each id space of a module instance, as containers are noted. */
export class IdSpaces {
  private readonly held = new Map<string, Set<bigint>>();
  private readonly params: ReadonlyMap<string, readonly IdSpaceParam[]>;

  constructor(module: ModuleDef, containers: Iterable<SiblingValues> = []) {
    this.params = idSpaceParams(module);
    for (const container of containers) this.note(container);
  }

  /** Records the id-space values of a container of the instance. */
  note(container: SiblingValues): void {
    for (const { param, space } of this.params.get(container.definitionPath) ?? []) {
      const value = container.values[param];
      const parsed = typeof value === 'string' ? integerOf(value) : undefined;
      if (parsed === undefined) continue;
      let set = this.held.get(space);
      if (!set) {
        set = new Set();
        this.held.set(space, set);
      }
      set.add(parsed);
    }
  }

  /** The values held in a space. */
  readonly heldIn = (space: string): ReadonlySet<bigint> => this.held.get(space) ?? new Set();
}
