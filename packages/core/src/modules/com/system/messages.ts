/** Texts of the derivation from a system description, in both product languages. */
import { interpolate, type Language } from '../../../i18n/index.js';

const en_us = {
  SYSTEM_DERIVE_NO_ECU:
    'ECU instance {ecu} is not in the system description (its ECU instances: {known}): there is nothing to derive for it',
  SYSTEM_DERIVE_NO_CLUSTER:
    'CAN cluster {cluster} is not in the system description (its CAN clusters: {known})',
  SYSTEM_DERIVE_CLUSTER_CHOSEN:
    'The file holds {count} CAN clusters: the derivation is for {cluster} ({reason}); choose another with the option cluster',
  SYSTEM_DERIVE_NO_FRAME:
    'Frame triggering {triggering} refers to frame {frame}, which the file does not define',
  SYSTEM_DERIVE_NO_PDU:
    'Frame {frame} carries PDU {pdu}, which the file does not define: its signals are not taken',
  SYSTEM_DERIVE_PDU_OFFSET:
    'PDU {pdu} starts at bit {start} of frame {frame}, which is not a byte boundary: its signals are placed from byte {byte}',
  SYSTEM_DERIVE_SEVERAL_PDUS:
    'Frame {frame} carries {count} PDUs: their signals are taken into one Com I-PDU (IpduM or a container PDU carries them separately)',
  SYSTEM_DERIVE_NO_SIGNAL:
    'Mapping {mapping} refers to I-signal {signal}, which the file does not define: the signal is not taken',
  SYSTEM_DERIVE_NO_LENGTH: 'I-signal {signal} has no length: it is not taken',
  SYSTEM_DERIVE_PDU_KIND:
    'Frame {frame} carries {kind} {pdu}: its contained PDUs are not taken into Com (IpduM carries them)',
  SYSTEM_DERIVE_SIGNAL_GROUP:
    'Mapping {mapping} places a signal group: the group itself is not a Com signal (its signals are mapped on their own)',
} as const;

export type SystemDeriveMessageKey = keyof typeof en_us;

const zh_cn: Record<SystemDeriveMessageKey, string> = {
  SYSTEM_DERIVE_NO_ECU: '系统描述中没有 ECU 实例 {ecu}（现有 ECU 实例：{known}）：无法为其派生配置',
  SYSTEM_DERIVE_NO_CLUSTER: '系统描述中没有 CAN 集群 {cluster}（现有 CAN 集群：{known}）',
  SYSTEM_DERIVE_CLUSTER_CHOSEN:
    '文件含 {count} 个 CAN 集群：为集群 {cluster} 派生（{reason}）；可用选项 cluster 选择其他集群',
  SYSTEM_DERIVE_NO_FRAME: '帧触发 {triggering} 引用的帧 {frame} 在文件中未定义',
  SYSTEM_DERIVE_NO_PDU: '帧 {frame} 承载的 PDU {pdu} 在文件中未定义：其信号未导入',
  SYSTEM_DERIVE_PDU_OFFSET:
    'PDU {pdu} 位于帧 {frame} 的第 {start} 位，不在字节边界：其信号从第 {byte} 字节起放置',
  SYSTEM_DERIVE_SEVERAL_PDUS:
    '帧 {frame} 承载 {count} 个 PDU：其信号合入同一个 Com I-PDU（分开承载需 IpduM 或容器 PDU）',
  SYSTEM_DERIVE_NO_SIGNAL: '映射 {mapping} 引用的 I-signal {signal} 在文件中未定义：该信号未导入',
  SYSTEM_DERIVE_NO_LENGTH: 'I-signal {signal} 没有长度：未导入',
  SYSTEM_DERIVE_PDU_KIND: '帧 {frame} 承载 {kind} {pdu}：其包含的 PDU 未导入 Com（由 IpduM 承载）',
  SYSTEM_DERIVE_SIGNAL_GROUP: '映射 {mapping} 放置的是信号组：信号组本身不是 Com 信号（其信号各自映射）',
};

/** The reasons a cluster is chosen, in both languages. */
const reasons = {
  en_us: {
    option: 'the option cluster',
    ecu: 'the cluster ECU {ecu} is connected to',
    first: 'the first one',
  },
  zh_cn: { option: '选项 cluster 指定', ecu: 'ECU {ecu} 所连接的集群', first: '第一个集群' },
} as const;

export type ClusterReason = keyof (typeof reasons)['en_us'];

/** A derivation text in a language with its parameters filled in. */
export function systemDeriveText(
  language: Language,
  key: SystemDeriveMessageKey,
  params: Record<string, string | number>,
): string {
  return interpolate((language === 'zh_cn' ? zh_cn : en_us)[key], params);
}

/** Why a cluster was chosen, in a language. */
export function clusterReasonText(language: Language, reason: ClusterReason, ecu: string): string {
  return interpolate((language === 'zh_cn' ? reasons.zh_cn : reasons.en_us)[reason], { ecu });
}
