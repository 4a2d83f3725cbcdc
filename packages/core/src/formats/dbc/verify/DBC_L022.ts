import type { DbcAttributeDefinition, DbcAttributeValue, DbcSourcePosition } from '../model.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L022 (warning): a value of an ENUM attribute (BA_, BA_REL_ or the default BA_DEF_DEF_) that
 * is not one of its values: an index past the list (or negative, or not whole) or a name not in it.
 * Source: Vector DBC file format (ENUM attributes are written as the index of their value).
 */
export const DBC_L022: DbcRule = {
  code: 'DBC_L022',
  severity: 'warning',
  check(ctx) {
    const check = (
      definition: DbcAttributeDefinition | undefined,
      value: DbcAttributeValue,
      object: string,
      at: DbcSourcePosition,
    ) => {
      if (definition?.valueType !== 'ENUM') return;
      const values = definition.enumValues ?? [];
      const valid =
        typeof value === 'number'
          ? Number.isInteger(value) && value >= 0 && value < values.length
          : values.includes(value);
      if (!valid)
        ctx.report(at, {
          value: typeof value === 'string' ? `"${value}"` : value,
          attribute: definition.name,
          object,
          count: values.length,
        });
    };
    for (const definition of ctx.database.attributeDefinitions)
      if (definition.defaultValue !== undefined)
        check(definition, definition.defaultValue, 'BA_DEF_DEF_', definition);
    for (const object of ctx.attributedObjects())
      for (const [name, value] of Object.entries(object.attributes))
        check(ctx.attributeDefinition(object.objectType, name), value, object.label, object.at);
    for (const value of ctx.database.relationAttributes)
      check(
        ctx.attributeDefinition(value.relation, value.name),
        value.value,
        `${value.relation} ${value.node}`,
        value,
      );
  },
};
