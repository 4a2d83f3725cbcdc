import { dbcMessageId, type DbcMessage } from '../model.js';
import { hexId } from './frame.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L003 (error): two messages have the same identifier (the same CAN id and the same 11/29-bit
 * format); reported at the later one. Source: ISO 11898-1 (an identifier names one frame on a bus).
 */
export const DBC_L003: DbcRule = {
  code: 'DBC_L003',
  severity: 'error',
  check(ctx) {
    const byId = new Map<number, DbcMessage>();
    for (const message of ctx.database.messages) {
      const id = dbcMessageId(message);
      const first = byId.get(id);
      if (first) ctx.report(message, { id: hexId(message.canId), message: message.name, other: first.name });
      else byId.set(id, message);
    }
  },
};
