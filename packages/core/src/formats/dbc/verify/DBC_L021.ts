import type { DbcRule } from './types.js';

/**
 * DBC_L021 (warning): an attribute definition (BA_DEF_, BA_DEF_REL_) without a default
 * (BA_DEF_DEF_, BA_DEF_DEF_REL_): objects without their own value have none, and the derived
 * configuration cannot fall back on one. Source: Vector DBC file format (attribute defaults).
 */
export const DBC_L021: DbcRule = {
  code: 'DBC_L021',
  severity: 'warning',
  check(ctx) {
    for (const definition of ctx.database.attributeDefinitions)
      if (definition.defaultValue === undefined) ctx.report(definition, { attribute: definition.name });
  },
};
