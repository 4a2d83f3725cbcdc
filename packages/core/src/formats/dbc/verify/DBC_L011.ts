import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import { hexId, MAX_EXTENDED_ID, MAX_STANDARD_ID } from './frame.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L011 (warning): a message's identifier is outside its format: an 11-bit id above 0x7FF, a
 * 29-bit id (bit 31 of the DBC id) above 0x1FFFFFFF, or negative. Source: ISO 11898-1 (identifier lengths).
 */
export const DBC_L011: DbcRule = {
  code: 'DBC_L011',
  severity: 'warning',
  check(ctx) {
    for (const message of ctx.database.messages) {
      if (message.name === INDEPENDENT_SIGNALS_MESSAGE) continue;
      const limit = message.extended ? MAX_EXTENDED_ID : MAX_STANDARD_ID;
      if (message.canId > limit || message.canId < 0)
        ctx.report(message, {
          message: message.name,
          id: hexId(message.canId),
          frame: message.extended ? 'extended' : 'standard',
        });
    }
  },
};
