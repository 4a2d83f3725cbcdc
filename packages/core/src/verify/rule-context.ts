/**
 * What rules and views read: a `ConfigurationReader` over one module instance of a verified
 * structure, limited to the modules declared as read, and the `RuleContext` a rule gets (the reader,
 * its views, and rows in the rule's code and language).
 */
import { moduleOfPath, type DefinitionSetIndex } from '../ecuc/definition-index.js';
import { defaultValueOf } from '../ecuc/defaults.js';
import type { ContainerValue, ParamValue, ProjectInfo } from '../ecuc/store-types.js';
import type { LocalizedText, ModuleDef } from '../ecuc/types.js';
import { interpolate, type Language } from '../i18n/index.js';
import { parseIntegerText } from './param-checks.js';
import { instanceKey, type ModuleInstanceState, type ProjectStructure } from './structure.js';
import type { ConfigurationReader, ModuleRule, ModuleView, RuleContext, VerifyRow } from './types.js';

const EMPTY_CONTAINERS: readonly ContainerValue[] = [];

/** The modules a rule or view reads: its own module and those it declares. */
export function readModules(own: string, declared: readonly string[] | undefined): readonly string[] {
  if (!declared || declared.length === 0) return [own];
  return declared.includes(own) ? declared : [own, ...declared];
}

/** The modules a rule reads. */
export function ruleReads(rule: ModuleRule, module: string): readonly string[] {
  return readModules(module, rule.reads);
}

/** The modules a view reads. */
export function viewReads(view: ModuleView<unknown>): readonly string[] {
  return readModules(view.module, view.reads);
}

/** The instance a view of `module` reads: the structure's instance, or an empty one when it is not enabled. */
export function instanceFor(
  structure: ProjectStructure,
  definitions: DefinitionSetIndex,
  module: string,
  instanceId: number,
): ModuleInstanceState {
  const found = structure.instances.get(instanceKey(module, instanceId));
  if (found) return found;
  for (const instance of structure.instances.values())
    if (instance.index.module.name === module) return instance;
  const index = definitions.modules.get(module);
  if (!index) throw new Error(`no definition of module ${module}`);
  return {
    key: instanceKey(module, instanceId),
    index,
    instanceId,
    path: `/${module}`,
    roots: [],
    order: [],
    byDefinition: new Map(),
  };
}

/** A reader over one module instance of a structure that sees only the modules in `reads`. */
export class InstanceReader implements ConfigurationReader {
  readonly module: ModuleDef;
  readonly instanceId: number;
  private readonly readable: ReadonlySet<string>;

  constructor(
    private readonly structure: ProjectStructure,
    private readonly definitions: DefinitionSetIndex,
    readonly instance: ModuleInstanceState,
    readonly reads: readonly string[],
  ) {
    this.module = instance.index.module;
    this.instanceId = instance.instanceId;
    this.readable = new Set(reads);
  }

  get project(): ProjectInfo {
    return this.structure.project;
  }

  containersOf(definitionPath: string): readonly ContainerValue[] {
    return this.instance.byDefinition.get(definitionPath) ?? EMPTY_CONTAINERS;
  }

  projectContainersOf(definitionPath: string): readonly ContainerValue[] {
    if (!this.readable.has(moduleOfPath(definitionPath))) return EMPTY_CONTAINERS;
    return this.structure.projectByDefinition.get(definitionPath) ?? EMPTY_CONTAINERS;
  }

  container(id: string): ContainerValue | undefined {
    const found = this.structure.byId.get(id);
    return found && this.readable.has(found.module) ? found : undefined;
  }

  parentOf(container: ContainerValue): ContainerValue | undefined {
    return container.parentId === null ? undefined : this.structure.byId.get(container.parentId);
  }

  childrenOf(container: ContainerValue, definitionPath?: string): readonly ContainerValue[] {
    const list = this.structure.children.get(container.id) ?? EMPTY_CONTAINERS;
    return definitionPath === undefined ? list : list.filter((c) => c.definitionPath === definitionPath);
  }

  value(container: ContainerValue, param: string): ParamValue | undefined {
    const stored = container.values[param];
    if (stored !== undefined && stored !== null && stored !== '') return stored;
    const def = this.definitions.containers.get(container.definitionPath)?.parameterByName.get(param);
    return def ? defaultValueOf(def) : stored;
  }

  text(container: ContainerValue, param: string): string | undefined {
    const value = this.value(container, param);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'boolean') return String(value);
    if (Array.isArray(value)) return value[0];
    return value;
  }

  flag(container: ContainerValue, param: string): boolean | undefined {
    const value = this.value(container, param);
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return undefined;
  }

  integer(container: ContainerValue, param: string): bigint | undefined {
    const text = this.text(container, param);
    return text === undefined ? undefined : (parseIntegerText(text) ?? undefined);
  }

  pathOf(container: ContainerValue): string {
    return this.structure.paths.get(container.id) ?? `${this.instance.path}/${container.shortName}`;
  }

  isModuleEnabled(module: string): boolean {
    return this.structure.enabledModules.has(module);
  }
}

/** How a rule context obtains the views of the run. */
export type ViewSource = <T>(view: ModuleView<T>, instanceId: number) => T;

/** The context one rule sees over one module instance. */
export class ModuleRuleContext extends InstanceReader implements RuleContext {
  constructor(
    private readonly rule: ModuleRule,
    structure: ProjectStructure,
    definitions: DefinitionSetIndex,
    instance: ModuleInstanceState,
    readonly language: Language,
    private readonly views: ViewSource,
  ) {
    super(structure, definitions, instance, ruleReads(rule, instance.index.module.name));
  }

  view<T>(view: ModuleView<T>): T {
    for (const module of viewReads(view))
      if (!this.reads.includes(module))
        throw new Error(
          `rule ${this.rule.code} uses ${view.name}, which reads ${module}: add '${module}' to the rule's reads`,
        );
    return this.views(view, view.module === this.module.name ? this.instanceId : 0);
  }

  report(
    container: ContainerValue | null,
    message: LocalizedText,
    params?: Record<string, string | number>,
    param?: string,
  ): VerifyRow {
    const row: VerifyRow = {
      type: this.rule.severity,
      code: this.rule.code,
      message: interpolate(message[this.language], params),
      path: container ? this.pathOf(container) : this.instance.path,
    };
    if (container) row.containerId = container.id;
    if (param !== undefined) row.param = param;
    return row;
  }
}
