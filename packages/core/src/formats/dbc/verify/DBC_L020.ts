import type { DbcRule } from './types.js';

/**
 * DBC_L020 (warning): an attribute value (BA_, BA_REL_) whose attribute has no definition (BA_DEF_,
 * BA_DEF_REL_) for that kind of object, so its type and range are unknown. Network attributes are
 * reported at the top of the file. Source: Vector DBC file format (attribute definitions).
 */
export const DBC_L020: DbcRule = {
  code: 'DBC_L020',
  severity: 'warning',
  check(ctx) {
    for (const object of ctx.attributedObjects())
      for (const attribute of Object.keys(object.attributes))
        if (!ctx.attributeDefinition(object.objectType, attribute))
          ctx.report(object.at, { attribute, object: object.label });
    for (const value of ctx.database.relationAttributes)
      if (!ctx.attributeDefinition(value.relation, value.name))
        ctx.report(value, { attribute: value.name, object: `${value.relation} ${value.node}` });
  },
};
