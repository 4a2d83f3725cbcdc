import type { DbcAttributeDefinition, DbcAttributeValue, DbcSourcePosition } from '../model.js';
import { numberOf } from './attributes.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L023 (warning): a value of an INT, HEX or FLOAT attribute (BA_, BA_REL_ or the default
 * BA_DEF_DEF_) outside the [minimum, maximum] of its definition. A range of 0 0 means "no range"
 * and is not checked. Source: Vector DBC file format (BA_DEF_ value ranges).
 */
export const DBC_L023: DbcRule = {
  code: 'DBC_L023',
  severity: 'warning',
  check(ctx) {
    const check = (
      definition: DbcAttributeDefinition | undefined,
      value: DbcAttributeValue,
      object: string,
      at: DbcSourcePosition,
    ) => {
      if (
        !definition ||
        (definition.valueType !== 'INT' && definition.valueType !== 'HEX' && definition.valueType !== 'FLOAT')
      )
        return;
      const { minimum, maximum } = definition;
      if (minimum === undefined || maximum === undefined || minimum > maximum) return;
      if (minimum === 0 && maximum === 0) return;
      const number = numberOf(value);
      if (number !== undefined && (number < minimum || number > maximum))
        ctx.report(at, { value, attribute: definition.name, object, minimum, maximum });
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
