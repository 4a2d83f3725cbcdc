import type { DbcMessage } from '../model.js';
import { attributeValueOf, enumNameOf, numberOf } from './attributes.js';
import type { DbcRuleContext } from './types.js';

/** Send types that repeat the message on a period (`Cyclic`, `CyclicIfActive`, `FixedPeriodic`, `EventPeriodic`…). */
const PERIODIC_SEND_TYPE = /cyclic|periodic/i;

/** How a message is sent: its `GenMsgSendType` name (value or default) and its `GenMsgCycleTime` in ms. */
export function messageTiming(
  ctx: DbcRuleContext,
  message: DbcMessage,
): { sendType?: string; periodic: boolean; cycleTime?: number } {
  const sendTypeDefinition = ctx.attributeDefinition('BO_', 'GenMsgSendType');
  const sendType = enumNameOf(
    attributeValueOf(message.attributes, 'GenMsgSendType', sendTypeDefinition),
    sendTypeDefinition,
  );
  const cycleTime = numberOf(
    attributeValueOf(
      message.attributes,
      'GenMsgCycleTime',
      ctx.attributeDefinition('BO_', 'GenMsgCycleTime'),
    ),
  );
  return {
    sendType,
    periodic: sendType !== undefined && PERIODIC_SEND_TYPE.test(sendType),
    cycleTime,
  };
}
