import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, RuleContext, VerifyRow } from '../../../verify/types.js';

const HALF_PAIR = {
  zh_cn: 'HRH 过滤范围中 {given} 与 {missing} 必须成对配置',
  en_us: 'HRH filter range: {given} needs {missing} beside it',
};
const NO_PAIR = {
  zh_cn: 'HRH 过滤范围至少需要一对：基准 ID 与掩码，或下限与上限 CAN ID',
  en_us: 'HRH filter range needs at least one pair: base id with mask, or lower with upper CAN id',
};

const PAIRS = [
  ['CanIfHrhRangeBaseId', 'CanIfHrhRangeMask'],
  ['CanIfHrhRangeRxLowerCanId', 'CanIfHrhRangeRxUpperCanId'],
] as const;

function isSet(ctx: RuleContext, range: ContainerValue, param: string): boolean {
  return (ctx.text(range, param) ?? '').trim() !== '';
}

/**
 * An HRH filter range is a base id with its mask or a lower with an upper CAN id: whole pairs, at least one.
 * Source: SWS CanIf ECUC container CanIfHrhRangeCfg (CanIfHrhRangeBaseId/CanIfHrhRangeMask,
 * CanIfHrhRangeRxLowerCanId/CanIfHrhRangeRxUpperCanId).
 */
export const E_CanIf0004: ModuleRule = {
  code: 'E_CanIf0004',
  severity: 'error',
  description: {
    zh_cn: 'HRH 过滤范围按对配置（基准 ID 与掩码，或下限与上限 CAN ID），至少一对',
    en_us: 'HRH filter ranges come in pairs (base id with mask, or lower with upper CAN id), at least one',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const range of ctx.containersOf(
      '/CanIf/CanIfInitCfg/CanIfInitHohCfg/CanIfHrhCfg/CanIfHrhRangeCfg',
    )) {
      let complete = 0;
      let half = false;
      for (const [first, second] of PAIRS) {
        const a = isSet(ctx, range, first);
        const b = isSet(ctx, range, second);
        if (a && b) complete += 1;
        else if (a !== b) {
          half = true;
          const [given, missing] = a ? [first, second] : [second, first];
          rows.push(ctx.report(range, HALF_PAIR, { given, missing }, missing));
        }
      }
      if (complete === 0 && !half) rows.push(ctx.report(range, NO_PAIR, {}, 'CanIfHrhRangeBaseId'));
    }
    return rows;
  },
};
