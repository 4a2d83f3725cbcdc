import { INDEPENDENT_SIGNALS_MESSAGE } from '../model.js';
import { declaredFrameFormat } from './frame.js';
import type { DbcRule } from './types.js';

/**
 * DBC_L017 (warning): a message longer than 8 bytes (a CAN FD length) whose frame format is not
 * declared: no `VFrameFormat` value or default, and the network's `BusType` is not CAN FD. It is
 * taken as CAN FD from its length alone. (A declared classic format with such a length is DBC_L010.)
 * Source: Vector CANdb++ attribute VFrameFormat; ISO 11898-1 (payloads over 8 bytes need FD frames).
 */
export const DBC_L017: DbcRule = {
  code: 'DBC_L017',
  severity: 'warning',
  check(ctx) {
    const definition = (name: string) => ctx.attributeDefinition('BO_', name);
    for (const message of ctx.database.messages)
      if (
        message.size > 8 &&
        message.name !== INDEPENDENT_SIGNALS_MESSAGE &&
        declaredFrameFormat(ctx.database, message, definition) === undefined
      )
        ctx.report(message, { message: message.name, size: message.size });
  },
};
