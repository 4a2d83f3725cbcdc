/** Texts of the DBC derivation, in both product languages. */
import { interpolate, type Language } from '../../../i18n/index.js';

const en_us = {
  DBC_DERIVE_NO_NODE: 'Node {node} is not in the database: there is nothing to derive for it',
  DBC_DERIVE_NO_SENDER: 'The database names no sending node: give the node that is this ECU',
  DBC_DERIVE_MULTIPLEXED:
    'Signal {signal} of {message} is multiplexed: it is not taken into Com (an IpduM configuration carries multiplexed parts)',
  DBC_DERIVE_MULTIPLEXED_MESSAGE:
    'Message {message} is multiplexed: its static signals and its selector are taken into Com, its multiplexed signals are not',
} as const;

export type DbcDeriveMessageKey = keyof typeof en_us;

const zh_cn: Record<DbcDeriveMessageKey, string> = {
  DBC_DERIVE_NO_NODE: '数据库中没有节点 {node}：无法为其派生配置',
  DBC_DERIVE_NO_SENDER: '数据库中没有发送节点：请指定本 ECU 对应的节点',
  DBC_DERIVE_MULTIPLEXED:
    '{message} 的信号 {signal} 是多路复用信号：未导入 Com（多路复用部分由 IpduM 配置承载）',
  DBC_DERIVE_MULTIPLEXED_MESSAGE:
    '报文 {message} 含多路复用：其静态信号与选择器信号已导入 Com，多路复用信号未导入',
};

/** A derivation text in a language with its parameters filled in. */
export function dbcDeriveText(
  language: Language,
  key: DbcDeriveMessageKey,
  params: Record<string, string | number>,
): string {
  return interpolate((language === 'zh_cn' ? zh_cn : en_us)[key], params);
}
