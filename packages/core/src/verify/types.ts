import type { Language } from '../i18n/index.js';
import type { ContainerValue, ParamValue, ProjectInfo } from '../ecuc/store-types.js';
import type { LocalizedText, ModuleDef } from '../ecuc/types.js';

/** Codes of the generic checks (spec section 8). */
export const GENERIC_CODES = [
  'E_0001', // missing data
  'E_0002', // wrong data
  'E_0003', // reference missing
  'E_0004', // above maximum
  'E_0005', // below minimum
  'E_0006', // illegal value
  'E_0007', // not C naming
  'E_0008', // wrong reference type
  'E_0009', // reference must not repeat
] as const;
export type GenericCode = (typeof GENERIC_CODES)[number];

/** Warnings of the generic checks: data the definitions do not know. */
export const GENERIC_WARNING_CODES = ['W_0001', 'W_0002'] as const;

export type VerifySeverity = 'error' | 'warning';

/** One row of the error log (spec section 3: type, message, path). */
export interface VerifyRow {
  type: VerifySeverity;
  /** `E_0001`... for the generic checks, `E_NvM0001`... for module rules. */
  code: string;
  /** Localized text. */
  message: string;
  /** Short-name path of the container (or module) concerned, e.g. `/NvM/NvMBlockDescriptor_0`. */
  path: string;
  containerId?: string;
  /** Name of the parameter or reference definition concerned. */
  param?: string;
}

export interface VerifyResult {
  errList: VerifyRow[];
  warningList: VerifyRow[];
}

export interface VerifyOptions {
  language?: Language;
}

/**
 * What a rule or a view reads of one module instance: its containers, the project's containers of the
 * modules it reads, values with the definitions' defaults, paths. A reader sees only the modules it
 * declared (`reads`): containers of any other module look absent, so a result can never depend on a
 * module it did not declare, and live verification may skip it while those modules do not change.
 */
export interface ConfigurationReader {
  readonly project: ProjectInfo;
  readonly module: ModuleDef;
  readonly instanceId: number;
  /** Containers of this module instance that follow a definition path, in tree order. */
  containersOf(definitionPath: string): readonly ContainerValue[];
  /** Containers of every enabled module (instance) read that follow a definition path. */
  projectContainersOf(definitionPath: string): readonly ContainerValue[];
  /** The container with this id in a module read. */
  container(id: string): ContainerValue | undefined;
  /** Parent container, or undefined for a container directly under its module. */
  parentOf(container: ContainerValue): ContainerValue | undefined;
  /** Children of a container, optionally only those of one definition path, by position. */
  childrenOf(container: ContainerValue, definitionPath?: string): readonly ContainerValue[];
  /** A parameter's value with the definition's default applied; undefined when neither exists. */
  value(container: ContainerValue, param: string): ParamValue | undefined;
  /** A single-valued parameter as text (booleans as `true`/`false`); undefined when empty. */
  text(container: ContainerValue, param: string): string | undefined;
  /** A boolean parameter (text `true`/`1` counts as true); undefined when empty. */
  flag(container: ContainerValue, param: string): boolean | undefined;
  /** An integer parameter as bigint; undefined when empty or not an integer. */
  integer(container: ContainerValue, param: string): bigint | undefined;
  /** Short-name path of a container. */
  pathOf(container: ContainerValue): string;
  /** Whether a module is enabled in the project (any instance). */
  isModuleEnabled(module: string): boolean;
}

/**
 * A configuration view: what a module's rules, reference target filters and generators all need to
 * know about its configuration, computed once per verification run (or per snapshot) from a reader,
 * e.g. the Os view (object → OS application → core, ownership maps). Declare it once with
 * `defineView` and read it with `ctx.view(VIEW)` in rules and target filters.
 */
export interface ModuleView<T> {
  /** A name for messages and tests, e.g. `OsView`. */
  readonly name: string;
  /** The module whose instance the view reads, e.g. `Os`. */
  readonly module: string;
  /** Modules the view reads; its own module when absent. A rule using the view must read them too. */
  readonly reads?: readonly string[];
  compute(reader: ConfigurationReader): T;
}

/** What a module rule may read. One context serves one rule over one module instance. */
export interface RuleContext extends ConfigurationReader {
  readonly language: Language;
  /** The view of this run over the view's module (this instance when it is the rule's own module). */
  view<T>(view: ModuleView<T>): T;
  /** A row of this rule (its code and severity) with the message in the context's language. */
  report(
    container: ContainerValue | null,
    message: LocalizedText,
    params?: Record<string, string | number>,
    param?: string,
  ): VerifyRow;
}

/** A cross-object check of one module, with a code such as `E_NvM0001`. */
export interface ModuleRule {
  code: string;
  severity: VerifySeverity;
  description: LocalizedText;
  /**
   * Modules whose containers the rule reads; its own module when absent. Live verification runs the
   * rule again only after a change in one of them, and the rule sees no other module.
   */
  reads?: readonly string[];
  check(ctx: RuleContext): VerifyRow[];
}
