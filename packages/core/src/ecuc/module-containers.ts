/**
 * One module's containers of a snapshot as the small reader pure models take (the DID layout, the WdgM logical
 * graph): by definition in tree order, by id, children in position order, short-name paths. Needs no
 * definitions, so the web app can build it from a snapshot alone.
 */
import type { ContainerValue, ProjectSnapshot } from './store-types.js';

/** The part of a configuration reader such models use (a rule's `RuleContext` is one too). */
export interface ModuleContainerSource {
  containersOf(definitionPath: string): readonly ContainerValue[];
  container(id: string): ContainerValue | undefined;
  childrenOf(container: ContainerValue, definitionPath?: string): readonly ContainerValue[];
  pathOf(container: ContainerValue): string;
}

/** The containers of instance 0 of `module` in a snapshot (tree order, paths `/<module>/...`). */
export function moduleContainerSource(snapshot: ProjectSnapshot, module: string): ModuleContainerSource {
  const containers = snapshot.containers.filter((c) => c.module === module && c.instanceId === 0);
  const byId = new Map(containers.map((c) => [c.id, c]));
  const children = new Map<string | null, ContainerValue[]>();
  for (const c of containers) {
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position);
  const ordered: ContainerValue[] = [];
  const visit = (parentId: string | null): void => {
    for (const c of children.get(parentId) ?? []) {
      ordered.push(c);
      visit(c.id);
    }
  };
  visit(null);
  const pathOf = (container: ContainerValue): string => {
    const names: string[] = [];
    for (let c: ContainerValue | undefined = container; c; c = c.parentId ? byId.get(c.parentId) : undefined)
      names.unshift(c.shortName);
    return `/${module}/${names.join('/')}`;
  };
  return {
    containersOf: (definitionPath) => ordered.filter((c) => c.definitionPath === definitionPath),
    container: (id) => byId.get(id),
    childrenOf: (container, definitionPath) =>
      (children.get(container.id) ?? []).filter(
        (c) => definitionPath === undefined || c.definitionPath === definitionPath,
      ),
    pathOf,
  };
}
