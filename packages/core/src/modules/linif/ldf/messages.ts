/** Texts of the LDF derivation, in both product languages. */
import { interpolate, type Language } from '../../../i18n/index.js';

const en_us = {
  LDF_DERIVE_NO_NODE:
    'Node {node} is not in the LIN description (its nodes: {nodes}): there is nothing to derive for it',
  LDF_DERIVE_ENTRY_SKIPPED:
    'Schedule table {table}: the slot for {command} is not derived (a frame the file does not define, or an event-triggered or sporadic frame not derived)',
  LDF_DERIVE_CONFIG_NO_ATTRIBUTES:
    'Schedule table {table}: the {command} slot is not derived: the file gives no Node_attributes for {node}',
  LDF_DERIVE_CONFIG_NO_NAD:
    'Schedule table {table}: the {command} slot is not derived: the file gives no configured_NAD for {node}',
  LDF_DERIVE_CONFIG_NO_PRODUCT_ID:
    'Schedule table {table}: the {command} slot is not derived: the file gives no product_id for {node}',
  LDF_DERIVE_CONFIG_NO_MESSAGE_ID:
    'Schedule table {table}: the {command} slot is not derived: the configurable_frames of {node} give no message id for {frame}',
  LDF_DERIVE_CONFIG_NO_FRAME_ID:
    'Schedule table {table}: the {command} slot is not derived: the file gives no frame id for {frame}',
  LDF_DERIVE_ETF_SKIPPED:
    'Event-triggered frame {frame} is not derived: the master derives none of its associated frames',
  LDF_DERIVE_ETF_COLLISION_TABLE:
    'Event-triggered frame {frame} names no collision-resolving schedule table (LIN 2.0): table {table} is derived, run once, polling each associated frame in a slot of its worst-case time',
  LDF_DERIVE_SPORADIC_SKIPPED:
    'Sporadic frame {frame} is not derived: the master publishes none of its associated frames',
  LDF_DERIVE_TP_SUPPORT:
    'The master sends diagnostic frames (MasterReq, SlaveResp): set LinIfTpSupported in /LinIf/LinIfGeneral',
  LDF_DERIVE_COMM_VARIANT:
    'The bus runs on ComM channel {channel} of the project: set its ComMNmVariant to {variant} for this node',
  LDF_DERIVE_NO_RESPONSE_ERROR:
    'Slave {node} names no response error signal it publishes (response_error): choose LinIfResponseErrorSignal in LinIf',
} as const;

export type LdfDeriveMessageKey = keyof typeof en_us;

const zh_cn: Record<LdfDeriveMessageKey, string> = {
  LDF_DERIVE_NO_NODE: 'LIN 描述中没有节点 {node}（现有节点：{nodes}）：无法为其派生配置',
  LDF_DERIVE_ENTRY_SKIPPED:
    '调度表 {table}：{command} 的时隙未派生（文件未定义的帧，或未派生的事件触发帧、偶发帧）',
  LDF_DERIVE_CONFIG_NO_ATTRIBUTES:
    '调度表 {table}：{command} 的时隙未派生：文件中没有 {node} 的节点属性（Node_attributes）',
  LDF_DERIVE_CONFIG_NO_NAD: '调度表 {table}：{command} 的时隙未派生：文件中没有 {node} 的 configured_NAD',
  LDF_DERIVE_CONFIG_NO_PRODUCT_ID: '调度表 {table}：{command} 的时隙未派生：文件中没有 {node} 的 product_id',
  LDF_DERIVE_CONFIG_NO_MESSAGE_ID:
    '调度表 {table}：{command} 的时隙未派生：{node} 的 configurable_frames 中没有帧 {frame} 的消息 ID',
  LDF_DERIVE_CONFIG_NO_FRAME_ID: '调度表 {table}：{command} 的时隙未派生：文件中没有帧 {frame} 的帧 ID',
  LDF_DERIVE_ETF_SKIPPED: '事件触发帧 {frame} 未派生：主节点未派生其任何关联帧',
  LDF_DERIVE_ETF_COLLISION_TABLE:
    '事件触发帧 {frame} 未指定冲突解决调度表（LIN 2.0）：已派生单次运行的调度表 {table}，按各关联帧的最坏传输时间依次轮询',
  LDF_DERIVE_SPORADIC_SKIPPED: '偶发帧 {frame} 未派生：主节点不发布其任何关联帧',
  LDF_DERIVE_TP_SUPPORT:
    '主节点发送诊断帧（MasterReq、SlaveResp）：请在 /LinIf/LinIfGeneral 中启用 LinIfTpSupported',
  LDF_DERIVE_COMM_VARIANT:
    '总线使用项目中的 ComM 通道 {channel}：请将其 ComMNmVariant 设为 {variant}，与本节点一致',
  LDF_DERIVE_NO_RESPONSE_ERROR:
    '从节点 {node} 未指定其发布的响应错误信号（response_error）：请在 LinIf 中选择 LinIfResponseErrorSignal',
};

/** A text of the LDF derivation in a language, with its parameters. */
export function ldfDeriveText(
  language: Language,
  key: LdfDeriveMessageKey,
  params: Record<string, string | number>,
): string {
  return interpolate((language === 'zh_cn' ? zh_cn : en_us)[key], params);
}
