import type { ModuleRule, VerifyRow } from '../../../verify/types.js';

const MESSAGE = {
  zh_cn: 'CanIfMetaDataSupport 已启用，但没有接收或发送 PDU 引用带元数据（MetaDataTypeRef）的 EcuC PDU',
  en_us:
    'CanIfMetaDataSupport is on but no Rx or Tx PDU refers to an EcuC PDU with metadata (MetaDataTypeRef)',
};

const PDUS = [
  ['/CanIf/CanIfInitCfg/CanIfRxPduCfg', 'CanIfRxPduRef'],
  ['/CanIf/CanIfInitCfg/CanIfTxPduCfg', 'CanIfTxPduRef'],
] as const;

/**
 * Metadata support on for no PDU with metadata: CanIfMetaDataSupport is on while no CanIfRxPduCfg or
 * CanIfTxPduCfg refers to an EcuC Pdu that has a MetaDataTypeRef. Source: SWS CanIf ECUC parameter
 * CanIfMetaDataSupport; SWS ECU Configuration, Pdu.MetaDataTypeRef.
 */
export const W_CanIf0005: ModuleRule = {
  code: 'W_CanIf0005',
  severity: 'warning',
  reads: ['EcuC'],
  description: {
    zh_cn: '启用 CanIfMetaDataSupport 时至少一个 PDU 带元数据',
    en_us: 'With CanIfMetaDataSupport on, at least one PDU carries metadata',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const publicCfg = ctx.containersOf('/CanIf/CanIfPublicCfg')[0];
    if (!publicCfg || ctx.flag(publicCfg, 'CanIfMetaDataSupport') !== true) return rows;
    for (const [path, reference] of PDUS) {
      for (const pdu of ctx.containersOf(path)) {
        const target = ctx.container(pdu.references[reference]?.[0] ?? '');
        if (target && (target.references.MetaDataTypeRef?.length ?? 0) > 0) return rows;
      }
    }
    rows.push(ctx.report(publicCfg, MESSAGE, {}, 'CanIfMetaDataSupport'));
    return rows;
  },
};
