/** Texts of the DBC derivation, in both product languages. */
import { interpolate, type Language } from '../../../i18n/index.js';

const en_us = {
  DBC_DERIVE_NO_NODE: 'Node {node} is not in the database: there is nothing to derive for it',
  DBC_DERIVE_NO_SENDER: 'The database names no sending node: give the node that is this ECU',
  DBC_DERIVE_MULTIPLEXED_MESSAGE:
    'Message {message} is multiplexed: its static signals and its selector are taken into Com, its multiplexed signals are not',
  DBC_DERIVE_MULTIPLEXED_IPDUM:
    'Message {message} is multiplexed: it goes through IpduM, with a Com I-PDU for its static part and one for each of its {parts} multiplexer values',
  DBC_DERIVE_MULTIPLEXED_COMPLEX:
    'Message {message} has several or nested multiplexers, which IpduM does not carry: its static signals and its selectors are taken into Com, its multiplexed signals are not',
  DBC_DERIVE_GROUP_SPLIT:
    'Signal group {group} of {message} spans several multiplexed parts: its signals are taken as single signals',
  DBC_DERIVE_NO_DCM:
    'Diagnostic message {message} goes to CanTp; the project has no Dcm, so no PduR routing path joins its N-SDU to Dcm',
  DBC_DERIVE_DCM_ROUTE:
    'Diagnostic message {message} goes to CanTp; PduR routes its N-SDU to Pdu {pdu}, which Dcm is to use',
  DBC_DERIVE_CANTP_FD:
    'Diagnostic message {message} is a CAN FD frame: switch CanTpFlexibleDataRateSupport on in CanTpGeneral',
  DBC_DERIVE_NM_EXTRA_TX:
    'Network management message {message} is sent too, but a CanNm channel sends one PDU: it is left out',
  DBC_DERIVE_NM_NO_RX:
    "The bus has no network management message that {message}'s node receives: give the CanNm channel its Rx PDU",
} as const;

export type DbcDeriveMessageKey = keyof typeof en_us;

const zh_cn: Record<DbcDeriveMessageKey, string> = {
  DBC_DERIVE_NO_NODE: '数据库中没有节点 {node}：无法为其派生配置',
  DBC_DERIVE_NO_SENDER: '数据库中没有发送节点：请指定本 ECU 对应的节点',
  DBC_DERIVE_MULTIPLEXED_MESSAGE:
    '报文 {message} 含多路复用：其静态信号与选择器信号已导入 Com，多路复用信号未导入',
  DBC_DERIVE_MULTIPLEXED_IPDUM:
    '报文 {message} 含多路复用：经 IpduM 传输，静态部分与 {parts} 个多路复用值各对应一个 Com I-PDU',
  DBC_DERIVE_MULTIPLEXED_COMPLEX:
    '报文 {message} 含多个或嵌套的多路复用器，IpduM 无法承载：其静态信号与选择器信号已导入 Com，多路复用信号未导入',
  DBC_DERIVE_GROUP_SPLIT: '{message} 的信号组 {group} 跨越多个多路复用部分：其信号按单个信号导入',
  DBC_DERIVE_NO_DCM:
    '诊断报文 {message} 由 CanTp 传输；项目中没有 Dcm，因此未创建连接其 N-SDU 与 Dcm 的 PduR 路由路径',
  DBC_DERIVE_DCM_ROUTE:
    '诊断报文 {message} 由 CanTp 传输；PduR 将其 N-SDU 路由到 PDU {pdu}，请在 Dcm 中使用该 PDU',
  DBC_DERIVE_CANTP_FD:
    '诊断报文 {message} 是 CAN FD 帧：请在 CanTpGeneral 中启用 CanTpFlexibleDataRateSupport',
  DBC_DERIVE_NM_EXTRA_TX:
    '网络管理报文 {message} 也由本节点发送，但一个 CanNm 通道只发送一个 PDU：该报文未导入',
  DBC_DERIVE_NM_NO_RX: '总线上没有 {message} 所在节点接收的网络管理报文：请为 CanNm 通道配置接收 PDU',
};

/** A derivation text in a language with its parameters filled in. */
export function dbcDeriveText(
  language: Language,
  key: DbcDeriveMessageKey,
  params: Record<string, string | number>,
): string {
  return interpolate((language === 'zh_cn' ? zh_cn : en_us)[key], params);
}
