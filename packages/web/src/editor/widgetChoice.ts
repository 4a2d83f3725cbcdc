import {
  CONTAINER_REFERENCE_KINDS,
  isMultiValued,
  type DefinitionUiHint,
  type ParamDef,
  type ReferenceDef,
} from '@ecuc/core/ecuc';
import { controlOfParam } from './fieldRules.js';

/** What the editor shows a form control for: a parameter or a reference definition. */
export type EditableDef = ParamDef | ReferenceDef;

/** The names of the controls every app has (the kinds' own controls). */
export const BUILT_IN_WIDGETS = [
  'switch',
  'select',
  'multiSelect',
  'tags',
  'text',
  'textarea',
  /** One container of the project (references stored as container ids). */
  'targetSelect',
  'targetMultiSelect',
  /** One AUTOSAR path text (foreign and instance references). */
  'path',
  'paths',
] as const;
export type BuiltInWidget = (typeof BUILT_IN_WIDGETS)[number];

/** What the choice needs to know of a registered widget: whether it can edit a definition. */
export interface WidgetSpec {
  readonly name: string;
  accepts(def: EditableDef): boolean;
}

export function isReferenceDef(def: EditableDef): def is ReferenceDef {
  return (
    def.kind === 'reference' ||
    def.kind === 'choiceReference' ||
    def.kind === 'foreignReference' ||
    def.kind === 'symbolicNameReference' ||
    def.kind === 'instanceReference'
  );
}

const isContainerReference = (def: EditableDef) =>
  isReferenceDef(def) && CONTAINER_REFERENCE_KINDS.has(def.kind);
const isPathReference = (def: EditableDef) => isReferenceDef(def) && !CONTAINER_REFERENCE_KINDS.has(def.kind);
const isTextual = (def: EditableDef) => !isReferenceDef(def) && def.kind !== 'boolean';

/** Which definitions each built-in control can edit. */
export const BUILT_IN_ACCEPTS: Readonly<Record<BuiltInWidget, (def: EditableDef) => boolean>> = {
  switch: (def) => def.kind === 'boolean',
  select: (def) => def.kind === 'enumeration',
  multiSelect: (def) => def.kind === 'enumeration',
  tags: isTextual,
  text: isTextual,
  textarea: isTextual,
  targetSelect: isContainerReference,
  targetMultiSelect: isContainerReference,
  path: isPathReference,
  paths: isPathReference,
};

/** The kind's own control of a parameter or reference (multiplicity included). */
export function defaultWidgetOf(def: EditableDef): BuiltInWidget {
  if (!isReferenceDef(def)) return controlOfParam(def);
  const multi = isMultiValued(def);
  if (CONTAINER_REFERENCE_KINDS.has(def.kind)) return multi ? 'targetMultiSelect' : 'targetSelect';
  return multi ? 'paths' : 'path';
}

/**
 * The widget that edits a definition: the one its UI hint names when that widget is registered and
 * accepts the definition (a bit-position picker on an integer, not on a boolean), else the kind's own.
 */
export function widgetOf(
  def: EditableDef,
  hint: DefinitionUiHint | undefined,
  registry: ReadonlyMap<string, WidgetSpec>,
): string {
  const wanted = hint?.widget;
  if (wanted !== undefined && registry.get(wanted)?.accepts(def)) return wanted;
  return defaultWidgetOf(def);
}
