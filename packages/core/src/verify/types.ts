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
export const GENERIC_WARNING_CODES = ['W_0001', 'W_0002', 'W_0003'] as const;

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

/** What a module rule may read. One context serves one rule over one module instance. */
export interface RuleContext {
  readonly language: Language;
  readonly project: ProjectInfo;
  readonly module: ModuleDef;
  readonly instanceId: number;
  /** Containers of this module instance that follow a definition path, in tree order. */
  containersOf(definitionPath: string): readonly ContainerValue[];
  /** Containers of every enabled module (instance) that follow a definition path. */
  projectContainersOf(definitionPath: string): readonly ContainerValue[];
  /** The container with this id anywhere in the project. */
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
  check(ctx: RuleContext): VerifyRow[];
}
