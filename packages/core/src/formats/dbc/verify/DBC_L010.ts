import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import { CAN_FD_SIZES, frameFormatOf } from './frame.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L010 (error): a message's DLC is not a payload length of its frame format: 0–8 bytes for
 * classic CAN, 0–8, 12, 16, 20, 24, 32, 48 or 64 bytes for CAN FD (format from `VFrameFormat`,
 * `BusType`, or the length). Source: ISO 11898-1 (DLC coding of classic and FD frames).
 */
export const DBC_L010: DbcRule = {
  code: 'DBC_L010',
  severity: 'error',
  check(ctx) {
    const definition = (name: string) => ctx.attributeDefinition('BO_', name);
    for (const message of ctx.database.messages) {
      if (message.name === INDEPENDENT_SIGNALS_MESSAGE) continue;
      const frame = frameFormatOf(ctx.database, message, definition);
      const valid =
        frame === 'CAN FD' ? CAN_FD_SIZES.includes(message.size) : message.size >= 0 && message.size <= 8;
      if (!valid) ctx.report(message, { message: message.name, size: message.size, frame });
    }
  },
};
