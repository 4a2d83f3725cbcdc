/**
 * The ECUC parameter-definition metamodel (AUTOSAR "ECUC-MODULE-DEF"), written as plain data.
 *
 * A module definition is a tree of container definitions; each container definition holds parameter
 * definitions, reference definitions and sub-containers (or, for a choice container, choices).
 * Every definition is identified by its definition path, made of definition names from the module
 * down: `/NvM/NvMBlockDescriptor/NvMNvBlockLength`.
 *
 * UI hints (labels, descriptions, grouping, order) are NOT part of a definition: see `ModuleUi`.
 */
import type { ValidatorRef } from '../validators/index.js';
import type { ContainerValue } from './store-types.js';
import type { ModuleRule, ModuleView } from '../verify/types.js';

export type { ValidatorRef };

/** An upper multiplicity: a count, or `'infinite'` (AUTOSAR UPPER-MULTIPLICITY-INFINITE). */
export type UpperMultiplicity = number | 'infinite';

/** When a value may be fixed: before compiling, at link time or after building (AUTOSAR configuration classes). */
export type ConfigurationClass = 'PRE-COMPILE' | 'LINK' | 'POST-BUILD';

/** What every parameter and reference definition has. */
export interface ElementDefBase {
  /** Short name, unique among the siblings of one container definition. */
  name: string;
  lower: number;
  upper: UpperMultiplicity;
  /** Configuration classes the value may be set in; absent means PRE-COMPILE only. */
  configurationClasses?: readonly ConfigurationClass[];
  /** Validators of the validator library, run by verification in addition to the kind's own checks. */
  validators?: readonly ValidatorRef[];
  /** The value is published as a symbolic name (AUTOSAR SYMBOLIC-NAME-VALUE). */
  symbolicNameValue?: boolean;
  /** The organisation that defined it (AUTOSAR ORIGIN), e.g. `AUTOSAR_ECUC` or a vendor. */
  origin?: string;
}

/**
 * An integer parameter. Bounds and default are decimal (or 0x / 0b) text so that the whole
 * unsigned 64-bit range stays exact; they are compared as bigint.
 */
export interface IntegerParamDef extends ElementDefBase {
  kind: 'integer';
  min?: string;
  max?: string;
  default?: string;
  /**
   * What a container the product creates (a module enabled, an Add) starts with when the definition gives no
   * `default`: a value, or `{ unique: true }`, the smallest value from `min` that no sibling of the same
   * definition holds (a block id, a handle id); with `space`, that no container of the module instance holds
   * in any parameter of the same id space (CanTp's N-SDU ids, unique over all channels). Ours, not the SWS's:
   * never written out as a default.
   */
  initial?: string | { unique: true; space?: string };
}

/** A float parameter; `min`/`max` may be `'-INF'`/`'INF'`; `minOpen`/`maxOpen` make the bound exclusive. */
export interface FloatParamDef extends ElementDefBase {
  kind: 'float';
  min?: string;
  max?: string;
  minOpen?: boolean;
  maxOpen?: boolean;
  default?: string;
}

export interface BooleanParamDef extends ElementDefBase {
  kind: 'boolean';
  default?: boolean;
}

export interface EnumerationParamDef extends ElementDefBase {
  kind: 'enumeration';
  literals: readonly string[];
  default?: string;
}

/** Textual parameter kinds: their values are strings. */
export type TextualParamKind = 'string' | 'functionName' | 'linkerSymbol' | 'addInfo' | 'multilineString';

export interface TextualParamDef extends ElementDefBase {
  kind: TextualParamKind;
  default?: string;
  minLength?: number;
  maxLength?: number;
  /** A regular expression (ECMAScript syntax) the whole value must match. */
  regularExpression?: string;
}

export type ParamDef =
  IntegerParamDef | FloatParamDef | BooleanParamDef | EnumerationParamDef | TextualParamDef;
export type ParamKind = ParamDef['kind'];

/** A reference to containers of one definition (stored as container ids). */
export interface PlainReferenceDef extends ElementDefBase {
  kind: 'reference';
  /** Definition path of the container definition the target must follow, e.g. `/EcuC/EcucPartitionCollection/EcucPartition`. */
  destination: string;
}

/** A reference whose target may follow one of several container definitions. */
export interface ChoiceReferenceDef extends ElementDefBase {
  kind: 'choiceReference';
  destinations: readonly string[];
}

/** A reference to an element outside the ECUC configuration (stored as an AUTOSAR path text). */
export interface ForeignReferenceDef extends ElementDefBase {
  kind: 'foreignReference';
  /** AUTOSAR meta-class of the target, e.g. `ECU-INSTANCE`. */
  destinationType: string;
}

/** A reference to a container whose short name is used as a symbolic name (stored as container ids). */
export interface SymbolicNameReferenceDef extends ElementDefBase {
  kind: 'symbolicNameReference';
  destination: string;
}

/** A reference into a system description through a context (stored as AUTOSAR path text). */
export interface InstanceReferenceDef extends ElementDefBase {
  kind: 'instanceReference';
  destinationType: string;
  /** Space-separated meta-classes of the context, e.g. `ROOT-SW-COMPOSITION-PROTOTYPE SW-COMPONENT-PROTOTYPE`. */
  destinationContext: string;
}

export type ReferenceDef =
  | PlainReferenceDef
  | ChoiceReferenceDef
  | ForeignReferenceDef
  | SymbolicNameReferenceDef
  | InstanceReferenceDef;
export type ReferenceKind = ReferenceDef['kind'];

/** Reference kinds whose stored targets are container ids of the project (the others store path text). */
export const CONTAINER_REFERENCE_KINDS: ReadonlySet<ReferenceKind> = new Set([
  'reference',
  'choiceReference',
  'symbolicNameReference',
]);

/** Definition paths a container reference may point to. */
export function referenceDestinations(ref: ReferenceDef): readonly string[] {
  switch (ref.kind) {
    case 'reference':
    case 'symbolicNameReference':
      return [ref.destination];
    case 'choiceReference':
      return ref.destinations;
    default:
      return [];
  }
}

/** A container definition (AUTOSAR ECUC-PARAM-CONF-CONTAINER-DEF, or ECUC-CHOICE-CONTAINER-DEF when `choices` is set). */
export interface ContainerDef {
  name: string;
  lower: number;
  upper: UpperMultiplicity;
  parameters?: readonly ParamDef[];
  references?: readonly ReferenceDef[];
  subContainers?: readonly ContainerDef[];
  /**
   * Present on a choice container: exactly one of these is configured (as the single child of each
   * instance of the choice container).
   */
  choices?: readonly ContainerDef[];
  /** Multiple configuration sets are allowed (AUTOSAR MULTIPLE-CONFIGURATION-CONTAINER). */
  multipleConfigurationContainer?: boolean;
  origin?: string;
}

/**
 * A change of the stored containers of one module from definition version `from` to `from + 1`.
 * Pure: it receives the module instance's containers and returns the new list (never mutates).
 */
export interface DefinitionMigration {
  from: number;
  /** What changed, in English, for logs and the migration report. */
  description: string;
  migrate(containers: readonly ContainerValue[]): ContainerValue[];
}

/** A module definition (AUTOSAR ECUC-MODULE-DEF) plus the rules and migrations that belong to it. */
export interface ModuleDef {
  /** Module short name, e.g. `NvM`; the first segment of every definition path. */
  name: string;
  /** The module's id in the catalogue (0 EcuC, ...). */
  moduleId: number;
  /** Version of our definition; stored configurations record it and are migrated on load. */
  version: number;
  /** Instance-based modules (Can, Wdg, CDD...) may be enabled several times. */
  instanceBased?: boolean;
  /** Supported AUTOSAR configuration variants, e.g. `VARIANT-PRE-COMPILE`. */
  supportedConfigVariants?: readonly string[];
  containers: readonly ContainerDef[];
  /** Migrations from version 1 upwards: `migrations[i].from === i + 1`. */
  migrations?: readonly DefinitionMigration[];
  /** Cross-object checks of this module, run by verification after the generic checks. */
  rules?: readonly ModuleRule[];
  /**
   * Which containers a reference picker offers, by reference definition path: only the targets that
   * make sense for the container being edited (e.g. the events of the task an alarm sets them for).
   * Verification still checks whatever is saved.
   */
  targetFilters?: Readonly<Record<string, ReferenceTargetFilter>>;
  origin?: string;
  /**
   * The AUTOSAR path of the module definition when it is not `/AUTOSAR/EcucDefs/<name>`: a vendor
   * definition (BSWMD) read from `/ACME/EcucDefs/AcmeSensorCdd` and configuring the catalogue module
   * CDD keeps that path, so that ECUC values written against it import, and exports refer to it.
   */
  autosarPath?: string;
}

/** Any definition that has a definition path. */
export type AnyDef = ContainerDef | ParamDef | ReferenceDef;

/** Texts in both product languages. */
export interface LocalizedText {
  zh_cn: string;
  en_us: string;
}

/** Presentation of one definition (kept apart from the definition itself). */
export interface DefinitionUiHint {
  label?: LocalizedText;
  description?: LocalizedText;
  /** Heading under which the editor groups the parameter. */
  group?: LocalizedText;
  /** Sort key in the editor; lower first; absent keeps definition order. */
  order?: number;
  /** Unit shown after the input, e.g. `s`, `byte`. */
  unit?: string;
  /** Hidden from the generic editor (set by special screens or derived). */
  hidden?: boolean;
  /**
   * On a container definition: the columns of its table in the editor, in order, after the short name —
   * names of its parameters, references and sub-containers (a sub-container column shows whether the
   * row has it, or how many). Absent: the first parameters of the definition.
   */
  columns?: readonly string[];
  /**
   * On a parameter or reference: the editor's control for it, by the name it is registered under in the
   * web app's widget registry (e.g. a bit-position picker). Absent, unknown or not fitting the kind: the
   * kind's own control.
   */
  widget?: string;
}

/** UI hints of one module, keyed by definition path (`/NvM/NvMBlockDescriptor/NvMNvBlockLength`). */
export type ModuleUi = Readonly<Record<string, DefinitionUiHint>>;

/** What a reference target filter sees. */
export interface ReferenceTargetContext {
  /** The container that holds the reference, as the editor holds it now (unsaved input included). */
  readonly holder: ContainerValue;
  /** The container with this id in the project (the holder as edited, for its own id). */
  container(id: string): ContainerValue | undefined;
  /** Every container of the project that follows a definition path. */
  containersOf(definitionPath: string): readonly ContainerValue[];
  /** A single-valued parameter as text, with the definition's default; undefined when empty. */
  text(container: ContainerValue, param: string): string | undefined;
  /**
   * A module's configuration view of the project as stored (the holder's unsaved input aside), the
   * same the module's rules read during verification; computed once per snapshot.
   */
  view<T>(view: ModuleView<T>): T;
}

/** Whether a candidate container is offered as a target of a reference of the holder. */
export type ReferenceTargetFilter = (candidate: ContainerValue, context: ReferenceTargetContext) => boolean;
