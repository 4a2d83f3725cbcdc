/**
 * Small in-memory projects for tests, benchmarks and examples: enables modules with their default
 * containers and edits containers by short-name path, replacing objects (and bumping versions)
 * the way the store does.
 */
import { newContainerWithDefaults } from '../ecuc/defaults.js';
import { indexModuleDef } from '../ecuc/definition-index.js';
import type { ContainerValue, ParamValue, ProjectSnapshot } from '../ecuc/store-types.js';
import { resolveModuleTree } from '../ecuc/tree.js';
import type { ModuleDef } from '../ecuc/types.js';
import { IdSpaces, defaultContainersFor, needsIdSpaces } from '../ecuc/defaults.js';

export class ProjectFixture {
  containers: ContainerValue[] = [];
  private nextId = 0;
  private readonly newId = (): string => `c${(this.nextId += 1)}`;

  constructor(
    readonly definitions: readonly ModuleDef[],
    readonly chip = 'TC275',
  ) {
    for (const def of definitions) this.containers.push(...defaultContainersFor(def, { newId: this.newId }));
  }

  /** The module of a path's first segment: its name, or `<name>_0` for an instance-based module. */
  private moduleDef(segment: string): ModuleDef {
    const def =
      this.definitions.find((d) => d.name === segment) ??
      this.definitions.find((d) => d.instanceBased && `${d.name}_0` === segment);
    if (!def) throw new Error(`module ${segment} is not in the fixture`);
    return def;
  }

  /** Container by short-name path, e.g. `/NvM/NvMBlockDescriptor_0` (`/Can_0/...` for instance 0 of an instance-based module). */
  get(path: string): ContainerValue {
    const tree = resolveModuleTree(this.containers, this.moduleDef(path.split('/')[1] ?? ''));
    for (const node of tree.byId.values()) if (node.path === path) return node.value;
    throw new Error(`no container at ${path}`);
  }

  /** Adds a container (with defaults and mandatory children) under a container path or a module path (`/NvM`). */
  add(parentPath: string, definitionName: string, values: Record<string, ParamValue> = {}): ContainerValue {
    const segments = parentPath.split('/').filter(Boolean);
    const module = this.moduleDef(segments[0] ?? '');
    const moduleName = module.name;
    const parent = segments.length > 1 ? this.get(parentPath) : null;
    const parentDefinitionPath = parent ? parent.definitionPath : `/${moduleName}`;
    const definitionPath = `${parentDefinitionPath}/${definitionName}`;
    const info = indexModuleDef(module).containers.get(definitionPath);
    if (!info) throw new Error(`no container definition ${definitionPath}`);
    const siblings = this.containers.filter(
      (c) => c.module === moduleName && c.parentId === (parent?.id ?? null),
    );
    const created = newContainerWithDefaults(info.def, definitionPath, {
      module: moduleName,
      instanceId: 0,
      parentId: parent?.id ?? null,
      siblingNames: siblings.map((s) => s.shortName),
      siblings,
      position: siblings.length,
      newId: this.newId,
      ...(needsIdSpaces(module, definitionPath)
        ? {
            idSpaces: new IdSpaces(
              module,
              this.containers.filter((c) => c.module === moduleName),
            ),
          }
        : {}),
    });
    const [first, ...rest] = created;
    if (!first) throw new Error('nothing created');
    const container = { ...first, values: { ...first.values, ...values } };
    this.containers.push(container, ...rest);
    return container;
  }

  /** Replaces a container's values (merged) and references (merged), as a new object with version + 1. */
  set(
    path: string,
    values: Record<string, ParamValue | undefined>,
    references: Record<string, string[]> = {},
  ): ContainerValue {
    return this.replace(this.get(path), (c) => {
      const merged: Record<string, ParamValue> = { ...c.values };
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) delete merged[key];
        else merged[key] = value;
      }
      return { ...c, values: merged, references: { ...c.references, ...references } };
    });
  }

  /** Replaces one container by a changed copy (version + 1). */
  replace(container: ContainerValue, change: (c: ContainerValue) => ContainerValue): ContainerValue {
    const index = this.containers.indexOf(container);
    const next = { ...change(container), version: container.version + 1 };
    this.containers[index] = next;
    return next;
  }

  /** Removes a container and its descendants. */
  remove(path: string): void {
    const gone = new Set([this.get(path).id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of this.containers) {
        if (c.parentId !== null && gone.has(c.parentId) && !gone.has(c.id)) {
          gone.add(c.id);
          grew = true;
        }
      }
    }
    this.containers = this.containers.filter((c) => !gone.has(c.id));
  }

  snapshot(): ProjectSnapshot {
    return {
      project: { id: 'p1', name: 'Fixture', chip: this.chip },
      modules: this.definitions.map((d) => ({ module: d.name, instanceId: 0, definitionVersion: d.version })),
      containers: [...this.containers],
    };
  }
}
