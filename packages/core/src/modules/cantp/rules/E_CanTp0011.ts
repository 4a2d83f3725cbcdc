import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { ADDRESS_BYTES, CANTP_GENERAL_PATH, NSDU_KINDS, childNamed } from './connection.js';

const MESSAGE = {
  zh_cn:
    '{format} 寻址需要 {missing}：未启用通用连接（CanTpGenericConnectionSupport），寻址信息无法来自元数据',
  en_us:
    '{format} addressing needs {missing}: generic connections (CanTpGenericConnectionSupport) are off, so the address cannot come from meta data',
};

/**
 * Without generic connections an N-SDU's address bytes are static, so each addressing format needs its own:
 * CANTP_EXTENDED N_TA, CANTP_MIXED N_AE, CANTP_NORMALFIXED N_TA and N_SA, CANTP_MIXED29BIT N_TA, N_SA and N_AE
 * (SWS CanTp, static configuration of a connection per addressing format; CanTpNTa, CanTpNSa, CanTpNAe; with
 * CanTpGenericConnectionSupport they may be left to the N-PDU's meta data). Reported only when the format's
 * address bytes are all missing: some of them missing is E_CanTp0009 (normal fixed) or E_CanTp0010 (mixed 29 bit).
 * One row per missing byte, on the N-SDU.
 */
export const E_CanTp0011: ModuleRule = {
  code: 'E_CanTp0011',
  severity: 'error',
  description: {
    zh_cn: '未启用通用连接时，扩展寻址需要 N_TA，混合寻址需要 N_AE（以及各寻址格式的其余地址字节）',
    en_us:
      'Without generic connections, extended addressing needs N_TA and mixed addressing N_AE (and each format its other address bytes)',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const general = ctx.containersOf(CANTP_GENERAL_PATH)[0];
    if (general && ctx.flag(general, 'CanTpGenericConnectionSupport') === true) return rows;
    for (const kind of NSDU_KINDS) {
      for (const nSdu of ctx.containersOf(kind.path)) {
        const format = ctx.text(nSdu, kind.addressingFormat) ?? '';
        const bytes = ADDRESS_BYTES[format] ?? [];
        if (bytes.some((name) => childNamed(ctx, nSdu, name) !== undefined)) continue;
        for (const missing of bytes) rows.push(ctx.report(nSdu, MESSAGE, { format, missing }, missing));
      }
    }
    return rows;
  },
};
