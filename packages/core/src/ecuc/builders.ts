/**
 * Terse constructors for writing module definitions as data. Every parameter and reference is
 * mandatory and single (1..1) unless `lower`/`upper` say otherwise, as in most AUTOSAR definitions.
 */
import type {
  BooleanParamDef,
  ChoiceReferenceDef,
  ContainerDef,
  ElementDefBase,
  EnumerationParamDef,
  FloatParamDef,
  ForeignReferenceDef,
  InstanceReferenceDef,
  IntegerParamDef,
  ParamDef,
  PlainReferenceDef,
  ReferenceDef,
  SymbolicNameReferenceDef,
  TextualParamDef,
  TextualParamKind,
  UpperMultiplicity,
} from './types.js';

type Common = Partial<Omit<ElementDefBase, 'name'>>;

function base(name: string, options: Common): ElementDefBase {
  return { ...options, name, lower: options.lower ?? 1, upper: options.upper ?? 1 };
}

export function integerParam(
  name: string,
  options: Common & {
    min?: string;
    max?: string;
    default?: string;
    initial?: IntegerParamDef['initial'];
  } = {},
): IntegerParamDef {
  return { ...options, ...base(name, options), kind: 'integer' };
}

export function floatParam(
  name: string,
  options: Common & {
    min?: string;
    max?: string;
    minOpen?: boolean;
    maxOpen?: boolean;
    default?: string;
  } = {},
): FloatParamDef {
  return { ...options, ...base(name, options), kind: 'float' };
}

export function booleanParam(name: string, options: Common & { default?: boolean } = {}): BooleanParamDef {
  return { ...options, ...base(name, options), kind: 'boolean' };
}

export function enumerationParam(
  name: string,
  literals: readonly string[],
  options: Common & { default?: string } = {},
): EnumerationParamDef {
  return { ...options, ...base(name, options), kind: 'enumeration', literals };
}

type TextualOptions = Common & {
  default?: string;
  minLength?: number;
  maxLength?: number;
  regularExpression?: string;
};

function textual(kind: TextualParamKind, name: string, options: TextualOptions): TextualParamDef {
  return { ...options, ...base(name, options), kind };
}

export const stringParam = (name: string, options: TextualOptions = {}): TextualParamDef =>
  textual('string', name, options);
export const functionNameParam = (name: string, options: TextualOptions = {}): TextualParamDef =>
  textual('functionName', name, options);
export const linkerSymbolParam = (name: string, options: TextualOptions = {}): TextualParamDef =>
  textual('linkerSymbol', name, options);
export const addInfoParam = (name: string, options: TextualOptions = {}): TextualParamDef =>
  textual('addInfo', name, options);
export const multilineStringParam = (name: string, options: TextualOptions = {}): TextualParamDef =>
  textual('multilineString', name, options);

export function reference(name: string, destination: string, options: Common = {}): PlainReferenceDef {
  return { ...base(name, options), kind: 'reference', destination };
}

export function choiceReference(
  name: string,
  destinations: readonly string[],
  options: Common = {},
): ChoiceReferenceDef {
  return { ...base(name, options), kind: 'choiceReference', destinations };
}

export function foreignReference(
  name: string,
  destinationType: string,
  options: Common = {},
): ForeignReferenceDef {
  return { ...base(name, options), kind: 'foreignReference', destinationType };
}

export function symbolicNameReference(
  name: string,
  destination: string,
  options: Common = {},
): SymbolicNameReferenceDef {
  return { ...base(name, options), kind: 'symbolicNameReference', destination };
}

export function instanceReference(
  name: string,
  destinationType: string,
  destinationContext: string,
  options: Common = {},
): InstanceReferenceDef {
  return { ...base(name, options), kind: 'instanceReference', destinationType, destinationContext };
}

export interface ContainerOptions {
  lower?: number;
  upper?: UpperMultiplicity;
  parameters?: readonly ParamDef[];
  references?: readonly ReferenceDef[];
  subContainers?: readonly ContainerDef[];
  multipleConfigurationContainer?: boolean;
  origin?: string;
}

/** A container definition; 1..1 unless said otherwise. */
export function container(name: string, options: ContainerOptions = {}): ContainerDef {
  return { ...options, name, lower: options.lower ?? 1, upper: options.upper ?? 1 };
}

/** A choice container: each instance holds exactly one of `choices` (each choice is 0..1). */
export function choiceContainer(
  name: string,
  choices: readonly ContainerDef[],
  options: { lower?: number; upper?: UpperMultiplicity; origin?: string } = {},
): ContainerDef {
  return { ...options, name, lower: options.lower ?? 1, upper: options.upper ?? 1, choices };
}
