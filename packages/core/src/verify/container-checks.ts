/**
 * The generic checks of one container's own data against its definition: short name (E_0007),
 * definition known (E_0002), parameters (param-checks.ts), reference counts, targets and types
 * (E_0003, E_0004, E_0008, E_0009), stored data the definition does not know (W_0001).
 * Each result remembers what it depended on, so that a later run can reuse it.
 */
import {
  exceedsUpper,
  moduleOfPath,
  type ContainerDefInfo,
  type DefinitionSetIndex,
} from '../ecuc/definition-index.js';
import type { ContainerValue, ParamValue } from '../ecuc/store-types.js';
import { CONTAINER_REFERENCE_KINDS, referenceDestinations, type ReferenceDef } from '../ecuc/types.js';
import { runValidators } from '../validators/index.js';
import {
  C_NAME_VALIDATORS,
  compileParamCheck,
  upperText,
  type Emit,
  type ParamCheck,
} from './param-checks.js';
import { verifyRow, type GenericMessages } from './rows.js';
import type { VerifyRow } from './types.js';

/** Per-container definition checks, compiled once per container definition. */
interface CompiledContainer {
  info: ContainerDefInfo;
  paramChecks: readonly ParamCheck[];
  references: readonly { def: ReferenceDef; destinations: ReadonlySet<string> | null; expected: string }[];
}

/** The rows of one container and what they were computed from. */
export interface ContainerRows {
  /** The container object checked: the same object in an unchanged structure needs no comparison. */
  container: ContainerValue;
  version: number;
  shortName: string;
  definitionPath: string;
  values: Record<string, ParamValue>;
  references: Record<string, string[]>;
  path: string;
  rows: VerifyRow[];
  /** Reference targets checked: id, definition path and path seen at the time. */
  targetIds: string[];
  targetDefinitions: (string | undefined)[];
  targetPaths: (string | undefined)[];
}

/** Where a container's references point: the containers and paths of the project. */
export interface TargetLookup {
  readonly byId: ReadonlyMap<string, ContainerValue>;
  readonly paths: ReadonlyMap<string, string>;
}

const EMPTY_TARGETS: readonly string[] = [];

function sameRecord<V>(a: Record<string, V>, b: Record<string, V>): boolean {
  if (a === b) return true;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    const va = a[key];
    const vb = b[key];
    if (va === vb) continue;
    if (!Array.isArray(va) || !Array.isArray(vb) || va.length !== vb.length) return false;
    for (let i = 0; i < va.length; i += 1) if (va[i] !== vb[i]) return false;
  }
  return true;
}

export class ContainerChecks {
  private readonly compiled = new Map<string, CompiledContainer>();

  constructor(
    private readonly definitions: DefinitionSetIndex,
    private readonly messages: GenericMessages,
  ) {}

  /**
   * Whether rows computed earlier still hold: the container's version, short name, definition, path,
   * values and references are the same, and its reference targets have the same definitions and paths.
   */
  reusable(cached: ContainerRows, container: ContainerValue, path: string, lookup: TargetLookup): boolean {
    if (
      cached.version !== container.version ||
      cached.shortName !== container.shortName ||
      cached.definitionPath !== container.definitionPath ||
      cached.path !== path ||
      !sameRecord(cached.values, container.values) ||
      !sameRecord(cached.references, container.references)
    ) {
      return false;
    }
    for (let i = 0; i < cached.targetIds.length; i += 1) {
      const id = cached.targetIds[i] as string;
      const target = lookup.byId.get(id);
      if (target?.definitionPath !== cached.targetDefinitions[i]) return false;
      if (lookup.paths.get(id) !== cached.targetPaths[i]) return false;
    }
    return true;
  }

  /** The generic checks of one container's own data: short name, parameters, references. */
  check(container: ContainerValue, path: string, lookup: TargetLookup): ContainerRows {
    const { byId, paths } = lookup;
    const messages = this.messages;
    const rows: VerifyRow[] = [];
    const entry: ContainerRows = {
      container,
      version: container.version,
      shortName: container.shortName,
      definitionPath: container.definitionPath,
      values: container.values,
      references: container.references,
      path,
      rows,
      targetIds: [],
      targetDefinitions: [],
      targetPaths: [],
    };
    const id = container.id;
    let param: string | undefined;
    const emit: Emit = (code, key, params) => {
      rows.push(verifyRow(code, 'error', messages.text(key, params), path, id, param));
    };

    const nameFailure = runValidators(C_NAME_VALIDATORS, container.shortName);
    if (nameFailure && nameFailure.severity !== 'warning') {
      emit('E_0007', 'E_0007.shortName', {
        name: container.shortName,
        reason: messages.describeFailure(nameFailure),
      });
    }

    const info = this.definitions.containers.get(container.definitionPath);
    if (!info) {
      emit('E_0002', 'E_0002.definition', {
        container: container.shortName,
        definitionPath: container.definitionPath,
      });
      return entry;
    }
    const compiled = this.compile(info);
    const values = container.values;
    for (const check of compiled.paramChecks) {
      param = check.def.name;
      check.check(values[param], emit, messages.describeFailure);
    }
    for (const key in values) {
      if (!info.parameterByName.has(key)) {
        param = key;
        rows.push(
          verifyRow('W_0001', 'warning', messages.text('W_0001.parameter', { param: key }), path, id, key),
        );
      }
    }

    const references = container.references;
    for (const ref of compiled.references) {
      const def = ref.def;
      param = def.name;
      const targets = references[param] ?? EMPTY_TARGETS;
      let count = 0;
      for (const target of targets) if (target !== '') count += 1;
      if (count < def.lower) {
        // Its targets may belong only to modules the project cannot have yet (none of their definitions is
        // known): nothing could be chosen, so nothing is said until such a module exists.
        if (!this.targetsNotAvailable(ref.destinations)) {
          emit('E_0003', 'E_0003.count', { param, lower: def.lower, count });
        }
      }
      if (exceedsUpper(count, def.upper)) {
        emit('E_0004', 'E_0004.references', { param, upper: upperText(def.upper), count });
      }
      const seen = targets.length > 1 ? new Set<string>() : null;
      for (const targetId of targets) {
        if (targetId === '') continue;
        if (seen) {
          if (seen.has(targetId)) {
            const target = byId.get(targetId);
            emit('E_0009', 'E_0009.target', {
              param,
              target: target ? (paths.get(targetId) ?? targetId) : targetId,
            });
            continue;
          }
          seen.add(targetId);
        }
        if (!ref.destinations) continue;
        const target = byId.get(targetId);
        const targetPath = paths.get(targetId);
        entry.targetIds.push(targetId);
        entry.targetDefinitions.push(target?.definitionPath);
        entry.targetPaths.push(targetPath);
        if (!target) {
          emit('E_0003', 'E_0003.target', { param, target: targetId });
        } else if (!ref.destinations.has(target.definitionPath)) {
          emit('E_0008', 'E_0008.target', {
            param,
            target: targetPath ?? targetId,
            actual: target.definitionPath,
            expected: ref.expected,
          });
        }
      }
    }
    for (const key in references) {
      if (!info.referenceByName.has(key)) {
        rows.push(
          verifyRow('W_0001', 'warning', messages.text('W_0001.reference', { param: key }), path, id, key),
        );
      }
    }
    return entry;
  }

  /** True when every destination of a container reference lies in a module without a definition here. */
  private targetsNotAvailable(destinations: ReadonlySet<string> | null): boolean {
    if (!destinations || destinations.size === 0) return false;
    for (const destination of destinations) {
      if (this.definitions.modules.has(moduleOfPath(destination))) return false;
    }
    return true;
  }

  private compile(info: ContainerDefInfo): CompiledContainer {
    let compiled = this.compiled.get(info.path);
    if (compiled) return compiled;
    compiled = {
      info,
      paramChecks: info.parameters.map(compileParamCheck),
      references: info.references.map((def) => {
        const list = referenceDestinations(def);
        return {
          def,
          destinations: CONTAINER_REFERENCE_KINDS.has(def.kind) ? new Set(list) : null,
          expected: list.join(' | '),
        };
      }),
    };
    this.compiled.set(info.path, compiled);
    return compiled;
  }
}
