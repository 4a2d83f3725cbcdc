import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CAN_PATHS } from '../definition.js';

const MESSAGE = {
  zh_cn: '发送对象的 CanObjectId {value} 必须大于所有接收对象的 ID（最大为 {max}）',
  en_us: 'The CanObjectId {value} of a transmit object must lie above every receive object id (up to {max})',
};

/**
 * Receive handles come before transmit handles (SWS_CANDriver, parameter CanObjectId: the HRH ids
 * are defined before the HTH ids in their common range).
 */
export const E_Can0004: ModuleRule = {
  code: 'E_Can0004',
  severity: 'error',
  description: {
    zh_cn: '接收对象（HRH）的 ID 必须排在发送对象（HTH）之前',
    en_us: 'Receive object ids (HRH) come before transmit object ids (HTH)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const objects = ctx.containersOf(CAN_PATHS.hardwareObject);
    let maxReceive: bigint | undefined;
    for (const object of objects) {
      if (ctx.text(object, 'CanObjectType') !== 'RECEIVE') continue;
      const id = ctx.integer(object, 'CanObjectId');
      if (id !== undefined && (maxReceive === undefined || id > maxReceive)) maxReceive = id;
    }
    if (maxReceive === undefined) return rows;
    for (const object of objects) {
      if (ctx.text(object, 'CanObjectType') !== 'TRANSMIT') continue;
      const id = ctx.integer(object, 'CanObjectId');
      if (id === undefined || id > maxReceive) continue;
      rows.push(ctx.report(object, MESSAGE, { value: String(id), max: String(maxReceive) }, 'CanObjectId'));
    }
    return rows;
  },
};
