import {
  CONTAINER_REFERENCE_KINDS,
  defaultValueOf,
  isMultiValued,
  type ContainerDefInfo,
  type ContainerValue,
  type ParamDef,
  type ParamValue,
  type ReferenceDef,
} from '@ecuc/core/ecuc';

/** What one parameter's form item holds. */
export type ParamInput = string | boolean | string[] | undefined;
/** What one reference's form item holds: a target (id or path text) or several. */
export type ReferenceInput = string | string[] | undefined;

/** The values of the container dialog's form. */
export interface ContainerForm {
  shortName: string;
  values: Record<string, ParamInput>;
  references: Record<string, ReferenceInput>;
}

/** The fields of an update (or an add): only what the user changed. */
export interface ContainerChanges {
  shortName?: string;
  values: Record<string, ParamValue>;
  references: Record<string, string[]>;
}

function asBoolean(value: ParamValue | undefined): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (/^(true|1)$/i.test(value.trim())) return true;
    if (/^(false|0)$/i.test(value.trim())) return false;
  }
  return undefined;
}

/** A stored value (or the default when nothing is stored) as the form item holds it. */
export function inputOfValue(param: ParamDef, stored: ParamValue | undefined): ParamInput {
  const value = stored === undefined || stored === null ? defaultValueOf(param) : stored;
  if (param.kind === 'boolean') return asBoolean(value ?? undefined) ?? false;
  if (isMultiValued(param)) {
    if (Array.isArray(value)) return [...value];
    return typeof value === 'string' && value !== '' ? [value] : [];
  }
  if (Array.isArray(value)) return value[0] ?? (param.kind === 'enumeration' ? undefined : '');
  if (value === undefined || value === null) return param.kind === 'enumeration' ? undefined : '';
  return String(value);
}

/** A form item's content as the value to store (null clears it). */
export function valueOfInput(param: ParamDef, input: ParamInput): ParamValue {
  if (param.kind === 'boolean') return typeof input === 'boolean' ? input : null;
  if (Array.isArray(input)) {
    const items = input.map((item) => item.trim()).filter((item) => item !== '');
    if (items.length === 0) return null;
    return isMultiValued(param) ? items : (items[0] ?? null);
  }
  if (typeof input !== 'string') return null;
  const text = param.kind === 'multilineString' ? input : input.trim();
  return text === '' ? null : text;
}

function inputOfReference(ref: ReferenceDef, targets: readonly string[] | undefined): ReferenceInput {
  if (isMultiValued(ref)) return [...(targets ?? [])];
  const first = targets?.[0];
  return first ?? (CONTAINER_REFERENCE_KINDS.has(ref.kind) ? undefined : '');
}

function targetsOfInput(input: ReferenceInput): string[] {
  const list = Array.isArray(input) ? input : input === undefined ? [] : [input];
  return list.map((item) => item.trim()).filter((item) => item !== '');
}

/** The form of a container (stored values, defaults where nothing is stored). */
export function formOfContainer(container: ContainerValue, info: ContainerDefInfo): ContainerForm {
  const values: Record<string, ParamInput> = {};
  for (const param of info.parameters) values[param.name] = inputOfValue(param, container.values[param.name]);
  const references: Record<string, ReferenceInput> = {};
  for (const ref of info.references)
    references[ref.name] = inputOfReference(ref, container.references[ref.name]);
  return { shortName: container.shortName, values, references };
}

function sameValue(a: ParamValue, b: ParamValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/** What differs between the form as it was opened and as it is now. */
export function changesOf(
  info: ContainerDefInfo,
  opened: ContainerForm,
  edited: ContainerForm,
): ContainerChanges {
  const changes: ContainerChanges = { values: {}, references: {} };
  if (edited.shortName.trim() !== opened.shortName) changes.shortName = edited.shortName.trim();
  for (const param of info.parameters) {
    const before = valueOfInput(param, opened.values[param.name]);
    const after = valueOfInput(param, edited.values[param.name]);
    if (!sameValue(before, after)) changes.values[param.name] = after;
  }
  for (const ref of info.references) {
    const before = targetsOfInput(opened.references[ref.name]);
    const after = targetsOfInput(edited.references[ref.name]);
    if (!sameValue(before, after)) changes.references[ref.name] = after;
  }
  return changes;
}

/** Whether an update would change anything. */
export function hasChanges(changes: ContainerChanges): boolean {
  return (
    changes.shortName !== undefined ||
    Object.keys(changes.values).length > 0 ||
    Object.keys(changes.references).length > 0
  );
}

/** The container as it would be stored with these changes (for live verification and local updates). */
export function applyChanges(container: ContainerValue, changes: ContainerChanges): ContainerValue {
  const values = { ...container.values };
  for (const [name, value] of Object.entries(changes.values)) {
    if (value === null) delete values[name];
    else values[name] = value;
  }
  const references = { ...container.references };
  for (const [name, targets] of Object.entries(changes.references)) {
    if (targets.length === 0) delete references[name];
    else references[name] = targets;
  }
  return {
    ...container,
    shortName: changes.shortName ?? container.shortName,
    values,
    references,
  };
}

/**
 * After a refused save (someone else saved first): the form to continue with. Fields the user changed
 * keep the user's input; every other field takes the current stored value. Nothing typed is lost.
 */
export function rebaseForm(
  opened: ContainerForm,
  edited: ContainerForm,
  current: ContainerForm,
): ContainerForm {
  const pick = <T>(before: T, mine: T, theirs: T): T =>
    JSON.stringify(before) === JSON.stringify(mine) ? theirs : mine;
  const values: Record<string, ParamInput> = {};
  for (const name of new Set([...Object.keys(current.values), ...Object.keys(edited.values)]))
    values[name] = pick(opened.values[name], edited.values[name], current.values[name]);
  const references: Record<string, ReferenceInput> = {};
  for (const name of new Set([...Object.keys(current.references), ...Object.keys(edited.references)]))
    references[name] = pick(opened.references[name], edited.references[name], current.references[name]);
  return {
    shortName: pick(opened.shortName, edited.shortName, current.shortName),
    values,
    references,
  };
}
