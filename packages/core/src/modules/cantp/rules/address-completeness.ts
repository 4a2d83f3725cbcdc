import type { LocalizedText } from '../../../ecuc/types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ADDRESS_BYTES, NSDU_KINDS, childNamed } from './connection.js';

/**
 * An error for an N-SDU of `format` that configures some of the format's address bytes but not all: they are
 * all static, or all left to the N-PDU's meta data (generic connection). One row per missing byte, on the
 * N-SDU, with the missing container as parameter (`{missing}` and `{given}` in the message).
 */
export function addressCompletenessRule(
  code: string,
  format: string,
  description: LocalizedText,
  message: LocalizedText,
): ModuleRule {
  const bytes = ADDRESS_BYTES[format] ?? [];
  return {
    code,
    severity: 'error',
    description,
    check(ctx) {
      const rows: VerifyRow[] = [];
      for (const kind of NSDU_KINDS) {
        for (const nSdu of ctx.containersOf(kind.path)) {
          if (ctx.text(nSdu, kind.addressingFormat) !== format) continue;
          const given = bytes.filter((name) => childNamed(ctx, nSdu, name) !== undefined);
          if (given.length === 0 || given.length === bytes.length) continue;
          for (const missing of bytes) {
            if (given.includes(missing)) continue;
            rows.push(ctx.report(nSdu, message, { missing, given: given.join(', ') }, missing));
          }
        }
      }
      return rows;
    },
  };
}
