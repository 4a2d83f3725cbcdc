import type { DbcAttributeDefinition, DbcAttributes, DbcAttributeValue } from '../model.js';

/** An attribute's value on an object, or its definition's default (BA_DEF_DEF_) when the object has none. */
export function attributeValueOf(
  attributes: DbcAttributes,
  name: string,
  definition: DbcAttributeDefinition | undefined,
): DbcAttributeValue | undefined {
  return Object.hasOwn(attributes, name) ? attributes[name] : definition?.defaultValue;
}

/** The name an ENUM value stands for (written as its index or as its name); other values as text. */
export function enumNameOf(
  value: DbcAttributeValue | undefined,
  definition: DbcAttributeDefinition | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (definition?.valueType === 'ENUM') return definition.enumValues?.[value];
  return String(value);
}

/** A numeric attribute value (numbers, or numeric text as some tools write it). */
export function numberOf(value: DbcAttributeValue | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}
